import type {
  DegradedPair,
  DiscoverResult,
  PlanResult,
  ReassembleResult,
} from '../../harness/contract/types.ts';

/** What a projection may read of the call's params: the routing memory the harness held. */
export interface ProjectionContext {
  degraded?: readonly DegradedPair[];
}

/**
 * The parts of an answer a property (or a regression case) compares, by name, so a stored
 * regression file names its projection and is judged the same way as the property that found it.
 * Absent members become `null`, so "absent" and "different" both show up as a difference.
 */
export const PROJECTIONS = {
  /**
   * Discovery verdict: admitted, and where and why a card was refused. The signature state is
   * compared only when the card reached the signature stage: before it, nothing was examined.
   */
  'discover-verdict': (a: DiscoverResult) => ({
    admitted: a.admitted,
    stage: a.stage ?? null,
    code: a.code ?? null,
    signature: !a.admitted && a.stage === 'schema' ? null : (a.signature ?? null),
  }),
  /** XV-NEG-001: what the verifier believes each capability is. */
  'discover-capabilities': (a: DiscoverResult) => ({
    admitted: a.admitted,
    stage: a.stage ?? null,
    capabilities: a.capabilities ?? null,
  }),
  /** XV-NEG-002: whether any extension negotiation may be sent. */
  'discover-negotiation': (a: DiscoverResult) => ({
    admitted: a.admitted,
    extensions: a.capabilities?.extensions ?? null,
    mayNegotiateExtensions: a.mayNegotiateExtensions,
  }),
  /** XV-NEG-004/005: a minimal card is admitted with streaming and extensions undeclared. */
  'discover-minimal': (a: DiscoverResult) => ({
    admitted: a.admitted,
    stage: a.stage ?? null,
    code: a.code ?? null,
    streaming: a.capabilities?.streaming ?? null,
    extensions: a.capabilities?.extensions ?? null,
    mayNegotiateExtensions: a.mayNegotiateExtensions,
  }),
  /** Delegation decision, peer and typed error. */
  'plan-decision': (a: PlanResult) => ({
    decision: a.decision,
    peer: a.peer ?? null,
    error: a.error === undefined ? null : { type: a.error.type, code: a.error.code },
  }),
  /** XV-NEG-002/004: the decision and the extensions activated toward the peer. */
  'plan-extensions': (a: PlanResult) => ({
    decision: a.decision,
    requestExtensions: a.requestExtensions,
  }),
  /**
   * XV-DEL-004: decision, peer, error and the pairs newly marked degraded (absent reads as none;
   * a pair routing memory already holds may be listed again or not, it is not compared).
   */
  'plan-routing': (a: PlanResult, p: ProjectionContext) => ({
    decision: a.decision,
    peer: a.peer ?? null,
    error: a.error === undefined ? null : { type: a.error.type, code: a.error.code },
    markDegraded: (a.markDegraded ?? []).filter(
      (m) => !(p.degraded ?? []).some((d) => d.peer === m.peer && d.skillId === m.skillId),
    ),
  }),
  /** XV-STR-001: the reassembled artifacts, whole. */
  'reassemble-artifacts': (a: ReassembleResult) => ({ artifacts: a.artifacts }),
} as const;

export type ProjectionName = keyof typeof PROJECTIONS;

/** Applies a projection by name, returning plain JSON (undefined members dropped). */
export function project(
  name: ProjectionName,
  answer: unknown,
  context: ProjectionContext = {},
): unknown {
  const fn = PROJECTIONS[name] as (a: unknown, c: ProjectionContext) => unknown;
  return JSON.parse(JSON.stringify(fn(answer, context))) as unknown;
}
