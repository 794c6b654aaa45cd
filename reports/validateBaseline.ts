import { readFile } from 'node:fs/promises';
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
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (cause) {
    throw new CrosscheckError(
      'BASELINE_INVALID',
      `Failed to read the baseline '${path}': the file cannot be read. Check the --baseline path.`,
      { cause },
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new CrosscheckError(
      'BASELINE_INVALID',
      `Failed to read the baseline '${path}': it is not JSON. Fix the file or regenerate it.`,
      { cause, pointer: '' },
    );
  }
  return validateBaseline(json);
}
