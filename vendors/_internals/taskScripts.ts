import type { A2APart } from '../../harness/wire/index.ts';
import type { VendorTiming } from '../defaults.ts';
import type { ScriptStep, SimTask } from './SimTask.ts';

/** How a task's life goes: completes with chunked output, fails on its input, or never moves. */
export type TaskOutcome = 'complete' | 'fail-input' | 'stall';

/**
 * The scripted future of `task`:
 * - `complete`: WORKING, then one `artifactUpdate` per chunk (the first creates the artifact,
 *   the rest `append`, the last carries `lastChunk`), then COMPLETED;
 * - `fail-input`: FAILED straight from SUBMITTED, with an opaque "Invalid parameters" agent
 *   message whose metadata carries `error: { code: -32602 }` (seed 002: failed after acceptance);
 * - `stall`: nothing, ever (seed 000: the dropped activation).
 * `lingerMs` pushes the artifact chunks and the end back by that much.
 */
export function scriptFor(
  task: SimTask,
  outcome: TaskOutcome,
  timing: VendorTiming,
  chunks: string[],
  lingerMs = 0,
): ScriptStep[] {
  if (outcome === 'stall') return [];
  const w = timing.workingAfterMs;
  // A linger asked for by the caller (harness/wire probeConventions) delays the result, never
  // the start of work: the task still reaches WORKING on time.
  const r = w + lingerMs;
  if (outcome === 'fail-input') {
    const error = { code: -32602, message: 'Invalid parameters' };
    const status = task.statusEvent(
      {
        state: 'TASK_STATE_FAILED',
        message: {
          messageId: `${task.id}-status`,
          role: 'ROLE_AGENT',
          taskId: task.id,
          contextId: task.contextId,
          parts: [{ text: 'Invalid parameters: the input could not be processed.' }],
          metadata: { error },
        },
      },
      w,
    );
    return [{ at: w, event: { statusUpdate: { ...status, metadata: { error } } } }];
  }
  const steps: ScriptStep[] = [
    { at: w, event: { statusUpdate: task.statusEvent({ state: 'TASK_STATE_WORKING' }, w) } },
  ];
  chunks.forEach((text, i) => {
    const part: A2APart = { text, mediaType: 'text/plain' };
    steps.push({
      at: r + (i + 1) * timing.stepMs,
      event: {
        artifactUpdate: {
          taskId: task.id,
          contextId: task.contextId,
          artifact: { artifactId: `${task.id}-result`, name: 'result', parts: [part] },
          // ProtoJSON omits `false` booleans, so only `true` flags are written.
          ...(i > 0 && { append: true }),
          ...(i === chunks.length - 1 && { lastChunk: true }),
        },
      },
    });
  });
  const done = r + (chunks.length + 1) * timing.stepMs;
  steps.push({
    at: done,
    event: { statusUpdate: task.statusEvent({ state: 'TASK_STATE_COMPLETED' }, done) },
  });
  return steps;
}
