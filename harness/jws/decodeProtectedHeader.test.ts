import { describe, expect, it } from 'vitest';
import { encodeBase64url } from './base64url.ts';
import { decodeProtectedHeader } from './decodeProtectedHeader.ts';

const b64 = (s: string | Uint8Array): string => encodeBase64url(s);

// 26 bytes: base64url needs one "=" of padding; the kid's "?>" encodes with "-"/"_".
const NEEDS_PAD = '{"alg":"ES256","kid":"k1"}';
const HAS_URL_CHARS = '{"alg":"ES256","kid":"k?>"}';

describe('decodeProtectedHeader (RFC 7515 §5.2 steps 2–3)', () => {
  it('controls: the unmangled forms decode', () => {
    expect(b64(NEEDS_PAD).length % 4).toBe(3);
    expect(b64(HAS_URL_CHARS)).toMatch(/[-_]/);
    expect(decodeProtectedHeader(b64(NEEDS_PAD)).ok).toBe(true);
    expect(decodeProtectedHeader(b64(HAS_URL_CHARS)).ok).toBe(true);
  });

  it('decodes a conforming header', () => {
    expect(decodeProtectedHeader(b64('{"alg":"ES256","kid":"k1","typ":"JOSE"}'))).toEqual({
      ok: true,
      value: { alg: 'ES256', kid: 'k1', typ: 'JOSE' },
    });
  });

  it.each([
    ['A8 duplicate kid', b64('{"alg":"ES256","kid":"a","kid":"b"}')],
    ['A8 duplicate alg', b64('{"alg":"ES256","alg":"none","kid":"a"}')],
    ['A9 padding', `${b64(NEEDS_PAD)}=`],
    [
      'A9 embedded whitespace',
      `${b64('{"alg":"ES256","kid":"k1"}').slice(0, 8)} ${b64('{"alg":"ES256","kid":"k1"}').slice(8)}`,
    ],
    ['A9 "+"/"/" alphabet', Buffer.from(HAS_URL_CHARS).toString('base64').replace(/=+$/, '')],
    ['A9 not JSON', b64('alg=ES256')],
    ['A9 JSON array', b64('["alg","ES256"]')],
    ['A9 JSON string', b64('"ES256"')],
    [
      'A9 UTF-8 BOM',
      b64(
        new Uint8Array([
          0xef,
          0xbb,
          0xbf,
          ...new TextEncoder().encode('{"alg":"ES256","kid":"k"}'),
        ]),
      ),
    ],
    ['A9 not UTF-8', b64(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]))],
    ['A9 lone surrogate', b64('{"alg":"ES256","kid":"\\ud800"}')],
    ['A9 empty object text', ''],
  ])('%s → SIG_MALFORMED', (_t, text) => {
    const out = decodeProtectedHeader(text);
    expect(out.ok ? 'ok' : out.code).toBe('SIG_MALFORMED');
  });
});

describe("decodeProtectedHeader(…, 'last-wins') (RFC 7515 §4's other reading)", () => {
  it('keeps the lexically last of a member written twice, at every depth', () => {
    expect(
      decodeProtectedHeader(
        b64('{"kid":"a","alg":"ES256","kid":"b","x":{"y":1,"y":2}}'),
        'last-wins',
      ),
    ).toEqual({ ok: true, value: { kid: 'b', alg: 'ES256', x: { y: 2 } } });
  });

  it.each([
    ['A9 padding', `${b64(NEEDS_PAD)}=`],
    ['A9 lone surrogate', b64('{"alg":"ES256","kid":"\\ud800","kid":"k"}')],
    ['A9 trailing data', b64('{"alg":"ES256","kid":"a"}{"kid":"b"}')],
  ])('stays strict otherwise: %s → SIG_MALFORMED', (_t, text) => {
    const out = decodeProtectedHeader(text, 'last-wins');
    expect(out.ok ? 'ok' : out.code).toBe('SIG_MALFORMED');
  });
});
