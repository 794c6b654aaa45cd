import { isJsonObject } from '../../harness/json/JsonValue.ts';
import type { A2ATask } from '../../harness/wire/index.ts';
import { fail } from './rpcErrors.ts';

/** What of a task an answer carries (A2A §3.2.4 history length, §3.1.4 includeArtifacts). */
export interface TaskView {
  historyLength?: number;
  /** `false` leaves the `artifacts` member out entirely (ListTasks' default). */
  includeArtifacts?: boolean;
}

/**
 * `task` as a view asks: no `history` member for length 0, the most recent `n` messages for
 * length n (the server MUST NOT return more, §3.2.4), artifacts left out when not included.
 */
export function viewOf(task: A2ATask, view: TaskView): A2ATask {
  const out = { ...task };
  if (view.historyLength !== undefined) {
    if (view.historyLength === 0 || out.history === undefined) delete out.history;
    else out.history = out.history.slice(-view.historyLength);
  }
  if (view.includeArtifacts === false) delete out.artifacts;
  return out;
}

/** An optional non-negative integer parameter, or InvalidParams naming it. */
export function optionalCount(params: unknown, name: string): number | undefined {
  const value = isJsonObject(params) ? params[name] : undefined;
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
    fail('InvalidParamsError', { field: name });
  return n;
}
