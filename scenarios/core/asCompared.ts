import { type JsonObject, isJsonObject } from '../../harness/json/JsonValue.ts';
import { comparableCode, markedPairs, uriSet } from './memberComparison.ts';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * A hand-written expected answer, with each member the contract compares as a set or as one
 * class (memberComparison.ts) taken as the IUT's where the two are equal under that comparison:
 * the declared and requested extension URIs as sets, the two "no peer left" codes as one, the
 * pairs marked degraded as a set beside the pairs left free. So a hand-written case judges every
 * member as the properties do (docs/adapter-protocol.md §4.2).
 */
export function asCompared(expected: unknown, actual: unknown, params: object): unknown {
  if (!isJsonObject(expected) || !isJsonObject(actual)) return expected;
  const out: JsonObject = { ...expected };
  const exts = 'requestExtensions';
  if (Array.isArray(out[exts]) && same(uriSet(out[exts]), uriSet(actual[exts])))
    out[exts] = actual[exts] ?? null;
  const error = out['error'];
  const got = actual['error'];
  if (isJsonObject(error) && isJsonObject(got) && error['code'] !== undefined) {
    if (comparableCode(error['code']) === comparableCode(got['code']))
      out['error'] = { ...error, code: got['code'] ?? null };
  }
  if (
    Array.isArray(out['markDegraded']) &&
    same(markedPairs(out, params), markedPairs(actual, params))
  ) {
    if (actual['markDegraded'] === undefined) delete out['markDegraded'];
    else out['markDegraded'] = actual['markDegraded'];
  }
  const caps = out['capabilities'];
  const gotCaps = actual['capabilities'];
  if (isJsonObject(caps) && isJsonObject(gotCaps) && Array.isArray(caps['extensions'])) {
    if (same(uriSet(caps['extensions']), uriSet(gotCaps['extensions'])))
      out['capabilities'] = { ...caps, extensions: gotCaps['extensions'] ?? null };
  }
  return out;
}
