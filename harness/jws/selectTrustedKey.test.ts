import { describe, expect, it } from 'vitest';
import type { Jwks, PublicJwk } from '../vocabulary/index.ts';
import { selectTrustedKey } from './selectTrustedKey.ts';

// Shapes only: this step never does crypto, so coordinates need not be on the curve.
const ec = (kid: string, extra: Partial<PublicJwk> = {}): PublicJwk => ({
  kty: 'EC',
  crv: 'P-256',
  x: 'AA',
  y: 'AA',
  kid,
  ...extra,
});

describe('selectTrustedKey (A2A §8.4.3 steps 2–3)', () => {
  const rows: Array<{
    id: string;
    kid: string;
    alg?: string;
    keys: PublicJwk[];
    revoked?: string[];
    code: string;
  }> = [
    { id: 'match', kid: 'k1', keys: [ec('k1'), ec('k2')], code: 'ok' },
    {
      id: 'B1 path traversal kid',
      kid: '../../../../dev/null',
      keys: [ec('k1')],
      code: 'SIG_KEY_NOT_TRUSTED',
    },
    { id: 'B1 SQL-ish kid', kid: "' OR '1'='1", keys: [ec('k1')], code: 'SIG_KEY_NOT_TRUSTED' },
    { id: 'B1 CRLF/NUL kid', kid: 'k1\r\n\u0000', keys: [ec('k1')], code: 'SIG_KEY_NOT_TRUSTED' },
    { id: 'B1 1 MB kid', kid: 'k'.repeat(1 << 20), keys: [ec('k1')], code: 'SIG_KEY_NOT_TRUSTED' },
    { id: 'B1 case variant', kid: 'K1', keys: [ec('k1')], code: 'SIG_KEY_NOT_TRUSTED' },
    {
      id: 'B5 P-384 key for ES256',
      kid: 'k1',
      keys: [ec('k1', { crv: 'P-384' })],
      code: 'SIG_KEY_NOT_TRUSTED',
    },
    {
      id: 'B5 RSA key for ES256',
      kid: 'k1',
      keys: [{ kty: 'RSA', n: 'AQAB', e: 'AQAB', kid: 'k1' }],
      code: 'SIG_KEY_NOT_TRUSTED',
    },
    { id: 'B5 private JWK', kid: 'k1', keys: [ec('k1', { d: 'AA' })], code: 'SIG_KEY_NOT_TRUSTED' },
    { id: 'B5 use enc', kid: 'k1', keys: [ec('k1', { use: 'enc' })], code: 'SIG_KEY_NOT_TRUSTED' },
    {
      id: 'B5 key_ops sign only',
      kid: 'k1',
      keys: [ec('k1', { key_ops: ['sign'] })],
      code: 'SIG_KEY_NOT_TRUSTED',
    },
    {
      id: 'B5 JWK alg differs',
      kid: 'k1',
      keys: [ec('k1', { alg: 'ES384' })],
      code: 'SIG_KEY_NOT_TRUSTED',
    },
    {
      id: 'B5 use sig, key_ops verify, alg ES256',
      kid: 'k1',
      keys: [ec('k1', { use: 'sig', key_ops: ['verify'], alg: 'ES256' })],
      code: 'ok',
    },
    {
      id: 'B6 two keys share the kid',
      kid: 'k1',
      keys: [ec('k1'), ec('k1')],
      code: 'SIG_KEY_NOT_TRUSTED',
    },
    {
      id: 'B6 keys without kid',
      kid: 'k1',
      keys: [{ kty: 'EC', crv: 'P-256', x: 'AA', y: 'AA' }],
      code: 'SIG_KEY_NOT_TRUSTED',
    },
    {
      id: 'B6 oct key under the kid',
      kid: 'k1',
      alg: 'HS256',
      keys: [{ kty: 'oct', k: 'c2VjcmV0', kid: 'k1' }],
      code: 'SIG_KEY_NOT_TRUSTED',
    },
    { id: 'B7 revoked kid', kid: 'k1', keys: [ec('k1')], revoked: ['k1'], code: 'SIG_KEY_REVOKED' },
    {
      id: 'B8 key of another agent',
      kid: 'other-agent',
      keys: [ec('k1')],
      code: 'SIG_KEY_NOT_TRUSTED',
    },
    { id: 'empty key set', kid: 'k1', keys: [], code: 'SIG_KEY_NOT_TRUSTED' },
  ];

  it.each(rows)('$id → $code', ({ kid, alg, keys, revoked, code }) => {
    const jwks: Jwks = { keys };
    const out = selectTrustedKey(kid, alg ?? 'ES256', jwks, revoked ?? []);
    expect(out.ok ? 'ok' : out.code).toBe(code);
    if (out.ok) expect(out.value).toBe(keys[0]);
  });

  it('keeps the message short for a 1 MB kid', () => {
    const out = selectTrustedKey('k'.repeat(1 << 20), 'ES256', { keys: [] }, []);
    expect(!out.ok && out.message.length).toBeLessThan(300);
  });
});
