import type {
  DegradedPair,
  DiscoverResult,
  PlanResult,
  ReassembleResult,
} from '../../harness/contract/types.ts';
import { isOpenChoice, ownExtensionsLeftOpen } from '../core/ownExtensionsLeftOpen.ts';

/**
 * What a projection may read of the call's params: the routing memory the harness held, and the
 * card and caller extensions a plan was given (what XV-NEG-002 leaves to the caller's choice).
 */
export interface ProjectionContext {
  degraded?: readonly DegradedPair[];
  cardBase64?: string;
  callerExtensions?: readonly string[];
}

type Reader<A> = (a: A, p: ProjectionContext) => unknown;

/**
 * Every member of a `discover` answer the contract defines, as compared (docs/adapter-protocol.md
 * §4.1 says which rule owns each). Absent members read as `null`, so "absent" and "different"
 * both show up as a difference.
 */
const DISCOVER_MEMBERS = {
  admitted: (a) => a.admitted,
  stage: (a) => a.stage ?? null,
  code: (a) => a.code ?? null,
  // A card refused at the schema stage was not examined: its signature state is not compared.
  signature: (a) => (!a.admitted && a.stage === 'schema' ? null : (a.signature ?? null)),
  // Present exactly when an entry verified (contract 1.1): a kid where nothing verified is a lie.
  verifiedKid: (a) => a.verifiedKid ?? null,
  capabilities: (a) => a.capabilities ?? null,
  streaming: (a) => a.capabilities?.streaming ?? null,
  extensions: (a) => a.capabilities?.extensions ?? null,
  mayNegotiateExtensions: (a) => a.mayNegotiateExtensions,
} satisfies Record<string, Reader<DiscoverResult>>;

/** Every member of a `plan` answer the contract defines, as compared; `error.message` is prose. */
const PLAN_MEMBERS = {
  decision: (a) => a.decision,
  peer: (a) => a.peer ?? null,
  error: (a) => (a.error === undefined ? null : { type: a.error.type, code: a.error.code }),
  // Toward an explicit `extensions: []` the caller MAY request its own extensions, or none
  // (XV-NEG-002, A2A §4.6.3): every such choice reads the same, so no choice is a mismatch.
  requestExtensions: (a, p) => {
    const own = a.decision === 'send' ? ownExtensionsLeftOpen(p) : undefined;
    return own !== undefined && isOpenChoice(a.requestExtensions, own)
      ? { anyOfTheCallersOwn: own }
      : a.requestExtensions;
  },
  // Extensions activated toward the peer routing chose (XV-DEL-004): that peer's card decides.
  fallbackExtensions: (a) => (a.decision === 'fallback' ? a.requestExtensions : null),
  // Absent reads as none; a pair routing memory already holds may be listed again or not.
  markDegraded: (a, p) =>
    (a.markDegraded ?? []).filter(
      (m) => !(p.degraded ?? []).some((d) => d.peer === m.peer && d.skillId === m.skillId),
    ),
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

const REASSEMBLE_MEMBERS = {
  artifacts: (a) =>
    Array.isArray(a.artifacts)
      ? a.artifacts.map((artifact) =>
          Array.isArray(artifact?.parts)
            ? { ...artifact, parts: artifact.parts.map(withoutImplicitDefaults) }
            : artifact,
        )
      : a.artifacts,
} satisfies Record<string, Reader<ReassembleResult>>;

type Spec =
  | { call: 'discover'; members: readonly (keyof typeof DISCOVER_MEMBERS)[] }
  | { call: 'plan'; members: readonly (keyof typeof PLAN_MEMBERS)[] }
  | { call: 'reassemble'; members: readonly (keyof typeof REASSEMBLE_MEMBERS)[] };

/**
 * The members of an answer a property (or a regression case) compares, by name, so a stored
 * regression file names its projection and is judged the same way as the property that found it.
 * Each projection compares the members its rule owns; together they compare every member the
 * contract defines (projections.test.ts holds them to the contract schema).
 */
export const PROJECTIONS = {
  /**
   * Discovery verdict: admitted, and where and why a card was refused. The signature state is
   * compared only when the card reached the signature stage: before it, nothing was examined.
   */
  'discover-verdict': { call: 'discover', members: ['admitted', 'stage', 'code', 'signature'] },
  /** XV-SIG-005: the verdict, and which key the card is trusted under (`verifiedKid`). */
  'discover-trust': {
    call: 'discover',
    members: ['admitted', 'stage', 'code', 'signature', 'verifiedKid'],
  },
  /** XV-NEG-001: what the verifier believes each capability is. */
  'discover-capabilities': { call: 'discover', members: ['admitted', 'stage', 'capabilities'] },
  /** XV-NEG-002: whether any extension negotiation may be sent. */
  'discover-negotiation': {
    call: 'discover',
    members: ['admitted', 'extensions', 'mayNegotiateExtensions'],
  },
  /** XV-NEG-004/005: a minimal card is admitted with streaming and extensions undeclared. */
  'discover-minimal': {
    call: 'discover',
    members: ['admitted', 'stage', 'code', 'streaming', 'extensions', 'mayNegotiateExtensions'],
  },
  /** Delegation decision, peer and typed error. */
  'plan-decision': { call: 'plan', members: ['decision', 'peer', 'error'] },
  /** XV-NEG-002/004: the decision and the extensions activated toward the peer. */
  'plan-extensions': { call: 'plan', members: ['decision', 'requestExtensions'] },
  /**
   * XV-DEL-004: decision, peer, error, the pairs newly marked degraded, and the extensions
   * activated toward a fallback peer.
   */
  'plan-routing': {
    call: 'plan',
    members: ['decision', 'peer', 'error', 'markDegraded', 'fallbackExtensions'],
  },
  /** XV-STR-001: the reassembled artifacts, whole. */
  'reassemble-artifacts': { call: 'reassemble', members: ['artifacts'] },
} as const satisfies Record<string, Spec>;

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

function readersOf(call: Spec['call']): Record<string, Reader<never>> {
  return call === 'discover'
    ? DISCOVER_MEMBERS
    : call === 'plan'
      ? PLAN_MEMBERS
      : REASSEMBLE_MEMBERS;
}

function projectMembers(
  name: ProjectionName,
  answer: unknown,
  context: ProjectionContext,
  keep: (member: string) => boolean,
): unknown {
  const spec: Spec = PROJECTIONS[name];
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
