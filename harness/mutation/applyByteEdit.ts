import { DEFAULT_JSON_LIMITS } from '../json/limits.ts';
import { type ByteEdit, INVALID_UTF8, type Nesting, type SizeUnit } from './ByteEdit.ts';
import { jsonTextSites, pickSite } from './jsonTextSites.ts';
import { encodeText } from './textEncodings.ts';

const utf8 = new TextEncoder();

/** One character of each UTF-8 length, for padding in a unit other than bytes. */
const PAD_CHARS: Readonly<Record<Exclude<SizeUnit, 'whitespace'>, string>> = {
  'two-byte': '\u00e9',
  'three-byte': '\u20ac',
  'four-byte': '\u{1f600}',
};

/**
 * The bytes a card is served as after `edit` of its JSON text. Sizes and depths are measured
 * against the limits the reference parser enforces (`DEFAULT_JSON_LIMITS`: bytes as served, and
 * nesting counting arrays and objects, the root at level 1), so `delta` 0 is exactly at a limit.
 * A text with no place of the edit's kind is served unchanged.
 */
export function applyByteEdit(text: string, edit: ByteEdit): Uint8Array {
  const sites = jsonTextSites(text);
  const insertAt = (offset: number | undefined, what: string): string =>
    offset === undefined ? text : text.slice(0, offset) + what + text.slice(offset);
  const inString = (at: number): number | undefined => {
    const span = pickSite(sites.strings, at);
    return span === undefined ? undefined : span[0] + 1;
  };
  switch (edit.kind) {
    case 'trailing-comma':
      return utf8.encode(insertAt(pickSite(sites.nonEmptyCloses, edit.at), ','));
    case 'comment':
      return utf8.encode(
        insertAt(pickSite(sites.gaps, edit.at), edit.style === 'line' ? '//c\n' : '/*c*/'),
      );
    case 'lenient-value': {
      const offset = pickSite(sites.objectStarts, edit.at);
      const member = `"x-n":${edit.value}`;
      return utf8.encode(insertAt(offset, text[offset ?? 0] === '}' ? member : `${member},`));
    }
    case 'trailing-data':
      return utf8.encode(text + edit.data);
    case 'raw-control':
      return utf8.encode(insertAt(inString(edit.at), String.fromCharCode(edit.code & 0x1f)));
    case 'unknown-escape':
      return utf8.encode(insertAt(inString(edit.at), edit.escape));
    case 'escape-respelling':
      return utf8.encode(respellEscape(text, sites.strings, edit));
    case 'whitespace':
      return utf8.encode(insertAt(pickSite(sites.gaps, edit.at), edit.run));
    case 'invalid-utf8':
      return spliceBytes(text, inString(edit.at), INVALID_UTF8[edit.sequence]);
    case 'encoding':
      // Latin-1 differs from UTF-8 only beyond ASCII: a string is given an "é" first.
      return encodeText(
        edit.encoding === 'latin-1' ? insertAt(inString(edit.at), '\u00e9') : text,
        edit.encoding,
        edit.bom,
      );
    case 'size':
      return utf8.encode(padded(text, DEFAULT_JSON_LIMITS.maxBytes + edit.delta, edit.unit));
    case 'depth':
      return utf8.encode(nested(text, DEFAULT_JSON_LIMITS.maxDepth + edit.delta, edit.nesting));
    case 'fault-past-limit':
      // A grammar edit leaves the text UTF-8, so it reads back as the text the limit edit pads.
      return applyByteEdit(new TextDecoder().decode(applyByteEdit(text, edit.fault)), edit.limit);
  }
}

function spliceBytes(
  text: string,
  offset: number | undefined,
  bytes: readonly number[],
): Uint8Array {
  if (offset === undefined) return utf8.encode(text);
  const head = utf8.encode(text.slice(0, offset));
  const tail = utf8.encode(text.slice(offset));
  const out = new Uint8Array(head.length + bytes.length + tail.length);
  out.set(head, 0);
  out.set(bytes, head.length);
  out.set(tail, head.length + bytes.length);
  return out;
}

/**
 * One character of a string spelt as `\uXXXX` (a surrogate pair as two escapes), or `/` as `\/`
 * when `upper` is false: the same string (RFC 8259 §7), so the same card, signature included.
 */
function respellEscape(
  text: string,
  strings: readonly [number, number][],
  edit: Extract<ByteEdit, { kind: 'escape-respelling' }>,
): string {
  // The characters not already inside an escape, over the strings that hold any.
  const plain: [number, number][] = [];
  for (const [start, end] of strings) {
    for (let i = start + 1; i < end - 1; i++) {
      if (text[i] === '\\') {
        i += text[i + 1] === 'u' ? 5 : 1;
        continue;
      }
      const cp = text.codePointAt(i) as number;
      const width = cp > 0xffff ? 2 : 1;
      plain.push([i, width]);
      i += width - 1;
    }
  }
  const site = pickSite(plain, edit.at + edit.char);
  if (site === undefined) return text;
  const [offset, width] = site;
  const ch = text.slice(offset, offset + width);
  const hex = (u: number): string => {
    const h = u.toString(16).padStart(4, '0');
    return `\\u${edit.upper ? h.toUpperCase() : h}`;
  };
  const spelt =
    ch === '/' && !edit.upper
      ? '\\/'
      : Array.from({ length: ch.length }, (_, k) => hex(ch.charCodeAt(k))).join('');
  return text.slice(0, offset) + spelt + text.slice(offset + width);
}

/**
 * The text grown to exactly `target` UTF-8 bytes: whitespace after the root's `{` (the same
 * card), or a member `x-pad` of characters `unit` long, so that the same bytes are far fewer
 * UTF-16 units (a reader that measures the decoded string sees a smaller card).
 */
function padded(text: string, target: number, unit: SizeUnit): string {
  const missing = target - utf8.encode(text).length;
  if (missing <= 0 || !text.startsWith('{')) return text;
  if (unit === 'whitespace') return `{${' '.repeat(missing)}${text.slice(1)}`;
  const member = '"x-pad":"",';
  // The padding counts its comma even before `}`: at most one byte short, never over.
  const room = missing - member.length;
  if (room < 0) return `{${' '.repeat(missing)}${text.slice(1)}`;
  const ch = PAD_CHARS[unit];
  const size = utf8.encode(ch).length;
  const count = Math.floor(room / size);
  const pad = 'a'.repeat(room - count * size) + ch.repeat(count);
  return firstMember(text, `"x-pad":"${pad}"`);
}

/**
 * The text with a member `x-deep` nested so the document is exactly `depth` levels deep, the
 * root object at level 1, every array and object counted (what a depth limit bounds: the
 * parser's stack, whichever bracket opens it).
 */
function nested(text: string, depth: number, nesting: Nesting): string {
  if (!text.startsWith('{') || depth < 2) return text;
  const levels = depth - 1;
  let open = '';
  let close = '';
  for (let i = 0; i < levels; i++) {
    const array = nesting === 'arrays' || (nesting === 'alternating' && i % 2 === 0);
    const last = i === levels - 1;
    open += array ? '[' : last ? '{' : '{"d":';
    close = (array ? ']' : '}') + close;
  }
  return firstMember(text, `"x-deep":${open}${close}`);
}

/** The root object of `text` with `member` first. */
function firstMember(text: string, member: string): string {
  return `{${member}${text[1] === '}' ? '' : ','}${text.slice(1)}`;
}
