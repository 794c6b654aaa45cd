import { matchGlob } from '../../harness/rules/matchGlob.ts';

/** Whether `rule` matches one of `patterns` (ids or globs like `XV-DEL-*`); no pattern: every rule. */
export function matchesAny(rule: string, patterns: readonly string[]): boolean {
  if (patterns.length === 0) return true;
  return patterns.some((p) => matchGlob(p, rule));
}
