import type { Canonicalization } from '../../harness/contract/types.ts';
import { signCard } from '../../harness/jws/index.ts';
import { type JsonObject, type JsonValue, isJsonObject } from '../../harness/json/JsonValue.ts';
import { signerKey } from '../contract/signature/signer/signerKeys.ts';

/**
 * A signature entry that does not verify, put beside the card's own (A2A §8.4.3: the card is
 * trusted when at least one entry verifies with a trusted key): a well-formed entry whose
 * signature bytes were altered, one signed by a key the verifier does not trust, or garbage.
 */
export type ExtraEntryKind = 'tampered' | 'untrusted-key' | 'garbage' | 'own-copy';

/** Where an extra entry goes among the card's `signatures`, and what it is. */
export interface ExtraEntry {
  /** Index in the final list (clamped to its end). */
  at: number;
  kind: ExtraEntryKind;
}

async function entryOf(
  kind: ExtraEntryKind,
  own: JsonObject | undefined,
  card: JsonObject,
  canonicalization: Canonicalization,
): Promise<JsonValue> {
  switch (kind) {
    // The card's own entry once more (the generic mutator duplicates entries): it verifies too.
    case 'own-copy':
      return own ?? { protected: 'eyJhbGciOiJFUzI1NiJ9', signature: 'AAAA' };
    case 'garbage':
      return { protected: 'eyJhbGciOiJFUzI1NiJ9', signature: 'AAAA' };
    case 'tampered': {
      const sig = typeof own?.['signature'] === 'string' ? own['signature'] : 'AAAA';
      // One base64url character changed in the middle: same length, other bytes.
      const i = Math.floor(sig.length / 2);
      const flipped = `${sig.slice(0, i)}${sig[i] === 'A' ? 'B' : 'A'}${sig.slice(i + 1)}`;
      return { ...(own ?? { protected: 'eyJhbGciOiJFUzI1NiJ9' }), signature: flipped };
    }
    case 'untrusted-key': {
      const key = await signerKey('ES256');
      const signed = await signCard(card, {
        privateJwk: key.privateJwk,
        protectedHeader: { alg: 'ES256', kid: key.kid },
        canonicalization,
      });
      const entries = signed['signatures'];
      return Array.isArray(entries) ? (entries[entries.length - 1] ?? null) : null;
    }
  }
}

/**
 * `emitted` (a card the harness just signed) with `extras` placed among its entries, and its
 * own entry dropped when `dropOwn`: the valid entry at any position, or none at all.
 */
export async function withExtraEntries(
  emitted: JsonObject,
  unsigned: JsonObject,
  canonicalization: Canonicalization,
  extras: readonly ExtraEntry[],
  dropOwn: boolean,
): Promise<JsonObject> {
  const entries = Array.isArray(emitted['signatures']) ? [...emitted['signatures']] : [];
  const own = entries.find(isJsonObject);
  const out: JsonValue[] = dropOwn ? [] : entries;
  for (const extra of extras) {
    const entry = await entryOf(extra.kind, own, unsigned, canonicalization);
    out.splice(Math.min(extra.at, out.length), 0, entry);
  }
  return { ...emitted, signatures: out };
}
