import { CrosscheckError } from '../harness/errors/CrosscheckError.ts';
import { resultKey } from '../harness/results/types.ts';
import { foldVerdicts } from '../harness/vocabulary/index.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';
import schema from './report.schema.json' with { type: 'json' };
import { schemaValidator } from './_internals/schemaValidator.ts';
import { summarize } from './summarize.ts';

const checkSchema = schemaValidator<CrosscheckReport>(schema, 'REPORT_INVALID', 'report');

/**
 * Checks a parsed `report.json` against `report.schema.json` and the invariants a schema cannot
 * state: one result per (rule, iut, vendor, transport), case ids unique within a result, each
 * result's verdict the fold of its cases' verdicts, and a summary that counts the results.
 * Throws `CrosscheckError` `REPORT_INVALID` listing the first errors with JSON pointers.
 */
export function validateReport(json: unknown): CrosscheckReport {
  const report = checkSchema(json);
  const seen = new Map<string, number>();
  report.results.forEach((r, i) => {
    const key = resultKey(r);
    const first = seen.get(key);
    if (first !== undefined) {
      throw new CrosscheckError(
        'REPORT_INVALID',
        `Failed to validate the report: /results/${i} repeats (${key}) of /results/${first}. Keep one result per (rule, iut, vendor, transport).`,
        { pointer: `/results/${i}` },
      );
    }
    seen.set(key, i);
    const ids = new Set<string>();
    r.cases.forEach((c, j) => {
      if (ids.has(c.case))
        throw new CrosscheckError(
          'REPORT_INVALID',
          `Failed to validate the report: /results/${i}/cases/${j} repeats case "${c.case}". Keep one entry per case.`,
          { pointer: `/results/${i}/cases/${j}` },
        );
      ids.add(c.case);
    });
    const folded = foldVerdicts(r.cases.map((c) => c.verdict));
    if (folded !== r.verdict)
      throw new CrosscheckError(
        'REPORT_INVALID',
        `Failed to validate the report: /results/${i}/verdict is "${r.verdict}" but its cases fold to "${folded}". Recompute the verdict from the cases.`,
        { pointer: `/results/${i}/verdict` },
      );
  });
  const counted = summarize(report.results);
  for (const k of Object.keys(counted) as (keyof typeof counted)[]) {
    if (counted[k] !== report.summary[k]) {
      throw new CrosscheckError(
        'REPORT_INVALID',
        `Failed to validate the report: /summary/${k} is ${report.summary[k]} but the results count ${counted[k]}. Recompute the summary from the results.`,
        { pointer: `/summary/${k}` },
      );
    }
  }
  return report;
}
