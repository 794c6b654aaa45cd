import type { ProjectionSpec } from '../../properties/answerReaders.ts';

/** The members of an answer the delegation properties compare, by name (see `PROJECTIONS`). */
export const DELEGATION_PROJECTIONS = {
  /** Delegation decision, peer and typed error. */
  'plan-decision': { call: 'plan', members: ['decision', 'peer', 'error'] },
  /**
   * XV-DEL-004: decision, peer, error, the pairs newly marked degraded, and the extensions
   * activated toward a fallback peer.
   */
  'plan-routing': {
    call: 'plan',
    members: ['decision', 'peer', 'error', 'markDegraded', 'fallbackExtensions'],
  },
} as const satisfies Record<string, ProjectionSpec>;
