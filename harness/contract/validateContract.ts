import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { CrosscheckError } from '../errors/CrosscheckError.ts';
import type { CallName } from './types.ts';

import { contractSchema as schema } from './contractSchema.ts';

const ajv = new Ajv2020({ allErrors: false, strict: false });
ajv.addSchema(schema, 'contract');

const cache = new Map<string, ValidateFunction>();

function validator(def: string): ValidateFunction {
  let fn = cache.get(def);
  if (!fn) {
    fn = ajv.getSchema(`contract#/$defs/${def}`);
    if (!fn)
      throw new CrosscheckError(
        'INTERNAL',
        `Failed to load contract schema: no definition "${def}".`,
      );
    cache.set(def, fn);
  }
  return fn;
}

function check(def: string, value: unknown, what: string, call: CallName, from: string): void {
  const fn = validator(def);
  if (fn(value)) return;
  const first = fn.errors?.[0];
  const pointer = first?.instancePath ?? '';
  throw new CrosscheckError(
    'IUT_BAD_RESULT',
    `Failed to accept the ${what} of "${call}"${from}: ${pointer || '/'} ${first?.message ?? 'is invalid'} (got ${preview(at(value, pointer))}). ` +
      'Return a value matching the contract schema (harness/contract/contract.schema.json).',
    { pointer },
  );
}

/**
 * Throws IUT_BAD_RESULT unless `result` matches the contract's result schema for `call`; the
 * message quotes the offending value and, when `iut` is given, names the IUT.
 */
export function validateResult(call: CallName, result: unknown, iut?: string): void {
  check(`${call}Result`, result, 'result', call, iut === undefined ? '' : ` from ${iut}`);
}

/** Throws IUT_BAD_RESULT unless `params` match the contract's parameter schema for `call`. */
export function validateParams(call: CallName, params: unknown): void {
  check(`${call}Params`, params, 'parameters', call, '');
}

/** Bounds on a result copied by {@link toPlainJson}. */
export interface PlainJsonLimits {
  /** Largest result, counted in characters of its JSON text (about bytes for ASCII). */
  maxChars: number;
  /** Deepest nesting of arrays and objects. */
  maxDepth: number;
}

/**
 * Default bounds on an IUT's result. The largest legitimate one is a `sign` answer: a card of
 * the strict parser's largest size (1 MiB) is about 1.4 M characters in base64, so 4 M leaves
 * room to spare, while a hostile answer several times that size is refused before it is judged
 * or recorded (each copy of a multi-megabyte answer costs the run memory); contract results
 * nest a handful of levels, so 256 only stops runaway (or cyclic) structures.
 */
export const DEFAULT_RESULT_LIMITS: PlainJsonLimits = { maxChars: 4 * 1024 * 1024, maxDepth: 256 };

/**
 * Copies an in-process IUT's result into plain JSON data, reading every member exactly once,
 * or throws IUT_BAD_RESULT with a JSON pointer to the first thing that is not JSON: a bigint,
 * function, symbol, non-finite number, `undefined` array element, accessor (getter) member,
 * object that is not a plain object or array (class instances, Map, Date, Proxy traps that
 * throw), cycle, nesting past `maxDepth`, or more than `maxChars` of JSON text in total.
 * `undefined` object members are left out, as `JSON.stringify` does.
 *
 * why: the contract is plain JSON (DESIGN §7: garbage yields an error verdict). A result that
 * passes the schema but holds a bigint or a cycle would otherwise pass a case and then break
 * the report, and a getter could answer one thing to the schema and another to the judge.
 */
export function toPlainJson(
  call: CallName,
  value: unknown,
  iut: string,
  limits: PlainJsonLimits = DEFAULT_RESULT_LIMITS,
): unknown {
  const budget = { left: limits.maxChars };
  const refuse = (pointer: string, why: string): never => {
    throw new CrosscheckError(
      'IUT_BAD_RESULT',
      `Failed to accept the result of "${call}" from ${iut}: ${pointer || '/'} ${why}. Return plain JSON data (strings, finite numbers, booleans, null, arrays and plain objects).`,
      { pointer },
    );
  };
  const spend = (pointer: string, chars: number): void => {
    budget.left -= chars;
    if (budget.left < 0)
      refuse(pointer, `makes the result larger than ${limits.maxChars} characters of JSON`);
  };
  const ancestors = new Set<object>();
  const copy = (v: unknown, pointer: string, depth: number): unknown => {
    switch (typeof v) {
      case 'string':
        spend(pointer, v.length + 2);
        return v;
      case 'boolean':
        spend(pointer, 5);
        return v;
      case 'number':
        if (!Number.isFinite(v)) refuse(pointer, `is ${String(v)}, which JSON cannot carry`);
        spend(pointer, 8);
        return v;
      case 'object':
        break;
      default:
        return refuse(
          pointer,
          `is a ${typeof v}${typeof v === 'bigint' ? ` (${preview(v)})` : ''}, not JSON`,
        );
    }
    if (v === null) {
      spend(pointer, 4);
      return null;
    }
    if (depth >= limits.maxDepth) refuse(pointer, `nests deeper than ${limits.maxDepth} levels`);
    if (ancestors.has(v)) refuse(pointer, 'refers back to an enclosing value (a cycle)');
    ancestors.add(v);
    try {
      return Array.isArray(v) ? copyArray(v, pointer, depth) : copyObject(v, pointer, depth);
    } finally {
      ancestors.delete(v);
    }
  };
  const copyArray = (v: unknown[], pointer: string, depth: number): unknown[] => {
    const length = dataMember(v, 'length', pointer, refuse) as number;
    spend(pointer, 2 + length);
    const out: unknown[] = [];
    for (let i = 0; i < length; i++) {
      const item = dataMember(v, String(i), `${pointer}/${i}`, refuse);
      if (item === undefined) refuse(`${pointer}/${i}`, 'is undefined (or a hole), not JSON');
      out.push(copy(item, `${pointer}/${i}`, depth + 1));
    }
    return out;
  };
  const copyObject = (v: object, pointer: string, depth: number): Record<string, unknown> => {
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null) {
      const name = (v as { constructor?: { name?: unknown } }).constructor?.name;
      refuse(
        pointer,
        `is ${typeof name === 'string' && name !== '' ? `a ${name}` : 'an object with a custom prototype'}, not a plain object`,
      );
    }
    const out: Record<string, unknown> = {};
    spend(pointer, 2);
    for (const key of Object.keys(v)) {
      const child = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      const item = dataMember(v, key, child, refuse);
      if (item === undefined) continue;
      spend(child, key.length + 3);
      // why: defineProperty, so a member named "__proto__" stays a member instead of a prototype.
      Object.defineProperty(out, key, {
        value: copy(item, child, depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  };
  try {
    return copy(value, '', 0);
  } catch (error) {
    if (error instanceof CrosscheckError) throw error;
    // A Proxy trap (or an exotic object) threw while being read.
    throw new CrosscheckError(
      'IUT_BAD_RESULT',
      `Failed to accept the result of "${call}" from ${iut}: reading it threw ${describeThrown(error)}. Return plain JSON data.`,
      { cause: error },
    );
  }
}

/** The value of an own data member; accessors are refused, since reading one runs IUT code. */
function dataMember(
  target: object,
  key: string,
  pointer: string,
  refuse: (p: string, why: string) => never,
): unknown {
  const d = Object.getOwnPropertyDescriptor(target, key);
  if (d === undefined) return undefined;
  if (d.get !== undefined || d.set !== undefined)
    refuse(pointer, 'is an accessor (getter or setter), not a data member');
  return d.value;
}

/** `name: message` of whatever was thrown, safe against hostile errors and capped in length. */
export function describeThrown(thrown: unknown): string {
  let text: string;
  try {
    text =
      thrown instanceof Error
        ? `${thrown.name}: ${thrown.message}`
        : typeof thrown === 'bigint'
          ? `${thrown}n`
          : String(thrown);
  } catch {
    text = `an unprintable ${typeof thrown}`;
  }
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

/** The value at an ajv instance path (RFC 6901), or undefined. */
function at(value: unknown, pointer: string): unknown {
  let v = value;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

/** A short, never-throwing rendering of a value for messages. */
function preview(v: unknown): string {
  let text: string;
  try {
    if (typeof v === 'string' && v.length > 80)
      return `${JSON.stringify(v.slice(0, 60))}... (${v.length} characters)`;
    text =
      typeof v === 'bigint'
        ? `${v}n`
        : typeof v === 'function'
          ? 'a function'
          : (JSON.stringify(v) ?? String(v));
  } catch {
    text = `a ${typeof v}`;
  }
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
