import { describe, expect, it } from 'vitest';
import { decodeBase64urlStrict, encodeBase64url } from './base64url.ts';

describe('base64url', () => {
  it('encodes without padding', () => {
    expect(encodeBase64url('{"alg":"ES256"}')).toBe('eyJhbGciOiJFUzI1NiJ9');
    expect(encodeBase64url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
  });

  it.each([
    ['canonical', 'eyJhbGciOiJFUzI1NiJ9', [0x7b]],
    ['empty', '', []],
    ['short', 'YQ', [0x61]],
  ])('decodes %s text', (_t, text, prefix) => {
    const bytes = decodeBase64urlStrict(text);
    expect(bytes).toBeDefined();
    expect([...bytes!.slice(0, prefix.length)]).toEqual(prefix);
  });

  it.each([
    ['padding', 'YQ=='],
    ['embedded whitespace', 'eyJhbGci OiJFUzI1NiJ9'],
    ['newline', 'eyJhbGciOiJFUzI1NiJ9\n'],
    ['standard alphabet +', 'ab+c'],
    ['standard alphabet /', 'ab/c'],
    ['impossible length (4k+1)', 'abcde'],
    ['non-zero spare bits', '-_9'],
  ])('refuses %s', (_t, text) => {
    expect(decodeBase64urlStrict(text)).toBeUndefined();
  });
});
