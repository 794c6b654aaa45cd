import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { USER_FILE_LIMITS, readUserFile } from '../../harness/files/index.ts';
import type { RunOptions } from '../../harness/options/index.ts';

/** The file `run` reads from the working directory when no `--config` is given. */
export const CONFIG_FILE = 'crosscheck.config.json';

/**
 * `crosscheck.config.json` as written: the run options under their API names, with `shard` as
 * `"i/n"`, `seed` possibly `"random"`, `jwks` a file path and `headers` `'Name: value'` strings,
 * as on the command line.
 */
export type ConfigFile = Omit<RunOptions, 'shard' | 'seed' | 'jwks' | 'headers'> & {
  $schema?: string;
  shard?: string;
  seed?: number | 'random';
  jwks?: string;
  headers?: string[];
};

const schema = createRequire(import.meta.url)('./config.schema.json') as object;
let validate: ReturnType<Ajv2020['compile']> | undefined;

function describe(e: ErrorObject): string {
  const at = e.instancePath === '' ? '(root)' : e.instancePath;
  const params = e.params as { additionalProperty?: string; allowedValues?: unknown[] };
  const extra =
    params.additionalProperty !== undefined
      ? ` ('${params.additionalProperty}')`
      : params.allowedValues
        ? ` (${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')})`
        : '';
  return `${at} ${e.message ?? 'is invalid'}${extra}`;
}

function invalid(path: string, why: string): CrosscheckError {
  return new CrosscheckError(
    'USAGE',
    `Failed to read the configuration ${path}: ${why}. Fix the file (its schema is a2a-crosscheck/config.schema.json) or pass the options as flags.`,
  );
}

/**
 * Reads and validates the configuration file: `explicit` (from `--config`), which must exist, or
 * `crosscheck.config.json` in `cwd` when there is one. Returns `null` when there is none. Every
 * mistake (unreadable, not JSON, a member the schema does not know, a wrong type) is a `USAGE`
 * error naming the member, before any work.
 */
export function readConfig(explicit: string | undefined, cwd: string): ConfigFile | null {
  const path = explicit ?? join(cwd, CONFIG_FILE);
  if (explicit === undefined && !existsSync(path)) return null;
  const text = readUserFile(path, {
    what: 'configuration',
    code: 'USAGE',
    maxBytes: USER_FILE_LIMITS.config,
    fix: 'Check the --config path, or pass the options as flags.',
  }).toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw invalid(path, `it is not JSON (${(cause as Error).message})`);
  }
  validate ??= new Ajv2020({ allErrors: true, strict: true }).compile(schema);
  if (!validate(json)) {
    throw invalid(path, (validate.errors ?? []).slice(0, 5).map(describe).join('; '));
  }
  return json as ConfigFile;
}
