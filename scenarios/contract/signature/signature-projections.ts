import type { ProjectionSpec } from '../../properties/answerReaders.ts';

/** The members of an answer the signature properties compare, by name (see `PROJECTIONS`). */
export const SIGNATURE_PROJECTIONS = {
  /** XV-SIG-005: the verdict, and which key the card is trusted under (`verifiedKid`). */
  'discover-trust': {
    call: 'discover',
    members: ['admitted', 'stage', 'code', 'signature', 'verifiedKid'],
  },
  /**
   * A2A-SIG-003: whether the entry verifies, and at which stage it is refused. Neither the
   * refusal code nor the kid is compared: two verifiers that both refuse a header spelt oddly
   * differ only in which of their checks names it first (as the attack cases compare,
   * adapter-protocol §4), and which key verified is XV-SIG-005's (`discover-trust`).
   */
  'discover-header': {
    call: 'discover',
    members: ['admitted', 'stage', 'signature'],
  },
} as const satisfies Record<string, ProjectionSpec>;
