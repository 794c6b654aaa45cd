import type { ProjectionSpec } from '../../properties/answerReaders.ts';

/** The members of an answer the stream properties compare, by name (see `PROJECTIONS`). */
export const STREAM_PROJECTIONS = {
  /** XV-STR-001: the reassembled artifacts, whole. */
  'reassemble-artifacts': { call: 'reassemble', members: ['artifacts'] },
} as const satisfies Record<string, ProjectionSpec>;
