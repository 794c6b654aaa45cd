import { USER_FILE_LIMITS, readUserFile } from '../files/index.ts';
import type { Jwks } from '../contract/types.ts';
import { isJsonObject } from '../json/JsonValue.ts';
import { parseStrictJson } from '../json/parseStrictJson.ts';
import type { OptionPath } from './optionNames.ts';

type Bad = (option: OptionPath, why: string) => never;

// RFC 9110 §5.1: a field name is a token.
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Headers the wire layer owns: a user value would break or forge the exchange. */
const RESERVED = new Set([
  'host',
  'content-length',
  'content-type',
  'transfer-encoding',
  'connection',
  'a2a-version',
  'a2a-extensions',
]);

/**
 * `--header 'Name: value'` values (or a name → value map) as one map. Names must be tokens and
 * not ones the harness sets itself; values must not hold line breaks. Later repeats win.
 */
export function resolveHeaders(
  input: string[] | Record<string, string>,
  bad: Bad,
): Record<string, string> {
  const pairs: [string, string][] = Array.isArray(input)
    ? input.map((h) => {
        const at = h.indexOf(':');
        if (at <= 0) bad('headers', `'${h.split(':')[0] ?? ''}…' is not "Name: value"`);
        return [h.slice(0, at).trim(), h.slice(at + 1).trim()];
      })
    : Object.entries(input);
  const out: Record<string, string> = {};
  for (const [name, value] of pairs) {
    if (!TOKEN.test(name)) bad('headers', `'${name}' is not a valid header name`);
    if (RESERVED.has(name.toLowerCase()))
      bad('headers', `'${name}' is set by the harness itself and cannot be given`);
    if (/[\r\n\0]/.test(value)) bad('headers', `the value of '${name}' holds a line break or NUL`);
    out[name] = value;
  }
  return out;
}

/** A JWK Set given inline or as the path of a JSON file holding one (`{ "keys": [ … ] }`). */
export function resolveJwks(input: Jwks | string | null, bad: Bad): Jwks | null {
  if (input === null) return null;
  let value: unknown = input;
  if (typeof input === 'string') {
    let bytes: Buffer;
    try {
      bytes = readUserFile(input, {
        what: 'JWKS file',
        code: 'USAGE',
        maxBytes: USER_FILE_LIMITS.jwks,
        fix: 'Check the --jwks path',
      });
    } catch (cause) {
      return bad('jwks', (cause as Error).message.replace(/^Failed to read /, 'cannot read '));
    }
    try {
      value = parseStrictJson(bytes);
    } catch (cause) {
      bad(
        'jwks',
        `'${input}' is not JSON (${cause instanceof Error ? cause.message : String(cause)})`,
      );
    }
  }
  if (!isJsonObject(value) || !Array.isArray(value['keys']) || !value['keys'].every(isJsonObject))
    bad(
      'jwks',
      `${typeof input === 'string' ? `'${input}'` : 'the value'} is not a JWK Set ({ "keys": [ … ] })`,
    );
  return value as unknown as Jwks;
}
