import type {
  DegradedPair,
  DiscoverResult,
  PlanResult,
  ReassembleResult,
} from '../../harness/contract/types.ts';
import { comparableCode, markedPairs, uriSet } from '../core/memberComparison.ts';
import { isOpenChoice, ownExtensionsLeftOpen } from '../core/ownExtensionsLeftOpen.ts';

/**
 * What a projection may read of the call's params: the routing memory the harness held, the
 * planned pair, and the card and caller extensions a plan was given (what XV-NEG-002 leaves to
 * the caller's choice).
 */
export interface ProjectionContext {
  degraded?: readonly DegradedPair[];
  peer?: string;
  skillId?: string;
  cardBase64?: string;
  callerExtensions?: readonly string[];
}

export type Reader<A> = (a: A, p: ProjectionContext) => unknown;

/**
 * Every member of a `discover` answer the contract defines, as compared (docs/adapter-protocol.md
 * §4.1 says which rule owns each; §4.2 how each compares). Absent members read as `null`, so
 * "absent" and "different" both show up as a difference.
 */
export const DISCOVER_MEMBERS = {
  admitted: (a) => a.admitted,
  stage: (a) => a.stage ?? null,
  code: (a) => a.code ?? null,
  // A card refused at the schema stage was not examined: its signature state is not compared.
  signature: (a) => (!a.admitted && a.stage === 'schema' ? null : (a.signature ?? null)),
  // Present exactly when an entry verified (contract 1.1): a kid where nothing verified is a lie.
  verifiedKid: (a) => a.verifiedKid ?? null,
  // The declared extensions are a set of URIs (memberComparison.ts): order and repeats mean nothing.
  capabilities: (a) =>
    a.capabilities === undefined
      ? null
      : { ...a.capabilities, extensions: uriSet(a.capabilities.extensions) },
  streaming: (a) => a.capabilities?.streaming ?? null,
  extensions: (a) => uriSet(a.capabilities?.extensions ?? null),
  mayNegotiateExtensions: (a) => a.mayNegotiateExtensions,
} satisfies Record<string, Reader<DiscoverResult>>;

/** Every member of a `plan` answer the contract defines, as compared; `error.message` is prose. */
export const PLAN_MEMBERS = {
  decision: (a) => a.decision,
  peer: (a) => a.peer ?? null,
  error: (a) =>
    a.error === undefined ? null : { type: a.error.type, code: comparableCode(a.error.code) },
  // A set of URIs. Toward an explicit `extensions: []` the caller MAY request its own extensions,
  // or none (XV-NEG-002, A2A §4.6.3): every such choice reads the same, so no choice is a mismatch.
  requestExtensions: (a, p) => {
    const own = a.decision === 'send' ? ownExtensionsLeftOpen(p) : undefined;
    return own !== undefined && isOpenChoice(a.requestExtensions, own)
      ? { anyOfTheCallersOwn: own }
      : uriSet(a.requestExtensions);
  },
  // Extensions activated toward the peer routing chose (XV-DEL-004): that peer's card decides.
  fallbackExtensions: (a) => (a.decision === 'fallback' ? uriSet(a.requestExtensions) : null),
  // A set of pairs; absent reads as none; a pair routing memory already holds, or the planned
  // pair of an unknown skill, may be listed or not (memberComparison.ts).
  markDegraded: (a, p) => markedPairs(a, p),
} satisfies Record<string, Reader<PlanResult>>;

/**
 * `Part` members of A2A v1.0 with implicit presence (plain proto3 `string filename`,
 * `string media_type`): at their default `""` they are the same as absent (§5.7), so a reader on
 * proto types may drop them and loses nothing.
 */
const PART_IMPLICIT_STRINGS = ['filename', 'mediaType'];

function withoutImplicitDefaults(part: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(part))
    if (!(PART_IMPLICIT_STRINGS.includes(k) && v === '')) out[k] = v;
  return out;
}

export const REASSEMBLE_MEMBERS = {
  artifacts: (a) =>
    Array.isArray(a.artifacts)
      ? a.artifacts.map((artifact) =>
          Array.isArray(artifact?.parts)
            ? { ...artifact, parts: artifact.parts.map(withoutImplicitDefaults) }
            : artifact,
        )
      : a.artifacts,
} satisfies Record<string, Reader<ReassembleResult>>;

/** A projection: the members of one call's answer it compares. */
export type ProjectionSpec =
  | { call: 'discover'; members: readonly (keyof typeof DISCOVER_MEMBERS)[] }
  | { call: 'plan'; members: readonly (keyof typeof PLAN_MEMBERS)[] }
  | { call: 'reassemble'; members: readonly (keyof typeof REASSEMBLE_MEMBERS)[] };

/** The readers of the members of `call`'s answer. */
export function readersOf(call: ProjectionSpec['call']): Record<string, Reader<never>> {
  return call === 'discover'
    ? DISCOVER_MEMBERS
    : call === 'plan'
      ? PLAN_MEMBERS
      : REASSEMBLE_MEMBERS;
}
