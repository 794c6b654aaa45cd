import { CrosscheckError } from '../harness/errors/CrosscheckError.ts';
import { resultKey } from '../harness/results/types.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';
import schema from './report.schema.json' with { type: 'json' };
import { schemaValidator } from './_internals/schemaValidator.ts';
import { summarize } from './summarize.ts';

const checkSchema = schemaValidator<CrosscheckReport>(schema, 'REPORT_INVALID', 'report');

/**
 * Checks a parsed `report.json` against `report.schema.json` and the invariants a schema cannot
 * state: one result per (rule, iut, vendor, transport), and a summary that counts the results.
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
