import { type JsonObject, type JsonValue, isJsonObject } from '../json/JsonValue.ts';
import type { StepOutcome } from './types.ts';

/** A well-formed `AgentCardSignature` (A2A §8.4.2): the only members verification reads. */
export interface SignatureEntry {
  protected: string;
  signature: string;
  header?: JsonObject;
}

export interface ExtractedSignatures {
  /**
   * `absent`: the member is missing, `null` or `[]` (catalogue E3: never "verified");
   * `malformed`: `signatures` is not an array; `present`: at least one entry to examine.
   */
  state: 'absent' | 'malformed' | 'present';
  /** Examined entries in card order, each well-formed or with its `SIG_MALFORMED` reason. */
  entries: Array<{ index: number; outcome: StepOutcome<SignatureEntry> }>;
  /** Entries beyond `maxEntries`, counted and never read (catalogue F3). */
  notExamined: number;
}

/**
 * A2A §8.4.3 step 1: takes the entries out of `signatures`. A malformed entry (`null`, a
 * string, `protected` or `signature` missing or not a string, `header` not an object) is
 * recorded as `SIG_MALFORMED` and skipped, never fatal (catalogue E4, C6). Any other member of
 * an entry, `payload` included, is ignored: the payload is always recomputed (catalogue D2).
 */
export function extractSignatureEntries(card: JsonObject, maxEntries: number): ExtractedSignatures {
  const raw = Object.prototype.hasOwnProperty.call(card, 'signatures')
    ? card['signatures']
    : undefined;
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) {
    return { state: 'absent', entries: [], notExamined: 0 };
  }
  if (!Array.isArray(raw)) return { state: 'malformed', entries: [], notExamined: 0 };
  const examined = raw.slice(0, maxEntries);
  return {
    state: 'present',
    entries: examined.map((entry, index) => ({ index, outcome: readEntry(entry, index) })),
    notExamined: raw.length - examined.length,
  };
}

function readEntry(entry: JsonValue, index: number): StepOutcome<SignatureEntry> {
  if (!isJsonObject(entry))
    return malformed(index, `the entry is ${describe(entry)}, not an object`);
  const { protected: prot, signature, header } = entry;
  if (typeof prot !== 'string' || prot.length === 0) {
    return malformed(index, `"protected" is ${describe(prot)}, not a non-empty string`);
  }
  if (typeof signature !== 'string')
    return malformed(index, `"signature" is ${describe(signature)}, not a string`);
  // `header` is a google.protobuf.Struct: null reads as absent, like every ProtoJSON member.
  if (header === undefined || header === null)
    return { ok: true, value: { protected: prot, signature } };
  if (!isJsonObject(header))
    return malformed(index, `"header" is ${describe(header)}, not an object`);
  return { ok: true, value: { protected: prot, signature, header } };
}

function malformed(index: number, why: string): StepOutcome<SignatureEntry> {
  return {
    ok: false,
    code: 'SIG_MALFORMED',
    message: `Failed to read signature entry ${index}: ${why}. Emit { protected, signature, header? } as A2A §8.4.2 defines.`,
  };
}

function describe(value: JsonValue | undefined): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}
