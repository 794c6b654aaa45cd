import type { ParsedCard } from '../card/AgentCard.ts';
import { BoundedCache } from '../cache/BoundedCache.ts';
import { parseCard } from '../card/index.ts';

/**
 * Cards parsed from the exact base64 text a call carried. Parsing is a pure function of the
 * bytes and a parsed card is deep-frozen, so the same served card (read by the IUT and then by
 * the oracle, or planned again after a failure) is parsed once. Bounded.
 */
const parsedCards = new BoundedCache<string, { card: ParsedCard } | { error: unknown }>(1024);
/** Larger cards (attack inputs, scaling runs) are parsed every time: the cache stays small. */
const CACHED_CARD_MAX = 64 * 1024;

/**
 * The card served as `cardBase64`, parsed (or why it could not be): from the cache when the same
 * bytes were parsed before. Parsing never depends on anything but the bytes.
 */
export function parseServedCard(cardBase64: string): { card: ParsedCard } | { error: unknown } {
  return cardBase64.length > CACHED_CARD_MAX
    ? parseOnce(cardBase64)
    : parsedCards.getOrSet(cardBase64, () => parseOnce(cardBase64));
}

function parseOnce(cardBase64: string): { card: ParsedCard } | { error: unknown } {
  try {
    return { card: parseCard(new Uint8Array(Buffer.from(cardBase64, 'base64'))) };
  } catch (error) {
    return { error };
  }
}
