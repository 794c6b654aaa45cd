import { USER_FILE_LIMITS } from '../harness/files/index.ts';
import { readJsonFile } from './_internals/readJsonFile.ts';
import { CrosscheckError } from '../harness/errors/CrosscheckError.ts';
import { caseKey } from '../harness/results/types.ts';
import { BASELINE_SCHEMA_VERSION } from './Baseline.ts';
import type { BaselineFile } from './Baseline.ts';
import schema from './baseline.schema.json' with { type: 'json' };
import schema2 from './_internals/baseline-2.0.schema.json' with { type: 'json' };
import { schemaValidator } from './_internals/schemaValidator.ts';

const checkSchema = schemaValidator<BaselineFile>(schema, 'BASELINE_INVALID', 'baseline');
const checkSchema2 = schemaValidator<BaselineFile>(schema2, 'BASELINE_INVALID', 'baseline');

/**
 * Checks a parsed baseline against `baseline.schema.json` (3.0, or the 2.0 schema for a 2.0
 * file, whose entries then state no expected verdict or code) and rejects an entry listed twice.
 * Throws `CrosscheckError` `BASELINE_INVALID` with JSON pointers.
 */
export function validateBaseline(json: unknown): BaselineFile {
  const version = (json as { schemaVersion?: unknown } | null)?.schemaVersion;
  if (version === '1.0') {
    throw new CrosscheckError(
      'BASELINE_INVALID',
      `Failed to read the baseline: it is format 1.0, which keys whole results; format ${BASELINE_SCHEMA_VERSION} keys cases (rule, case, iut, vendor, transport) so that a new failing case is never hidden by a baselined one. Regenerate it from a run (run --write-baseline <file>) or add the "case" of each failing case from report.json.`,
      { pointer: '/schemaVersion' },
    );
  }
  const baseline = version === '2.0' ? checkSchema2(json) : checkSchema(json);
  const seen = new Map<string, number>();
  baseline.entries.forEach((e, i) => {
    const key = caseKey(e);
    const first = seen.get(key);
    if (first !== undefined) {
      throw new CrosscheckError(
        'BASELINE_INVALID',
        `Failed to validate the baseline: /entries/${i} repeats (${key}) of /entries/${first}. Remove one of them.`,
        { pointer: `/entries/${i}` },
      );
    }
    seen.set(key, i);
  });
  return baseline;
}

/** Reads and validates a baseline file. A missing or unparsable file is `BASELINE_INVALID`. */
export async function readBaselineFile(path: string): Promise<BaselineFile> {
  const json = await readJsonFile(
    path,
    'baseline',
    'BASELINE_INVALID',
    {
      read: 'Check the --baseline path.',
      parse: 'Fix the file or regenerate it.',
    },
    USER_FILE_LIMITS.baseline,
  );
  return validateBaseline(json);
}
