import type { ParsedCard } from '../../../harness/card/AgentCard.ts';
import { parseCard } from '../../../harness/card/index.ts';
import { CrosscheckError } from '../../../harness/errors/CrosscheckError.ts';
import { DEFAULT_JSON_LIMITS } from '../../../harness/json/limits.ts';
import { parseServedCard } from '../../../harness/model/index.ts';

/** What a card reader answers: the card, or why it could not be read. */
type Read = { card: ParsedCard } | { error: unknown };

const bytesOf = (cardBase64: string): Uint8Array =>
  new Uint8Array(Buffer.from(cardBase64, 'base64'));
const base64Of = (bytes: Uint8Array | string): string =>
  Buffer.from(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes).toString(
    'base64',
  );

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function attempt(read: () => ParsedCard): Read {
  try {
    return { card: read() };
  } catch (error) {
    return { error };
  }
}

/** Decodes UTF-8 the lossy way (each invalid sequence becomes U+FFFD), then reads strictly. */
export function readLossyUtf8(cardBase64: string): Read {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytesOf(cardBase64));
  return parseServedCard(base64Of(text));
}

/**
 * Sniffs UTF-16 and UTF-32 (a BOM, or the NUL pattern of RFC 4627 §3) and reads the text
 * re-encoded as UTF-8: what RFC 8259 §8.1 closed for texts exchanged between systems.
 */
export function readSniffedEncoding(cardBase64: string): Read {
  const bytes = bytesOf(cardBase64);
  const encoding = sniff(bytes);
  if (encoding === undefined) return parseServedCard(cardBase64);
  const text =
    encoding === 'utf-16le' || encoding === 'utf-16be'
      ? new TextDecoder(encoding).decode(bytes)
      : decodeUtf32(bytes, encoding === 'utf-32le');
  return parseServedCard(base64Of(text.replace(/^\ufeff/, '')));
}

function sniff(b: Uint8Array): 'utf-16le' | 'utf-16be' | 'utf-32le' | 'utf-32be' | undefined {
  const [b0, b1, b2, b3] = [b[0], b[1], b[2], b[3]];
  if (b0 === 0 && b1 === 0) return 'utf-32be';
  if (b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0) return 'utf-32le';
  if (b0 !== 0 && b1 === 0 && b2 === 0 && b3 === 0) return 'utf-32le';
  if ((b0 === 0xfe && b1 === 0xff) || b0 === 0) return 'utf-16be';
  if ((b0 === 0xff && b1 === 0xfe) || b1 === 0) return 'utf-16le';
  return undefined;
}

function decodeUtf32(bytes: Uint8Array, little: boolean): string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let out = '';
  for (let i = 0; i + 4 <= bytes.length; i += 4) {
    const cp = view.getUint32(i, little);
    out += cp <= 0x10ffff ? String.fromCodePoint(cp) : '\ufffd';
  }
  return out;
}

/**
 * Decodes UTF-8 as CESU-8 and Java's modified UTF-8 do: a surrogate encoded on its own in three
 * bytes (`ED A0..BF ..`) is decoded to that UTF-16 unit, so a pair encoded as two such sequences
 * becomes the character they name (and a lone one a lone surrogate), where RFC 3629 §3 forbids
 * encoding surrogates at all. Every other sequence is decoded strictly.
 */
export function readSurrogatesThrough(cardBase64: string): Read {
  const bytes = bytesOf(cardBase64);
  let text = '';
  let from = 0;
  try {
    for (let i = 0; i + 2 < bytes.length; i++) {
      const [b1, b2] = [bytes[i + 1] as number, bytes[i + 2] as number];
      if (bytes[i] !== 0xed || b1 < 0xa0 || b1 > 0xbf || (b2 & 0xc0) !== 0x80) continue;
      text += fatalUtf8.decode(bytes.subarray(from, i));
      text += String.fromCharCode(0xd000 | ((b1 & 0x3f) << 6) | (b2 & 0x3f));
      from = i + 3;
      i += 2;
    }
    text += fatalUtf8.decode(bytes.subarray(from));
  } catch {
    return parseServedCard(cardBase64);
  }
  if (from === 0) return parseServedCard(cardBase64);
  return attempt(() => parseCard(text));
}

/** Drops a comma that only whitespace separates from a closing `}` or `]`, then reads strictly. */
export function readTrailingCommas(cardBase64: string): Read {
  const text = Buffer.from(cardBase64, 'base64').toString('latin1');
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '"') {
      const start = i;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      out += text.slice(start, i + 1);
      continue;
    }
    if (c === ',' && /^[ \t\r\n]*[}\]]/.test(text.slice(i + 1, i + 16))) continue;
    out += c;
  }
  return parseServedCard(Buffer.from(out, 'latin1').toString('base64'));
}

/**
 * Bounds the card's size in UTF-16 units of its decoded text (JavaScript's `length`) instead of
 * in bytes as served: a card of many multi-byte characters passes over the limit.
 */
export function readSizeInUtf16Units(cardBase64: string): Read {
  const bytes = bytesOf(cardBase64);
  if (bytes.length <= DEFAULT_JSON_LIMITS.maxBytes) return parseServedCard(cardBase64);
  const strict = parseServedCard(cardBase64);
  let length: number;
  try {
    length = new TextDecoder('utf-8', { fatal: true }).decode(bytes).length;
  } catch {
    return strict;
  }
  if (length > DEFAULT_JSON_LIMITS.maxBytes) return strict;
  return attempt(() => parseCard(bytes, { limits: { maxBytes: Number.MAX_SAFE_INTEGER } }));
}

/** Counts nesting in objects only: arrays between them do not count toward the depth limit. */
export function readDepthOfObjects(cardBase64: string): Read {
  const parsed = attempt(() =>
    parseCard(bytesOf(cardBase64), { limits: { maxDepth: 4 * DEFAULT_JSON_LIMITS.maxDepth } }),
  );
  if ('error' in parsed) return parseServedCard(cardBase64);
  if (objectDepth(parsed.card.emitted) <= DEFAULT_JSON_LIMITS.maxDepth) return parsed;
  return {
    error: new CrosscheckError(
      'CARD_TOO_DEEP',
      `Failed to parse JSON: objects nested deeper than ${DEFAULT_JSON_LIMITS.maxDepth} levels. Flatten the document.`,
      { pointer: '' },
    ),
  };
}

/**
 * Checks the depth limit after the parse instead of while reading: the whole text is parsed
 * first (with no depth bound), so anything else wrong after the point where the nesting crossed
 * the limit is what the reader reports, and the parser has met the deep input the limit was
 * there to keep from it.
 */
export function readDepthAfterParse(cardBase64: string): Read {
  const parsed = attempt(() =>
    parseCard(bytesOf(cardBase64), { limits: { maxDepth: Number.MAX_SAFE_INTEGER } }),
  );
  if ('error' in parsed || containerDepth(parsed.card.emitted) <= DEFAULT_JSON_LIMITS.maxDepth)
    return parsed;
  return {
    error: new CrosscheckError(
      'CARD_TOO_DEEP',
      `Failed to parse JSON: nesting deeper than ${DEFAULT_JSON_LIMITS.maxDepth} levels. Flatten the document.`,
      { pointer: '' },
    ),
  };
}

/** Depth of arrays and objects, the root at level 1; iterative, so no input overflows the stack. */
function containerDepth(root: unknown): number {
  let deepest = 0;
  const open: [unknown, number][] = [[root, 1]];
  for (let next = open.pop(); next !== undefined; next = open.pop()) {
    const [value, level] = next;
    if (typeof value !== 'object' || value === null) continue;
    deepest = Math.max(deepest, level);
    for (const child of Object.values(value)) open.push([child, level + 1]);
  }
  return deepest;
}

function objectDepth(value: unknown): number {
  if (Array.isArray(value)) return Math.max(0, ...value.map(objectDepth));
  if (typeof value !== 'object' || value === null) return 0;
  return 1 + Math.max(0, ...Object.values(value).map(objectDepth));
}
