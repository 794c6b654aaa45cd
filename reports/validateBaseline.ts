import { readJsonFile } from './_internals/readJsonFile.ts';
import { CrosscheckError } from '../harness/errors/CrosscheckError.ts';
import { resultKey } from '../harness/results/types.ts';
import type { BaselineFile } from './Baseline.ts';
import schema from './baseline.schema.json' with { type: 'json' };
import { schemaValidator } from './_internals/schemaValidator.ts';

const checkSchema = schemaValidator<BaselineFile>(schema, 'BASELINE_INVALID', 'baseline');

/**
 * Checks a parsed baseline against `baseline.schema.json` and rejects an entry listed twice.
 * Throws `CrosscheckError` `BASELINE_INVALID` with JSON pointers.
 */
export function validateBaseline(json: unknown): BaselineFile {
  const baseline = checkSchema(json);
  const seen = new Map<string, number>();
  baseline.entries.forEach((e, i) => {
    const key = resultKey(e);
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
  const json = await readJsonFile(path, 'baseline', 'BASELINE_INVALID', {
    read: 'Check the --baseline path.',
    parse: 'Fix the file or regenerate it.',
  });
  return validateBaseline(json);
}
