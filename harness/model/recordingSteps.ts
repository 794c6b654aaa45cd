import type { ModelSteps } from './ModelSteps.ts';
import { referenceSteps } from './referenceSteps.ts';

/** A member that names which way a result went: a step failure's or a verdict's. */
const DECIDING_MEMBERS = ['code', 'state'] as const;

/**
 * Which way a step's result went, not the data it carries: `none`, `true` / `false`, `empty` /
 * `some` for a list, a short token as itself (a tri-state), an object by its `code` or `state`
 * (a step failure, a signature verdict), `value` otherwise.
 */
export function outcomeLabel(v: unknown): string {
  if (v === undefined) return 'none';
  if (typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return v.length === 0 ? 'empty' : 'some';
  if (typeof v === 'string') return /^[A-Za-z_-]{1,24}$/.test(v) ? v : 'string';
  if (typeof v === 'object' && v !== null) {
    const o = v as Record<string, unknown>;
    const deciding = DECIDING_MEMBERS.filter((m) => typeof o[m] === 'string').map(
      (m) => `${m}=${String(o[m])}`,
    );
    return deciding.length === 0 ? 'value' : deciding.join(',');
  }
  return 'value';
}

/**
 * The reference steps, each reporting `step:outcome` to `record` as it returns (after it settles,
 * for the one asynchronous step): the branches of the model an input takes, what a fuzzer's
 * coverage map is to a program. The answers are the reference's, unchanged.
 */
export function recordingSteps(record: (label: string) => void): ModelSteps {
  const wrapped: Record<string, unknown> = {};
  for (const [name, step] of Object.entries(referenceSteps) as [string, unknown][]) {
    const fn = step as (...args: unknown[]) => unknown;
    wrapped[name] = (...args: unknown[]): unknown => {
      const out = fn(...args);
      if (out instanceof Promise)
        return out.then((v: unknown) => {
          record(`${name}:${outcomeLabel(v)}`);
          return v;
        });
      record(`${name}:${outcomeLabel(out)}`);
      return out;
    };
  }
  return wrapped as unknown as ModelSteps;
}
