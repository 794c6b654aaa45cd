import type { A2APart } from '../../harness/wire/index.ts';
import type { VendorTiming } from '../defaults.ts';
import type { ScriptStep, SimTask } from './SimTask.ts';

/** The shape of a completed task's output (persona knobs `artifacts`, `chunkAfterLast`). */
export interface StreamShape {
  artifacts?: number;
  chunkAfterLast?: boolean;
}

/** How a task's life goes: completes with chunked output, fails on its input, or never moves. */
export type TaskOutcome = 'complete' | 'fail-input' | 'fail-extension' | 'stall';

/** When a task's script starts, and whether it stops for input (the probe convention). */
export interface ScriptStart {
  /** Age the script starts at: 0 for a new task, now for a task resumed with its input. */
  at?: number;
  /**
   * Stop in INPUT_REQUIRED once work has started (after any linger), instead of producing the
   * result: the request asked for it (harness/wire probeConventions), and a later message naming
   * the task resumes it.
   */
  inputRequired?: boolean;
}

/**
 * The scripted future of `task`:
 * - `complete`: WORKING, then one `artifactUpdate` per chunk (the first creates the artifact,
 *   the rest `append`, the last carries `lastChunk`), then COMPLETED;
 * - `fail-input`: FAILED straight from SUBMITTED, with an opaque "Invalid parameters" agent
 *   message whose metadata carries `error: { code: -32602 }` (seed 002: failed after acceptance);
 * - `fail-extension`: FAILED straight from SUBMITTED, the agent message naming the extension it
 *   does not support (lazy negotiation: the mismatch is an ordinary task error);
 * - `stall`: nothing, ever (seed 000: the dropped activation).
 * `lingerMs` pushes the artifact chunks and the end back by that much. A completing task asked
 * to stop for input reaches INPUT_REQUIRED where its first chunk would have come, with an agent
 * message asking for the input, and goes no further; a resumed one (`start.at`) is WORKING at
 * once, its input having arrived.
 */
export function scriptFor(
  task: SimTask,
  outcome: TaskOutcome,
  timing: VendorTiming,
  chunks: string[],
  shape: StreamShape = {},
  lingerMs = 0,
  start: ScriptStart = {},
): ScriptStep[] {
  if (outcome === 'stall') return [];
  const w = start.at === undefined ? timing.workingAfterMs : start.at;
  if (outcome === 'fail-extension')
    return failedAt(task, w, 'Requested extension is not supported by this agent.');
  if (outcome === 'fail-input')
    return failedAt(task, w, 'Invalid parameters: the input could not be processed.', {
      code: -32602,
      message: 'Invalid parameters',
    });
  // A linger asked for by the caller (harness/wire probeConventions) delays the result, never
  // the start of work: the task still reaches WORKING on time.
  const r = w + lingerMs;
  const steps: ScriptStep[] = [
    { at: w, event: { statusUpdate: task.statusEvent({ state: 'TASK_STATE_WORKING' }, w) } },
  ];
  if (start.inputRequired === true) {
    const at = r + timing.stepMs;
    steps.push({ at, event: { statusUpdate: inputRequiredAt(task, at) } });
    return steps;
  }
  const updates = artifactUpdates(task, chunks, shape);
  updates.forEach((artifactUpdate, i) => {
    steps.push({ at: r + (i + 1) * timing.stepMs, event: { artifactUpdate } });
  });
  const done = r + (updates.length + 1) * timing.stepMs;
  steps.push({
    at: done,
    event: { statusUpdate: task.statusEvent({ state: 'TASK_STATE_COMPLETED' }, done) },
  });
  return steps;
}

/** INPUT_REQUIRED at `at`, the agent's status message saying how to continue (A2A §3.4.3). */
function inputRequiredAt(task: SimTask, at: number) {
  return task.statusEvent(
    {
      state: 'TASK_STATE_INPUT_REQUIRED',
      message: {
        messageId: `${task.id}-input-${Math.round(at)}`,
        role: 'ROLE_AGENT',
        taskId: task.id,
        contextId: task.contextId,
        parts: [{ text: 'More input is needed: send a message naming this task to continue.' }],
      },
    },
    at,
  );
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

/** The artifact updates of a completed task: per artifact one chunk per text, interleaved. */
function artifactUpdates(
  task: SimTask,
  chunks: string[],
  shape: StreamShape,
): NonNullable<ScriptStep['event']['artifactUpdate']>[] {
  const count = Math.max(1, shape.artifacts ?? 1);
  const update = (artifact: number, text: string, append: boolean, last: boolean) => {
    const part: A2APart = { text, mediaType: 'text/plain' };
    const suffix = artifact === 0 ? '' : `-${artifact + 1}`;
    return {
      taskId: task.id,
      contextId: task.contextId,
      artifact: {
        artifactId: `${task.id}-result${suffix}`,
        name: `result${suffix}`,
        parts: [part],
      },
      // ProtoJSON omits `false` booleans, so only `true` flags are written.
      ...(append && { append: true }),
      ...(last && { lastChunk: true }),
    };
  };
  const out: ReturnType<typeof update>[] = [];
  chunks.forEach((text, i) => {
    for (let a = 0; a < count; a++) {
      const label = a === 0 ? text : `(${a + 1}) ${text}`;
      out.push(update(a, label, i > 0, i === chunks.length - 1));
    }
  });
  if (shape.chunkAfterLast === true && chunks.length > 0)
    out.push(update(0, `[after the last chunk] ${chunks[0]!}`, true, false));
  return out;
}
