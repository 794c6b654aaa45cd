import { createRequire } from 'node:module';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { CrosscheckError } from '../errors/CrosscheckError.ts';
import type { CallName } from './types.ts';

const require = createRequire(import.meta.url);
const schema = require('./contract.schema.json') as { $defs: Record<string, unknown> };

const ajv = new Ajv2020({ allErrors: false, strict: false });
ajv.addSchema(schema, 'contract');

const cache = new Map<string, ValidateFunction>();

function validator(def: string): ValidateFunction {
  let fn = cache.get(def);
  if (!fn) {
    fn = ajv.getSchema(`contract#/$defs/${def}`);
    if (!fn) throw new CrosscheckError('INTERNAL', `Failed to load contract schema: no definition "${def}".`);
    cache.set(def, fn);
  }
  return fn;
}

function check(def: string, value: unknown, what: string, call: CallName): void {
  const fn = validator(def);
  if (fn(value)) return;
  const first = fn.errors?.[0];
  const pointer = first?.instancePath ?? '';
  throw new CrosscheckError(
    'IUT_BAD_RESULT',
    `Failed to accept the ${what} of "${call}": ${pointer || '/'} ${first?.message ?? 'is invalid'}. ` +
      'Return a value matching the contract schema (harness/contract/contract.schema.json).',
    { pointer },
  );
}

/** Throws IUT_BAD_RESULT unless `result` matches the contract's result schema for `call`. */
export function validateResult(call: CallName, result: unknown): void {
  check(`${call}Result`, result, 'result', call);
}

/** Throws IUT_BAD_RESULT unless `params` match the contract's parameter schema for `call`. */
export function validateParams(call: CallName, params: unknown): void {
  check(`${call}Params`, params, 'parameters', call);
}

/** The contract's JSON Schema, as published. */
export const contractSchema: unknown = schema;
