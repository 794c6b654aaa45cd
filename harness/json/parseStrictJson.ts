import { CrosscheckError } from '../errors/CrosscheckError.ts';
import { type JsonObject, type JsonValue, pointerJoin } from './JsonValue.ts';
import { DEFAULT_JSON_LIMITS, type JsonLimits } from './limits.ts';

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Parses JSON text as I-JSON (RFC 7493): strict UTF-8, no duplicate member names, no lone
 * surrogates, only finite numbers, with size, depth and width caps. `JSON.parse` is last-wins on
 * duplicates, so a verifier and a consumer could read different cards from the same bytes
 * (security catalogue D9); this parser refuses such input instead.
 *
 * Errors are `CrosscheckError`s with a `CARD_*` code and a JSON pointer to the offending value.
 */
export function parseStrictJson(input: Uint8Array | string, limits: Partial<JsonLimits> = {}): JsonValue {
  const lim: JsonLimits = { ...DEFAULT_JSON_LIMITS, ...limits };
  const text = typeof input === 'string' ? input : decodeUtf8(input, lim);
  if (typeof input === 'string' && text.length > lim.maxBytes) {
    throw tooLarge(text.length, lim);
  }
  if (text.charCodeAt(0) === 0xfeff) {
    throw new CrosscheckError(
      'CARD_INVALID_UTF8',
      'Failed to parse JSON: the input starts with a byte order mark. Serve JSON without a BOM (RFC 8259 §8.1).',
      { pointer: '' },
    );
  }
  return new StrictParser(text, lim).parseDocument();
}

function decodeUtf8(bytes: Uint8Array, lim: JsonLimits): string {
  if (bytes.byteLength > lim.maxBytes) throw tooLarge(bytes.byteLength, lim);
  try {
    return fatalUtf8.decode(bytes);
  } catch (cause) {
    throw new CrosscheckError(
      'CARD_INVALID_UTF8',
      'Failed to parse JSON: the bytes are not valid UTF-8. Encode the card as UTF-8 (RFC 8259 §8.1).',
      { cause, pointer: '' },
    );
  }
}

function tooLarge(size: number, lim: JsonLimits): CrosscheckError {
  return new CrosscheckError(
    'CARD_TOO_LARGE',
    `Failed to parse JSON: input is ${size} bytes, over the limit of ${lim.maxBytes}. Shrink the document or raise maxBytes.`,
    { pointer: '' },
  );
}

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);

class StrictParser {
  private pos = 0;

  constructor(
    private readonly text: string,
    private readonly lim: JsonLimits,
  ) {}

  parseDocument(): JsonValue {
    this.skipWs();
    const value = this.parseValue('', 0);
    this.skipWs();
    if (this.pos !== this.text.length) this.syntax('unexpected data after the JSON value', '');
    return value;
  }

  private parseValue(pointer: string, depth: number): JsonValue {
    const c = this.text.charCodeAt(this.pos);
    if (c === 0x7b /* { */) return this.parseObject(pointer, depth + 1);
    if (c === 0x5b /* [ */) return this.parseArray(pointer, depth + 1);
    if (c === 0x22 /* " */) return this.parseString(pointer);
    if (c === 0x2d || (c >= 0x30 && c <= 0x39)) return this.parseNumber(pointer);
    if (this.text.startsWith('true', this.pos)) return this.literal(4, true);
    if (this.text.startsWith('false', this.pos)) return this.literal(5, false);
    if (this.text.startsWith('null', this.pos)) return this.literal(4, null);
    return this.syntax(Number.isNaN(c) ? 'unexpected end of input' : 'unexpected character', pointer);
  }

  private literal<T>(length: number, value: T): T {
    this.pos += length;
    return value;
  }

  private checkDepth(depth: number, pointer: string): void {
    if (depth > this.lim.maxDepth) {
      throw new CrosscheckError(
        'CARD_TOO_DEEP',
        `Failed to parse JSON: nesting deeper than ${this.lim.maxDepth} levels at "${pointer}". Flatten the document.`,
        { pointer },
      );
    }
  }

  private checkWidth(count: number, pointer: string): void {
    if (count > this.lim.maxMembers) {
      throw new CrosscheckError(
        'CARD_TOO_LARGE',
        `Failed to parse JSON: more than ${this.lim.maxMembers} members at "${pointer}". Shrink the document.`,
        { pointer },
      );
    }
  }

  private parseObject(pointer: string, depth: number): JsonObject {
    this.checkDepth(depth, pointer);
    this.pos++;
    const out: JsonObject = {};
    const seen = new Set<string>();
    this.skipWs();
    if (this.text.charCodeAt(this.pos) === 0x7d) {
      this.pos++;
      return out;
    }
    for (;;) {
      this.skipWs();
      if (this.text.charCodeAt(this.pos) !== 0x22) this.syntax('expected a member name', pointer);
      const key = this.parseString(pointer);
      const child = pointerJoin(pointer, key);
      if (seen.has(key)) {
        throw new CrosscheckError(
          'CARD_DUPLICATE_MEMBER',
          `Failed to parse JSON: member name "${short(key)}" appears twice at "${pointer || '/'}". Emit each member once (RFC 7493 §2.3).`,
          { pointer: child },
        );
      }
      seen.add(key);
      this.checkWidth(seen.size, pointer);
      this.skipWs();
      if (this.text.charCodeAt(this.pos) !== 0x3a) this.syntax('expected ":"', child);
      this.pos++;
      this.skipWs();
      const value = this.parseValue(child, depth);
      // defineProperty, so a member named "__proto__" is data, never a prototype change.
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
      this.skipWs();
      const c = this.text.charCodeAt(this.pos);
      this.pos++;
      if (c === 0x2c) continue;
      if (c === 0x7d) return out;
      this.pos--;
      this.syntax('expected "," or "}"', pointer);
    }
  }

  private parseArray(pointer: string, depth: number): JsonValue[] {
    this.checkDepth(depth, pointer);
    this.pos++;
    const out: JsonValue[] = [];
    this.skipWs();
    if (this.text.charCodeAt(this.pos) === 0x5d) {
      this.pos++;
      return out;
    }
    for (;;) {
      this.skipWs();
      out.push(this.parseValue(pointerJoin(pointer, out.length), depth));
      this.checkWidth(out.length, pointer);
      this.skipWs();
      const c = this.text.charCodeAt(this.pos);
      this.pos++;
      if (c === 0x2c) continue;
      if (c === 0x5d) return out;
      this.pos--;
      this.syntax('expected "," or "]"', pointer);
    }
  }

  private parseString(pointer: string): string {
    const start = ++this.pos;
    let out = '';
    let chunkStart = start;
    for (;;) {
      const c = this.text.charCodeAt(this.pos);
      if (Number.isNaN(c)) this.syntax('unterminated string', pointer);
      if (c === 0x22) {
        out += this.text.slice(chunkStart, this.pos);
        this.pos++;
        break;
      }
      if (c < 0x20) this.syntax('unescaped control character in string', pointer);
      if (c === 0x5c) {
        out += this.text.slice(chunkStart, this.pos);
        out += this.parseEscape(pointer);
        chunkStart = this.pos;
        continue;
      }
      this.pos++;
    }
    if (hasLoneSurrogate(out)) {
      throw new CrosscheckError(
        'CARD_LONE_SURROGATE',
        `Failed to parse JSON: a string at "${pointer || '/'}" holds an unpaired UTF-16 surrogate. Such strings cannot be canonicalized (RFC 8785 §3.2.2.2).`,
        { pointer },
      );
    }
    return out;
  }

  private parseEscape(pointer: string): string {
    const e = this.text[this.pos + 1];
    this.pos += 2;
    switch (e) {
      case '"':
        return '"';
      case '\\':
        return '\\';
      case '/':
        return '/';
      case 'b':
        return '\b';
      case 'f':
        return '\f';
      case 'n':
        return '\n';
      case 'r':
        return '\r';
      case 't':
        return '\t';
      case 'u': {
        const hex = this.text.slice(this.pos, this.pos + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.syntax('invalid \\u escape', pointer);
        this.pos += 4;
        return String.fromCharCode(parseInt(hex, 16));
      }
      default:
        return this.syntax('invalid escape sequence', pointer);
    }
  }

  private parseNumber(pointer: string): number {
    const m = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
    m.lastIndex = this.pos;
    const match = m.exec(this.text);
    if (!match) return this.syntax('invalid number', pointer);
    this.pos += match[0].length;
    const value = Number(match[0]);
    if (!Number.isFinite(value)) {
      throw new CrosscheckError(
        'CARD_NON_FINITE_NUMBER',
        `Failed to parse JSON: the number ${short(match[0])} at "${pointer || '/'}" is outside the IEEE 754 double range. Use a finite value (RFC 8785 §3.2.2.3).`,
        { pointer },
      );
    }
    return value;
  }

  private skipWs(): void {
    while (WS.has(this.text.charCodeAt(this.pos))) this.pos++;
  }

  private syntax(why: string, pointer: string): never {
    throw new CrosscheckError(
      'CARD_MALFORMED_JSON',
      `Failed to parse JSON: ${why} at offset ${this.pos} ("${pointer || '/'}"). Emit valid JSON (RFC 8259).`,
      { pointer },
    );
  }
}

function hasLoneSurrogate(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        i++;
        continue;
      }
      return true;
    }
    if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}

function short(s: string): string {
  return s.length > 40 ? `${s.slice(0, 37)}...` : s;
}
