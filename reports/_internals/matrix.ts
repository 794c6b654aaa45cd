import type { Level, RuleResult, TransportName } from '../../harness/results/types.ts';
import type { CrosscheckReport } from '../CrosscheckReport.ts';
import { compareColumns } from '../sortResults.ts';

export interface MatrixRow {
  rule: string;
  level: Level;
  title: string | undefined;
}

export interface MatrixColumn {
  iut: string;
  vendor: string | null;
  transport: TransportName;
  key: string;
}

export interface Matrix {
  rows: MatrixRow[];
  columns: MatrixColumn[];
  /** Index into `report.results` of the result at (rule, column key), if any. */
  cell(rule: string, columnKey: string): number | undefined;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Rows = rules (catalogue entries first-class, plus any rule a result names) that `shown` keeps;
 * columns = IUT × vendor × transport.
 */
export function buildMatrix(
  report: CrosscheckReport,
  shown: (rule: string) => boolean = () => true,
): Matrix {
  const rows = new Map<string, MatrixRow>();
  for (const r of report.rules ?? [])
    rows.set(r.id, { rule: r.id, level: r.level, title: r.title });
  const columns = new Map<string, MatrixColumn>();
  const cells = new Map<string, number>();
  report.results.forEach((r: RuleResult, i) => {
    if (!rows.has(r.rule)) rows.set(r.rule, { rule: r.rule, level: r.level, title: undefined });
    const key = `${r.iut}|${r.vendor ?? ''}|${r.transport}`;
    if (!columns.has(key))
      columns.set(key, { iut: r.iut, vendor: r.vendor, transport: r.transport, key });
    cells.set(`${r.rule}\u0000${key}`, i);
  });
  const sortedColumns = [...columns.values()].sort(compareColumns);
  return {
    rows: [...rows.values()].filter((r) => shown(r.rule)).sort((a, b) => cmp(a.rule, b.rule)),
    columns: sortedColumns,
    cell: (rule, columnKey) => cells.get(`${rule}\u0000${columnKey}`),
  };
}
