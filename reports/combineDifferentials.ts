import type { ReportDifferential } from './ReportDifferential.ts';

const key = (x: { property: string; iuts: readonly [string, string]; kind?: string }): string =>
  `${x.property}\u0000${x.iuts[0]}\u0000${x.iuts[1]}\u0000${x.kind ?? ''}`;

const byKey = <T extends Parameters<typeof key>[0]>(a: T, b: T): number =>
  key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;

/**
 * The differential parts of a run (one, or one per shard) as one, comparisons and findings in
 * (property, IUT pair, kind) order, so merged shards read as the unsharded run. `undefined` when
 * no part compared anything.
 */
export function combineDifferentials(
  parts: readonly (ReportDifferential | undefined)[],
): ReportDifferential | undefined {
  const present = parts.filter((p): p is ReportDifferential => p !== undefined);
  if (present.length === 0) return undefined;
  return {
    comparisons: present.flatMap((p) => p.comparisons).sort(byKey),
    findings: present.flatMap((p) => p.findings).sort(byKey),
  };
}
