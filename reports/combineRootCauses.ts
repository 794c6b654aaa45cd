import type { ReportRootCause, RootCauseConsequence } from './ReportRootCause.ts';

const consequenceKey = (c: RootCauseConsequence): string =>
  `${c.rule}|${c.case}|${c.vendor ?? '-'}|${c.transport}`;

/**
 * The root causes of several shards as one list: a cause each shard established on the same IUT
 * is one cause, its consequences the union (each shard judged its own cases; the diagnostic is
 * the same on each, so the first shard's is kept). Sorted by (IUT, cause); undefined when none.
 */
export function combineRootCauses(
  lists: readonly (readonly ReportRootCause[] | undefined)[],
): ReportRootCause[] | undefined {
  const byKey = new Map<string, ReportRootCause>();
  for (const list of lists)
    for (const cause of list ?? []) {
      const key = `${cause.iut}|${cause.transport}|${cause.cause}`;
      const prior = byKey.get(key);
      if (prior === undefined) {
        byKey.set(key, { ...cause, consequences: [...cause.consequences] });
        continue;
      }
      const seen = new Set(prior.consequences.map(consequenceKey));
      for (const c of cause.consequences)
        if (!seen.has(consequenceKey(c))) prior.consequences.push(c);
      prior.consequences.sort((a, b) => compare(consequenceKey(a), consequenceKey(b)));
    }
  const all = [...byKey.values()].sort((a, b) =>
    compare(`${a.iut}|${a.cause}`, `${b.iut}|${b.cause}`),
  );
  return all.length > 0 ? all : undefined;
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
