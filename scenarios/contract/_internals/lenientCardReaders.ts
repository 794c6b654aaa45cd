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

function objectDepth(value: unknown): number {
  if (Array.isArray(value)) return Math.max(0, ...value.map(objectDepth));
  if (typeof value !== 'object' || value === null) return 0;
  return 1 + Math.max(0, ...Object.values(value).map(objectDepth));
}
