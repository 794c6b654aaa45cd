import { CrosscheckError } from '../errors/CrosscheckError.ts';
import { type JsonObject, isJsonObject } from '../json/JsonValue.ts';
import type { JsonLimits } from '../json/limits.ts';
import { parseStrictJson } from '../json/parseStrictJson.ts';
import type { ParsedCard } from './AgentCard.ts';
import { deepFreeze } from './_internals/deepFreeze.ts';
import { toTypedCard } from './toTypedCard.ts';

/** Options of {@link parseCard}. */
export interface ParseCardOptions {
  /** Parser bounds; each one left out takes its value from `DEFAULT_JSON_LIMITS`. */
  limits?: Partial<JsonLimits>;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Parses the exact bytes of a card as served, once. Keeps the bytes, their text, the emitted
 * object (nothing defaulted, nothing dropped: what a `jcs-emitted` signature covers and what
 * negotiation reads) and the defaulted typed view. `emitted` and `typed` are deep-frozen: every
 * layer reads the same card, and none can alter it for the next.
 *
 * Missing REQUIRED members are not thrown here (see {@link findMissingRequired}), so the schema,
 * signature and later stages can each be judged on their own.
 *
 * @throws CrosscheckError with the strict parser's codes (`CARD_TOO_LARGE`, `CARD_TOO_DEEP`,
 *   `CARD_INVALID_UTF8`, `CARD_MALFORMED_JSON`, `CARD_DUPLICATE_MEMBER`, `CARD_LONE_SURROGATE`,
 *   `CARD_NON_FINITE_NUMBER`), `CARD_NOT_OBJECT` when the root is not an object, and
 *   `CARD_WRONG_TYPE` / `CARD_DUPLICATE_MEMBER` from {@link toTypedCard}.
 */
export function parseCard(input: Uint8Array | string, options: ParseCardOptions = {}): ParsedCard {
  const root = parseStrictJson(input, options.limits);
  if (!isJsonObject(root)) {
    throw new CrosscheckError(
      'CARD_NOT_OBJECT',
      `Failed to read the Agent Card: the JSON root is ${describeRoot(root)}, not an object. Serve one AgentCard object (A2A §8.2, §14.3).`,
      { pointer: '' },
    );
  }
  const emitted: JsonObject = root;
  const typed = toTypedCard(emitted);
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input.slice();
  const text = typeof input === 'string' ? input : utf8.decode(bytes);
  deepFreeze(emitted);
  deepFreeze(typed as unknown as JsonObject);
  return Object.freeze({ bytes, text, emitted, typed });
}

function describeRoot(root: unknown): string {
  if (root === null) return 'null';
  if (Array.isArray(root)) return 'an array';
  return `a ${typeof root}`;
}
