import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../json/JsonValue.ts';
import { checkJoseHeaders, isJkuAllowed } from './checkJoseHeaders.ts';

const policy = { algorithms: ['ES256'], allowedJkuOrigins: ['https://agent.example'] };
const base = { alg: 'ES256', kid: 'k1', typ: 'JOSE' };

describe('checkJoseHeaders (A2A §8.4.3 step 2, harness header policy)', () => {
  const rejects: Array<{ id: string; prot: JsonObject; unprot?: JsonObject; code: string }> = [
    {
      id: 'A10 same name in both headers',
      prot: base,
      unprot: { typ: 'JOSE' },
      code: 'SIG_MALFORMED',
    },
    { id: 'A4 alg missing', prot: { kid: 'k1' }, code: 'SIG_HEADER_MISSING_ALG_OR_KID' },
    { id: 'A4 alg empty', prot: { alg: '', kid: 'k1' }, code: 'SIG_HEADER_MISSING_ALG_OR_KID' },
    {
      id: 'A4 alg not a string',
      prot: { alg: 256, kid: 'k1' },
      code: 'SIG_HEADER_MISSING_ALG_OR_KID',
    },
    { id: 'A4 kid missing', prot: { alg: 'ES256' }, code: 'SIG_HEADER_MISSING_ALG_OR_KID' },
    {
      id: 'A4 alg/kid only unprotected',
      prot: { typ: 'JOSE' },
      unprot: { alg: 'ES256', kid: 'k1' },
      code: 'SIG_HEADER_MISSING_ALG_OR_KID',
    },
    {
      id: 'B1 kid not a string',
      prot: { alg: 'ES256', kid: ['k1'] },
      code: 'SIG_HEADER_MISSING_ALG_OR_KID',
    },
    // `alg`/`kid` must be protected, so a second copy in `header` always collides (A10 wins).
    {
      id: 'A11 kid also unprotected (MITM swap)',
      prot: base,
      unprot: { kid: 'attacker' },
      code: 'SIG_MALFORMED',
    },
    { id: 'A11 alg also unprotected', prot: base, unprot: { alg: 'HS256' }, code: 'SIG_MALFORMED' },
    ...['jku', 'jwk', 'x5u', 'x5c', 'crit', 'b64'].map((n) => ({
      id: `A11 "${n}" unprotected`,
      prot: base,
      unprot: { [n]: 'x' },
      code: 'SIG_UNPROTECTED_KEY_HINT',
    })),
    {
      id: 'A5 crit unknown',
      prot: { ...base, crit: ['x-unknown'], 'x-unknown': 1 },
      code: 'SIG_CRIT_UNSUPPORTED',
    },
    { id: 'A6 crit empty', prot: { ...base, crit: [] }, code: 'SIG_CRIT_UNSUPPORTED' },
    {
      id: 'A7 b64:false with crit',
      prot: { ...base, b64: false, crit: ['b64'] },
      code: 'SIG_CRIT_UNSUPPORTED',
    },
    {
      id: 'A7b b64:false without crit',
      prot: { ...base, b64: false },
      code: 'SIG_CRIT_UNSUPPORTED',
    },
    { id: 'A1 alg none', prot: { alg: 'none', kid: 'k1' }, code: 'SIG_ALG_NOT_ALLOWED' },
    { id: 'A2 alg HS256', prot: { alg: 'HS256', kid: 'k1' }, code: 'SIG_ALG_NOT_ALLOWED' },
    { id: 'A3 alg ES384', prot: { alg: 'ES384', kid: 'k1' }, code: 'SIG_ALG_NOT_ALLOWED' },
    {
      id: 'A3 alg case variant es256',
      prot: { alg: 'es256', kid: 'k1' },
      code: 'SIG_ALG_NOT_ALLOWED',
    },
    { id: 'B3 embedded jwk', prot: { ...base, jwk: { kty: 'EC' } }, code: 'SIG_EMBEDDED_JWK' },
    { id: 'B4 x5c', prot: { ...base, x5c: ['MIIB'] }, code: 'SIG_EMBEDDED_JWK' },
    {
      id: 'B4 x5u',
      prot: { ...base, x5u: 'https://agent.example/c.pem' },
      code: 'SIG_EMBEDDED_JWK',
    },
    {
      id: 'B2 jku elsewhere',
      prot: { ...base, jku: 'https://evil.example/jwks.json' },
      code: 'SIG_JKU_NOT_ALLOWED',
    },
    { id: 'B2 jku not a string', prot: { ...base, jku: 7 }, code: 'SIG_JKU_NOT_ALLOWED' },
  ];

  it.each(rejects)('$id → $code', ({ prot, unprot, code }) => {
    const out = checkJoseHeaders(prot, unprot, policy);
    expect(out.ok ? 'ok' : out.code).toBe(code);
  });

  it('accepts a conforming header and returns only protected values', () => {
    const out = checkJoseHeaders(
      { ...base, jku: 'https://agent.example/jwks.json' },
      { note: 'x' },
      policy,
    );
    expect(out).toEqual({
      ok: true,
      value: {
        alg: 'ES256',
        kid: 'k1',
        typ: 'JOSE',
        jku: 'https://agent.example/jwks.json',
        notes: [],
      },
    });
  });

  it.each([
    ['typ missing', { alg: 'ES256', kid: 'k1' }],
    ['typ JWT', { alg: 'ES256', kid: 'k1', typ: 'JWT' }],
  ])('A12 %s → accepted with a TYP_NOT_JOSE note', (_t, prot) => {
    const out = checkJoseHeaders(prot, undefined, policy);
    expect(out.ok && out.value.notes).toEqual(['TYP_NOT_JOSE']);
  });
});

describe('isJkuAllowed (B2, B2b)', () => {
  const allowed = ['https://agent.example', 'http://127.0.0.1:8080'];
  it.each([
    ['https://agent.example/.well-known/jwks.json', true],
    ['https://AGENT.example:443/jwks', true],
    ['http://127.0.0.1:8080/jwks', true],
    ['http://agent.example/jwks', false],
    ['https://agent.example:8443/jwks', false],
    ['https://agent.example@evil.example/jwks', false],
    ['https://agent.example.evil.example/jwks', false],
    ['file:///etc/passwd', false],
    ['http://169.254.169.254/latest/meta-data', false],
    ['https://[::1]/jwks', false],
    ['https://2130706433/jwks', false],
    ['https://xn--agnt-era.example/jwks', false],
    ['not a url', false],
    ['', false],
  ])('%s → %s', (jku, expected) => {
    expect(isJkuAllowed(jku, allowed)).toBe(expected);
  });
});
