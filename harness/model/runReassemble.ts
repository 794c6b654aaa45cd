import type { ReassembleParams, ReassembleResult } from '../contract/types.ts';
import { isJsonObject } from '../json/JsonValue.ts';
import type { ArtifactChunk, ModelSteps, ReassemblyState } from './ModelSteps.ts';
import { EMPTY_REASSEMBLY } from './steps/reassembleChunk.ts';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return isJsonObject(value);
}

/** An artifact object as a whole chunk, or undefined when it has no id or no parts array. */
function toChunk(
  artifact: unknown,
  append: boolean,
  lastChunk: boolean,
): ArtifactChunk | undefined {
  if (!isObject(artifact)) return undefined;
  const { artifactId, parts } = artifact;
  if (typeof artifactId !== 'string' || !Array.isArray(parts)) return undefined;
  return { artifactId, parts: parts.filter(isObject), append, lastChunk };
}

/**
 * Artifacts carried by a `task` snapshot seed the state. A snapshot never overwrites an artifact
 * the stream already delivered: A2A §11.7 lets an agent resend a final snapshot, and an agent
 * that keeps only the last chunk there (seed 002's vendor B) must not truncate the reassembly.
 */
function applySnapshot(steps: ModelSteps, state: ReassemblyState, task: Json): ReassemblyState {
  const artifacts = Array.isArray(task['artifacts']) ? task['artifacts'] : [];
  let next = state;
  for (const artifact of artifacts) {
    const chunk = toChunk(artifact, false, false);
    if (chunk !== undefined && !next.artifacts.has(chunk.artifactId))
      next = steps.reassembleChunk(next, chunk);
  }
  return next;
}

/**
 * XV-STR-001: rebuild the artifacts of a `StreamResponse` sequence (A2A v1.0 §3.1.2: `task`,
 * `message`, `statusUpdate`, `artifactUpdate`), in event order. Status updates and messages carry
 * no artifacts; events without an `artifactId` or a `parts` array are malformed and skipped.
 */
export function runReassemble(steps: ModelSteps, params: ReassembleParams): ReassembleResult {
  let state: ReassemblyState = EMPTY_REASSEMBLY;
  for (const event of params.events) {
    if (isObject(event['task'])) {
      state = applySnapshot(steps, state, event['task']);
      continue;
    }
    const update = event['artifactUpdate'];
    if (!isObject(update)) continue;
    const chunk = toChunk(
      update['artifact'],
      update['append'] === true,
      update['lastChunk'] === true,
    );
    if (chunk !== undefined) state = steps.reassembleChunk(state, chunk);
  }
  return {
    artifacts: state.order.map((artifactId) => ({
      artifactId,
      parts: [...(state.artifacts.get(artifactId)?.parts ?? [])],
    })),
  };
}
