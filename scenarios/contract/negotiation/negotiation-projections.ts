import type { ProjectionSpec } from '../../properties/answerReaders.ts';

/** The members of an answer the negotiation properties compare, by name (see `PROJECTIONS`). */
export const NEGOTIATION_PROJECTIONS = {
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
  /** XV-NEG-002/004: the decision and the extensions activated toward the peer. */
  'plan-extensions': { call: 'plan', members: ['decision', 'requestExtensions'] },
} as const satisfies Record<string, ProjectionSpec>;
