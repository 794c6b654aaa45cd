import type { A2APart } from '../../harness/wire/index.ts';
import type { VendorTiming } from '../defaults.ts';
import type { ScriptStep, SimTask } from './SimTask.ts';

/** How a task's life goes: completes with chunked output, fails on its input, or never moves. */
export type TaskOutcome = 'complete' | 'fail-input' | 'fail-extension' | 'stall';

/**
 * The scripted future of `task`:
 * - `complete`: WORKING, then one `artifactUpdate` per chunk (the first creates the artifact,
 *   the rest `append`, the last carries `lastChunk`), then COMPLETED;
 * - `fail-input`: FAILED straight from SUBMITTED, with an opaque "Invalid parameters" agent
 *   message whose metadata carries `error: { code: -32602 }` (seed 002: failed after acceptance);
 * - `fail-extension`: FAILED straight from SUBMITTED, the agent message naming the extension it
 *   does not support (lazy negotiation: the mismatch is an ordinary task error);
 * - `stall`: nothing, ever (seed 000: the dropped activation).
 */
export function scriptFor(
  task: SimTask,
  outcome: TaskOutcome,
  timing: VendorTiming,
  chunks: string[],
): ScriptStep[] {
  if (outcome === 'stall') return [];
  const w = timing.workingAfterMs;
  if (outcome === 'fail-extension')
    return failedAt(task, w, 'Requested extension is not supported by this agent.');
  if (outcome === 'fail-input')
    return failedAt(task, w, 'Invalid parameters: the input could not be processed.', {
      code: -32602,
      message: 'Invalid parameters',
    });
  const steps: ScriptStep[] = [
    { at: w, event: { statusUpdate: task.statusEvent({ state: 'TASK_STATE_WORKING' }, w) } },
  ];
  chunks.forEach((text, i) => {
    const part: A2APart = { text, mediaType: 'text/plain' };
    steps.push({
      at: w + (i + 1) * timing.stepMs,
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
  const done = w + (chunks.length + 1) * timing.stepMs;
  steps.push({
    at: done,
    event: { statusUpdate: task.statusEvent({ state: 'TASK_STATE_COMPLETED' }, done) },
  });
  return steps;
}

/** FAILED straight from SUBMITTED at `at`, with an agent message; `error` goes in metadata too. */
function failedAt(
  task: SimTask,
  at: number,
  text: string,
  error?: { code: number; message: string },
): ScriptStep[] {
  const metadata = error === undefined ? {} : { metadata: { error } };
  const status = task.statusEvent(
    {
      state: 'TASK_STATE_FAILED',
      message: {
        messageId: `${task.id}-status`,
        role: 'ROLE_AGENT',
        taskId: task.id,
        contextId: task.contextId,
        parts: [{ text }],
        ...metadata,
      },
    },
    at,
  );
  return [{ at, event: { statusUpdate: { ...status, ...metadata } } }];
}
