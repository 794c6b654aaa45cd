import { hasLoneSurrogate } from './hasLoneSurrogate.ts';
import { CrosscheckError } from '../errors/CrosscheckError.ts';
import { type JsonObject, type JsonValue, pointerJoin } from './JsonValue.ts';
import { DEFAULT_JSON_LIMITS, type JsonLimits } from './limits.ts';

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * What a parser does with a member name an object holds twice: refuse the text (I-JSON,
 * RFC 7493 §2.3), or keep the lexically last member, as ECMAScript's `JSON.parse` does (the
 * one other reading RFC 7515 §4 allows a JOSE header parser).
 */
export type DuplicateMembers = 'reject' | 'last-wins';

/**
 * Parses JSON text as I-JSON (RFC 7493): strict UTF-8, no duplicate member names, no lone
 * surrogates, only finite numbers, with size, depth and width caps. `JSON.parse` is last-wins on
 * duplicates, so a verifier and a consumer could read different cards from the same bytes
 * (security catalogue D9); this parser refuses such input instead, unless `duplicates` is
 * `'last-wins'` (then the last member's value is kept at the first one's place, as `JSON.parse`
 * keeps it; everything else stays strict).
 *
 * Errors are `CrosscheckError`s with a `CARD_*` code and a JSON pointer to the offending value.
 */
export function parseStrictJson(
  input: Uint8Array | string,
  limits: Partial<JsonLimits> = {},
  duplicates: DuplicateMembers = 'reject',
): JsonValue {
  const lim: JsonLimits = { ...DEFAULT_JSON_LIMITS, ...limits };
  const text = typeof input === 'string' ? input : decodeUtf8(input, lim);
  if (typeof input === 'string') {
    // A UTF-16 code unit never encodes to fewer than one UTF-8 byte, so the cheap length test
    // rejects huge strings before the exact count walks them.
    if (text.length > lim.maxBytes) throw tooLarge(text.length, lim);
    const size = utf8Length(text);
    if (size > lim.maxBytes) throw tooLarge(size, lim);
  }
  if (text.charCodeAt(0) === 0xfeff) {
    throw new CrosscheckError(
      'CARD_INVALID_UTF8',
      'Failed to parse JSON: the input starts with a byte order mark. Serve JSON without a BOM (RFC 8259 §8.1).',
      { pointer: '' },
    );
  }
  return new StrictParser(text, lim, duplicates).parseDocument();
}

function decodeUtf8(bytes: Uint8Array, lim: JsonLimits): string {
  if (bytes.byteLength > lim.maxBytes) throw tooLarge(bytes.byteLength, lim);
  // NUL is valid UTF-8, so the decoder lets it through, but no JSON text holds a raw U+0000
  // (RFC 8259 §7): a NUL among the first two bytes is the UTF-16/32 signature of RFC 4627 §3.
  if (bytes.byteLength >= 2 && (bytes[0] === 0 || bytes[1] === 0)) {
    throw new CrosscheckError(
      'CARD_INVALID_UTF8',
      'Failed to parse JSON: the bytes look like UTF-16 or UTF-32 (a NUL byte leads the text). Encode the card as UTF-8 (RFC 8259 §8.1).',
      { pointer: '' },
    );
  }
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

/** UTF-8 length of a JS string; a lone surrogate counts 3 bytes, as U+FFFD would. */
function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

function tooLarge(size: number, lim: JsonLimits): CrosscheckError {
  return new CrosscheckError(
    'CARD_TOO_LARGE',
    `Failed to parse JSON: input is ${size} bytes, over the limit of ${lim.maxBytes}. Shrink the document or raise maxBytes.`,
    { pointer: '' },
  );
}

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** An open container on the explicit stack: nesting depth never grows the call stack. */
type Frame =
  | { kind: 'object'; value: JsonObject; seen: Set<string>; key: string }
  | { kind: 'array'; value: JsonValue[] };

class StrictParser {
  private pos = 0;
  /** Open containers, outermost first. JSON pointers are built from it only when an error needs one. */
  private readonly stack: Frame[] = [];
  /** Values begun so far, against `maxNodes`. */
  private nodes = 0;

  constructor(
    private readonly text: string,
    private readonly lim: JsonLimits,
    private readonly duplicates: DuplicateMembers,
  ) {}

  parseDocument(): JsonValue {
    this.skipWs();
    const value = this.parseValue();
    this.skipWs();
    if (this.pos !== this.text.length) this.syntax('unexpected data after the JSON value', '');
    return value;
  }

  /**
   * Reads one value with an explicit stack of open containers instead of recursion, so a
   * hostile document nested past the JS call-stack depth fails with CARD_TOO_DEEP (or parses,
   * if the caller raised maxDepth) instead of a RangeError (security catalogue F2).
   */
  private parseValue(): JsonValue {
    const stack = this.stack;
    for (;;) {
      let value: JsonValue;
      if (++this.nodes > this.lim.maxNodes) this.tooMany();
      const c = this.text.charCodeAt(this.pos);
      if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
        if (stack.length + 1 > this.lim.maxDepth) this.tooDeep();
        this.pos++;
        this.skipWs();
        if (c === 0x7b) {
          if (this.text.charCodeAt(this.pos) === 0x7d) {
            this.pos++;
            value = {};
          } else {
            const frame: Frame = { kind: 'object', value: {}, seen: new Set(), key: '' };
            stack.push(frame);
            this.readMemberName(frame);
            continue;
          }
        } else if (this.text.charCodeAt(this.pos) === 0x5d) {
          this.pos++;
          value = [];
        } else {
          stack.push({ kind: 'array', value: [] });
          continue;
        }
      } else {
        value = this.parseScalar();
      }
      // Attach the finished value to its container; close every container that ends here.
      for (;;) {
        const top = stack[stack.length - 1];
        if (top === undefined) return value;
        if (top.kind === 'object') {
          // defineProperty, so a member named "__proto__" is data, never a prototype change.
          Object.defineProperty(top.value, top.key, {
            value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
        } else {
          top.value.push(value);
          this.checkWidth(top.value.length);
        }
        this.skipWs();
        const d = this.text.charCodeAt(this.pos);
        if (d === 0x2c) {
          this.pos++;
          this.skipWs();
          if (top.kind === 'object') this.readMemberName(top);
          break;
        }
        const close = top.kind === 'object' ? 0x7d : 0x5d;
        if (d !== close) {
          this.syntax(
            top.kind === 'object' ? 'expected "," or "}"' : 'expected "," or "]"',
            this.containerPointer(),
          );
        }
        this.pos++;
        stack.pop();
        value = top.value;
      }
    }
  }

  /** Reads `"name" :` inside an object, leaving the position at the member's value. */
  private readMemberName(frame: Extract<Frame, { kind: 'object' }>): void {
    if (this.text.charCodeAt(this.pos) !== 0x22)
      this.syntax('expected a member name', this.containerPointer());
    const key = this.parseString(this.containerPointer.bind(this));
    frame.key = key;
    if (frame.seen.has(key) && this.duplicates === 'reject') {
      const pointer = this.pointer();
      throw new CrosscheckError(
        'CARD_DUPLICATE_MEMBER',
        `Failed to parse JSON: member name "${short(key)}" appears twice at "${shortPointer(this.containerPointer())}". Emit each member once (RFC 7493 §2.3).`,
        { pointer },
      );
    }
    frame.seen.add(key);
    this.checkWidth(frame.seen.size);
    this.skipWs();
    if (this.text.charCodeAt(this.pos) !== 0x3a) this.syntax('expected ":"', this.pointer());
    this.pos++;
    this.skipWs();
  }

  /** Pointer of the value being read: one segment per open container (member name or index). */
  private pointer(depth = this.stack.length): string {
    const parts: string[] = [];
    for (let i = 0; i < depth; i++) {
      const f = this.stack[i] as Frame;
      parts.push(f.kind === 'object' ? pointerJoin('', f.key) : `/${f.value.length}`);
    }
    return parts.join('');
  }

  /** Pointer of the innermost open container. */
  private containerPointer(): string {
    return this.pointer(Math.max(0, this.stack.length - 1));
  }

  private parseScalar(): JsonValue {
    const c = this.text.charCodeAt(this.pos);
    const here = this.pointer.bind(this, this.stack.length);
    if (c === 0x22 /* " */) return this.parseString(here);
    if (c === 0x2d || (c >= 0x30 && c <= 0x39)) return this.parseNumber(here);
    if (this.text.startsWith('true', this.pos)) return this.literal(4, true);
    if (this.text.startsWith('false', this.pos)) return this.literal(5, false);
    if (this.text.startsWith('null', this.pos)) return this.literal(4, null);
    return this.syntax(
      Number.isNaN(c) ? 'unexpected end of input' : 'unexpected character',
      here(),
    );
  }

  private literal<T>(length: number, value: T): T {
    this.pos += length;
    return value;
  }

  private tooDeep(): never {
    const pointer = this.pointer();
    throw new CrosscheckError(
      'CARD_TOO_DEEP',
      `Failed to parse JSON: nesting deeper than ${this.lim.maxDepth} levels at "${shortPointer(pointer)}". Flatten the document.`,
      { pointer },
    );
  }

  private tooMany(): never {
    const pointer = this.containerPointer();
    throw new CrosscheckError(
      'CARD_TOO_LARGE',
      `Failed to parse JSON: more than ${this.lim.maxNodes} values in the document (at "${shortPointer(pointer)}"). Shrink the document.`,
      { pointer },
    );
  }

  private checkWidth(count: number): void {
    if (count > this.lim.maxMembers) {
      const pointer = this.containerPointer();
      throw new CrosscheckError(
        'CARD_TOO_LARGE',
        `Failed to parse JSON: more than ${this.lim.maxMembers} members at "${shortPointer(pointer)}". Shrink the document.`,
        { pointer },
      );
    }
  }

  private parseString(at: () => string): string {
    const start = ++this.pos;
    let out = '';
    let chunkStart = start;
    for (;;) {
      const c = this.text.charCodeAt(this.pos);
      if (Number.isNaN(c)) this.syntax('unterminated string', at());
      if (c === 0x22) {
        out += this.text.slice(chunkStart, this.pos);
        this.pos++;
        break;
      }
      if (c < 0x20) this.syntax('unescaped control character in string', at());
      if (c === 0x5c) {
        out += this.text.slice(chunkStart, this.pos);
        out += this.parseEscape(at);
        chunkStart = this.pos;
        continue;
      }
      this.pos++;
    }
    if (hasLoneSurrogate(out)) {
      const pointer = at();
      throw new CrosscheckError(
        'CARD_LONE_SURROGATE',
        `Failed to parse JSON: a string at "${shortPointer(pointer)}" holds an unpaired UTF-16 surrogate. Such strings cannot be canonicalized (RFC 8785 §3.2.2.2).`,
        { pointer },
      );
    }
    return out;
  }

  private parseEscape(at: () => string): string {
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
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.syntax('invalid \\u escape', at());
        this.pos += 4;
        return String.fromCharCode(parseInt(hex, 16));
      }
      default:
        return this.syntax('invalid escape sequence', at());
    }
  }

  private parseNumber(at: () => string): number {
    const m = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
    m.lastIndex = this.pos;
    const match = m.exec(this.text);
    if (!match) return this.syntax('invalid number', at());
    this.pos += match[0].length;
    const value = Number(match[0]);
    if (!Number.isFinite(value)) {
      const pointer = at();
      throw new CrosscheckError(
        'CARD_NON_FINITE_NUMBER',
        `Failed to parse JSON: the number ${short(match[0])} at "${shortPointer(pointer)}" is outside the IEEE 754 double range. Use a finite value (RFC 8785 §3.2.2.3).`,
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
      `Failed to parse JSON: ${why} at offset ${this.pos} ("${shortPointer(pointer)}"). Emit valid JSON (RFC 8259).`,
      { pointer },
    );
  }
}

function short(s: string): string {
  return s.length > 40 ? `${s.slice(0, 37)}...` : s;
}

/** Pointers into deeply nested input can be megabytes long: keep messages short, the field whole. */
function shortPointer(pointer: string): string {
  if (pointer === '') return '/';
  return pointer.length > 60 ? `${pointer.slice(0, 57)}...` : pointer;
}
