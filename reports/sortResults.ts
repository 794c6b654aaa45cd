import type { RuleResult } from '../harness/results/types.ts';

/** Code-unit order, the same on every machine and locale (unlike `localeCompare`). */
function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

type Column = Pick<RuleResult, 'iut' | 'vendor' | 'transport'>;

/** Orders (IUT, vendor, transport) columns: by IUT, vendor (no vendor first), then transport. */
export function compareColumns(a: Column, b: Column): number {
  return (
    cmp(a.iut, b.iut) ||
    (a.vendor === b.vendor
      ? 0
      : a.vendor === null
        ? -1
        : b.vendor === null
          ? 1
          : cmp(a.vendor, b.vendor)) ||
    cmp(a.transport, b.transport)
  );
}

/**
 * Orders results by rule, then by column ({@link compareColumns}): the one order every report
 * uses, so that a merge of shards equals the unsharded run.
 */
export function compareResults(a: RuleResult, b: RuleResult): number {
  return cmp(a.rule, b.rule) || compareColumns(a, b);
}

/** A sorted copy of `results`. */
export function sortResults(results: readonly RuleResult[]): RuleResult[] {
  return [...results].sort(compareResults);
}
