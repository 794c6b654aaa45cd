const ALPHABET = /^[A-Za-z0-9_-]*$/;

/** Unpadded base64url (RFC 7515 §2, RFC 4648 §5) of bytes or of a string's UTF-8. */
export function encodeBase64url(input: Uint8Array | string): string {
  const bytes =
    typeof input === 'string'
      ? Buffer.from(input, 'utf8')
      : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  return bytes.toString('base64url');
}

/**
 * Decodes base64url only in its canonical form: the RFC 7515 §2 alphabet, no `=` padding, no
 * whitespace, and zero spare bits in the last character (RFC 4648 §3.5). Anything else is
 * `undefined`. Decoders that accept those variants make the same bytes reachable from many
 * strings (security catalogue A9, C5).
 */
export function decodeBase64urlStrict(text: string): Uint8Array | undefined {
  if (!ALPHABET.test(text) || text.length % 4 === 1) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.toString('base64url') !== text) return undefined;
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
