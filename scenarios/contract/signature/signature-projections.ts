import type { ProjectionSpec } from '../../properties/answerReaders.ts';

/** The members of an answer the signature properties compare, by name (see `PROJECTIONS`). */
export const SIGNATURE_PROJECTIONS = {
  /** XV-SIG-005: the verdict, and which key the card is trusted under (`verifiedKid`). */
  'discover-trust': {
    call: 'discover',
    members: ['admitted', 'stage', 'code', 'signature', 'verifiedKid'],
  },
} as const satisfies Record<string, ProjectionSpec>;
