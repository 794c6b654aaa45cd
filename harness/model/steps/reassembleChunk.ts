import type { ArtifactChunk, ReassemblyState } from '../ModelSteps.ts';

/** Reassembly before any event. */
export const EMPTY_REASSEMBLY: ReassemblyState = { order: [], artifacts: new Map() };

/**
 * XV-STR-001: apply one `artifactUpdate` chunk (A2A v1.0 TaskArtifactUpdateEvent).
 * - `append: true` adds the chunk's parts after what the artifact holds;
 * - `append` false or absent replaces the artifact with the chunk (the proto's meaning);
 * - an `append` for an id never seen starts a new artifact instead of being dropped
 *   (a2a-python #1038 dropped it silently);
 * - `lastChunk` is recorded but does not close the artifact: a chunk after it is applied like any
 *   other, because discarding delivered data is the loss this rule exists to prevent.
 * Ids keep their order of first appearance, so interleaved artifacts stay apart and in order.
 */
export function reassembleChunk(state: ReassemblyState, chunk: ArtifactChunk): ReassemblyState {
  const existing = state.artifacts.get(chunk.artifactId);
  const parts =
    chunk.append && existing !== undefined ? [...existing.parts, ...chunk.parts] : [...chunk.parts];
  const artifacts = new Map(state.artifacts);
  artifacts.set(chunk.artifactId, {
    parts,
    lastChunkSeen: (existing?.lastChunkSeen ?? false) || chunk.lastChunk,
  });
  const order = existing === undefined ? [...state.order, chunk.artifactId] : state.order;
  return { order, artifacts };
}
