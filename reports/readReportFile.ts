import { readFile } from 'node:fs/promises';
import { CrosscheckError } from '../harness/errors/CrosscheckError.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';
import { validateReport } from './validateReport.ts';

/** Reads and validates a `report.json`. Unreadable or invalid: `REPORT_INVALID` naming the file. */
export async function readReportFile(path: string): Promise<CrosscheckReport> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (cause) {
    throw new CrosscheckError(
      'REPORT_INVALID',
      `Failed to read the report '${path}': the file cannot be read. Check the path.`,
      { cause },
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new CrosscheckError(
      'REPORT_INVALID',
      `Failed to read the report '${path}': it is not JSON. Pass a report.json written by a2a-crosscheck.`,
      { cause, pointer: '' },
    );
  }
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
