import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { CrosscheckError, type CrosscheckErrorCode } from '../../harness/errors/CrosscheckError.ts';

const ajv = new Ajv2020({ allErrors: true, strict: true });
const MAX_LISTED = 5;

/**
 * Compiles `schema` once and returns a check that throws `code` with the first errors, each
 * with its JSON pointer, in the message. `what` names the document ("report", "baseline").
 */
export function schemaValidator<T>(
  schema: object,
  code: CrosscheckErrorCode,
  what: string,
): (json: unknown) => T {
  let validate: ValidateFunction | undefined;
  return (json: unknown): T => {
    validate ??= ajv.compile(schema);
    if (validate(json)) return json as T;
    const errors = validate.errors ?? [];
    const listed = errors.slice(0, MAX_LISTED).map(describe).join('; ');
    const more = errors.length > MAX_LISTED ? ` (and ${errors.length - MAX_LISTED} more)` : '';
    throw new CrosscheckError(
      code,
      `Failed to validate the ${what}: ${listed}${more}. Produce it with this version of a2a-crosscheck or fix the members named.`,
      { pointer: errors[0]?.instancePath ?? '' },
    );
  };
}

function describe(e: ErrorObject): string {
  const at = e.instancePath === '' ? '(root)' : e.instancePath;
  const params = e.params as Record<string, unknown>;
  const extra =
    'allowedValues' in params
      ? ` (${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')})`
      : 'additionalProperty' in params
        ? ` ('${String(params.additionalProperty)}')`
        : '';
  return `${at} ${e.message ?? 'is invalid'}${extra}`;
}
