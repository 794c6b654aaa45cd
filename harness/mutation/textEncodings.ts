/** The encodings a card's text can be served in besides UTF-8 (RFC 8259 §8.1 allows only UTF-8). */
export type OtherEncoding = 'utf-16le' | 'utf-16be' | 'utf-32le' | 'utf-32be' | 'latin-1';

const BOMS: Readonly<Record<OtherEncoding, readonly number[]>> = {
  'utf-16le': [0xff, 0xfe],
  'utf-16be': [0xfe, 0xff],
  'utf-32le': [0xff, 0xfe, 0x00, 0x00],
  'utf-32be': [0x00, 0x00, 0xfe, 0xff],
  // Latin-1 has no byte order mark.
  'latin-1': [],
};

/**
 * `text` encoded as `encoding`, with its byte order mark first when `bom`. Latin-1 writes each
 * UTF-16 unit below 256 as its byte and any other as `?`, as a lossy server would.
 */
export function encodeText(text: string, encoding: OtherEncoding, bom: boolean): Uint8Array {
  const out: number[] = bom ? [...BOMS[encoding]] : [];
  if (encoding === 'latin-1') {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      out.push(c < 256 ? c : 0x3f);
    }
    return Uint8Array.from(out);
  }
  if (encoding === 'utf-16le' || encoding === 'utf-16be') {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      const [hi, lo] = [c >> 8, c & 0xff];
      out.push(...(encoding === 'utf-16le' ? [lo, hi] : [hi, lo]));
    }
    return Uint8Array.from(out);
  }
  for (const ch of text) {
    const c = ch.codePointAt(0) as number;
    const bytes = [(c >>> 24) & 0xff, (c >> 16) & 0xff, (c >> 8) & 0xff, c & 0xff];
    out.push(...(encoding === 'utf-32le' ? bytes.reverse() : bytes));
  }
  return Uint8Array.from(out);
}
