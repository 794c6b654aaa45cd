import {
  type ProjectionContext,
  type ProjectionSpec,
  type Reader,
  readersOf,
} from './answerReaders.ts';
import { comparableCode, markedPairs, uriSet } from '../core/memberComparison.ts';
import { DELEGATION_PROJECTIONS } from '../contract/delegation/delegation-projections.ts';
import { NEGOTIATION_PROJECTIONS } from '../contract/negotiation/negotiation-projections.ts';
import { SIGNATURE_PROJECTIONS } from '../contract/signature/signature-projections.ts';
import { STREAM_PROJECTIONS } from '../contract/stream/stream-projections.ts';

export type { ProjectionContext } from './answerReaders.ts';

/**
 * The members of an answer a property (or a regression case) compares, by name, so a stored
 * regression file names its projection and is judged the same way as the property that found it.
 * Each projection compares the members its rule owns, and sits in its rule's area
 * (`scenarios/contract/<area>/<area>-projections.ts`) but the verdict, which every stage's rules
 * share; together they compare every member the contract defines (projections.test.ts holds
 * them to the contract schema). How each member is read: `answerReaders.ts`.
 */
export const PROJECTIONS = {
  /**
   * Discovery verdict: admitted, and where and why a card was refused. The signature state is
   * compared only when the card reached the signature stage: before it, nothing was examined.
   */
  'discover-verdict': { call: 'discover', members: ['admitted', 'stage', 'code', 'signature'] },
  ...SIGNATURE_PROJECTIONS,
  ...NEGOTIATION_PROJECTIONS,
  ...DELEGATION_PROJECTIONS,
  ...STREAM_PROJECTIONS,
} as const satisfies Record<string, ProjectionSpec>;

export type ProjectionName = keyof typeof PROJECTIONS;

/**
 * Members whose value in a refusal the contract fixes whatever the stage (no capabilities, no
 * negotiation, no peer, nothing activated): the rule that owns one judges it in every refusal,
 * even one another rule's stage decided (docs/adapter-protocol.md §4.1).
 */
const FIXED_IN_REFUSALS: ReadonlySet<string> = new Set([
  'capabilities',
  'streaming',
  'extensions',
  'mayNegotiateExtensions',
  'peer',
  'requestExtensions',
]);

function projectMembers(
  name: ProjectionName,
  answer: unknown,
  context: ProjectionContext,
  keep: (member: string) => boolean,
): unknown {
  const spec: ProjectionSpec = PROJECTIONS[name];
  const readers = readersOf(spec.call) as Record<string, Reader<unknown>>;
  const out: Record<string, unknown> = {};
  for (const member of spec.members) {
    if (keep(member)) out[member] = readers[member]!(answer, context);
  }
  // Plain JSON: members that read as undefined are dropped.
  return JSON.parse(JSON.stringify(out)) as unknown;
}

/** Applies a projection by name, returning plain JSON (undefined members dropped). */
export function project(
  name: ProjectionName,
  answer: unknown,
  context: ProjectionContext = {},
): unknown {
  return projectMembers(name, answer, context, () => true);
}

/**
 * The members of a projection whose value the contract fixes in every refusal
 * ({@link FIXED_IN_REFUSALS}); `{}` when it has none.
 */
export function projectRefusal(
  name: ProjectionName,
  answer: unknown,
  context: ProjectionContext = {},
): unknown {
  return projectMembers(name, answer, context, (m) => FIXED_IN_REFUSALS.has(m));
}

/**
 * A projected answer stored before (a regression file's expectation) read with today's
 * comparisons: its lists of URIs as sets, its "no peer left" code as one, its degraded pairs as a
 * set beside the pairs left free (memberComparison.ts). Projecting is not repeated on it (its
 * members are already projected), so a file written before a comparison changed still compares
 * the same way as a fresh projection; applied to a fresh one it changes nothing.
 */
export function comparableProjection(projected: unknown, context: ProjectionContext = {}): unknown {
  if (typeof projected !== 'object' || projected === null || Array.isArray(projected))
    return projected;
  const out = { ...(projected as Record<string, unknown>) };
  const error = out['error'] as { code?: unknown } | null | undefined;
  if (typeof error === 'object' && error !== null)
    out['error'] = { ...error, code: comparableCode(error.code) };
  for (const member of ['requestExtensions', 'fallbackExtensions', 'extensions'])
    if (Object.hasOwn(out, member)) out[member] = uriSet(out[member]);
  const caps = out['capabilities'] as { extensions?: unknown } | null | undefined;
  if (typeof caps === 'object' && caps !== null)
    out['capabilities'] = { ...caps, extensions: uriSet(caps.extensions) };
  if (Object.hasOwn(out, 'markDegraded'))
    out['markDegraded'] = markedPairs(
      { markDegraded: out['markDegraded'], error: error ?? undefined },
      context,
    );
  return JSON.parse(JSON.stringify(out)) as unknown;
}
