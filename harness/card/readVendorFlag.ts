import type { ParsedCard } from './AgentCard.ts';
import { own } from './_internals/own.ts';

/**
 * A top-level vendor declaration that is not an A2A v1.0 member, such as seed 002's
 * `enforceInputModes`, read from the emitted card: `true` or `false` only when the JSON value
 * is a boolean; `undefined` when absent, `null` or any other type (a string `"true"` declares
 * nothing). Proto-based readers drop such members, so only the emitted form carries them.
 */
export function readVendorFlag(card: ParsedCard, name: string): boolean | undefined {
  const value = own(card.emitted, name);
  return typeof value === 'boolean' ? value : undefined;
}
