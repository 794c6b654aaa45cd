import { isJsonObject } from '../json/JsonValue.ts';

/**
 * The error code a failed task carries, if any. A2A v1.0 has no member for it, so agents put it
 * in metadata; this reads `error.code` (a number) from, in order, the status message's
 * `metadata`, then the task's `metadata` — the convention the simulated vendors follow
 * (vendor B's opaque -32602). `undefined` when neither holds one.
 */
export function taskFailureCode(task: unknown): number | undefined {
  if (!isJsonObject(task)) return undefined;
  const status = task['status'];
  const statusMessage = isJsonObject(status) ? status['message'] : undefined;
  for (const holder of [statusMessage, task]) {
    const metadata = isJsonObject(holder) ? holder['metadata'] : undefined;
    const error = isJsonObject(metadata) ? metadata['error'] : undefined;
    if (isJsonObject(error) && typeof error['code'] === 'number') return error['code'];
  }
  return undefined;
}
