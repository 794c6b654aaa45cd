import { CrosscheckError } from '../harness/errors/CrosscheckError.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';
import { validateReport } from './validateReport.ts';
import { USER_FILE_LIMITS } from '../harness/files/index.ts';
import { readJsonFile } from './_internals/readJsonFile.ts';

/** Reads and validates a `report.json`. Unreadable or invalid: `REPORT_INVALID` naming the file. */
export async function readReportFile(path: string): Promise<CrosscheckReport> {
  const json = await readJsonFile(
    path,
    'report',
    'REPORT_INVALID',
    {
      read: 'Check the path.',
      parse: 'Pass a report.json written by a2a-crosscheck.',
    },
    USER_FILE_LIMITS.report,
  );
  try {
    return validateReport(json);
  } catch (cause) {
    const why = cause instanceof Error ? cause.message : String(cause);
    throw new CrosscheckError('REPORT_INVALID', `Failed to read the report '${path}': ${why}`, {
      cause,
      pointer: cause instanceof CrosscheckError ? cause.pointer : undefined,
    });
  }
}
