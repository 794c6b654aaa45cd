import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicJwk } from '../vocabulary/index.ts';
import type { JsonObject } from '../json/JsonValue.ts';
import {
  type TestKey,
  b64Text,
  baseCard,
  makeKey,
  optionsFor,
  rawEntry,
  withEntries,
} from './_fixtures/fixtures.ts';
import { encodeBase64url } from './base64url.ts';
import { P256_ORDER, highSTwin, p1363FromIntegers, p1363ToDer } from './ecdsaP256.ts';
import { craftSignatureEntry, jwsSigningInput, signHs256Raw } from './rawSigners.ts';
import { signCard } from './signCard.ts';
import type { VerifyCardOptions } from './types.ts';
import { verifyCardSignatures } from './verifyCardSignatures.ts';

/**
 * Security catalogue groups A, B, C and E (../shared/reference/security-catalogue.md), one row
 * per case, each built as a full card and judged by `verifyCardSignatures`. Negative vectors
 * come from the raw WebCrypto signer (catalogue §3.3) so that each one is validly signed over
 * its exact bytes: the rejection is the policy's doing, not a broken signature's.
 */

interface Ctx {
  k1: TestKey; // trusted ES256
  attacker: TestKey; // ES256, same kid "k1", not trusted
  other: TestKey; // ES256, trusted for another agent only
  k384: TestKey; // trusted ES384
  rsa: TestKey; // trusted RS256
  trusted: PublicJwk[];
}

interface Row {
  id: string;
  title: string;
  build: (c: Ctx) => Promise<JsonObject>;
  options?: (c: Ctx) => Partial<VerifyCardOptions>;
  state: 'valid' | 'invalid' | 'absent';
  /** Verdict code; null for a valid card. */
  code: string | null;
  /** Per-entry codes ('ok' when verified); defaults to [code ?? 'ok']. */
  entries?: string[];
  verifiedIndex?: number;
  notes?: string[];
}

const card = baseCard();
const H = '{"alg":"ES256","kid":"k1","typ":"JOSE"}';
const one = async (entry: Promise<JsonObject>) => withEntries(card, await entry);
const sig = (c: Ctx, protectedText: string, opts?: Parameters<typeof rawEntry>[3]) =>
  one(rawEntry(card, c.k1, protectedText, opts));
const signedBy = async (key: TestKey, alg: string, target: JsonObject = card) =>
  (
    (
      await signCard(target, {
        privateJwk: key.privateJwk,
        protectedHeader: { alg, kid: key.kid },
        canonicalization: 'jcs-emitted',
      })
    )['signatures'] as JsonObject[]
  )[0]!;
const tamperedEntry = (key: TestKey) => signedBy(key, 'ES256', { ...card, name: 'Other' });

const groupA: Row[] = [
  {
    id: 'A1',
    title: 'alg none with an empty signature',
    state: 'invalid',
    code: 'SIG_ALG_NOT_ALLOWED',
    build: () =>
      one(
        Promise.resolve(
          craftSignatureEntry({
            protectedB64: b64Text('{"alg":"none","kid":"k1"}'),
            signature: '',
          }),
        ),
      ),
  },
  {
    id: 'A1',
    title: 'alg none even when a policy lists it (no key fits none)',
    state: 'invalid',
    code: 'SIG_KEY_NOT_TRUSTED',
    build: () =>
      one(
        Promise.resolve(
          craftSignatureEntry({
            protectedB64: b64Text('{"alg":"none","kid":"k1"}'),
            signature: '',
          }),
        ),
      ),
    options: () => ({ algorithms: ['ES256', 'none'] }),
  },
  {
    id: 'A2',
    title: 'HS256 keyed with the public JWK text',
    state: 'invalid',
    code: 'SIG_ALG_NOT_ALLOWED',
    build: async (c) => {
      const protectedB64 = b64Text('{"alg":"HS256","kid":"k1"}');
      const mac = await signHs256Raw(
        new TextEncoder().encode(JSON.stringify(c.k1.publicJwk)),
        jwsSigningInput(protectedB64, JSON.stringify(card)),
      );
      return withEntries(card, craftSignatureEntry({ protectedB64, signature: mac }));
    },
  },
  {
    id: 'A2',
    title: 'HS256 allowed by policy still finds no usable key',
    state: 'invalid',
    code: 'SIG_KEY_NOT_TRUSTED',
    build: async (c) => {
      const protectedB64 = b64Text('{"alg":"HS256","kid":"k1"}');
      const mac = await signHs256Raw(
        new TextEncoder().encode(JSON.stringify(c.k1.publicJwk)),
        jwsSigningInput(protectedB64, JSON.stringify(card)),
      );
      return withEntries(card, craftSignatureEntry({ protectedB64, signature: mac }));
    },
    options: () => ({ algorithms: ['ES256', 'HS256'] }),
  },
  {
    id: 'A3',
    title: 'ES384 with a trusted P-384 key, outside the allow-list',
    state: 'invalid',
    code: 'SIG_ALG_NOT_ALLOWED',
    build: async (c) => withEntries(card, await signedBy(c.k384, 'ES384')),
  },
  {
    id: 'A3',
    title: 'control: the same card passes once ES384 is allowed',
    state: 'valid',
    code: null,
    verifiedIndex: 0,
    build: async (c) => withEntries(card, await signedBy(c.k384, 'ES384')),
    options: () => ({ algorithms: ['ES256', 'ES384'] }),
  },
  {
    id: 'A4',
    title: 'alg only in the unprotected header',
    state: 'invalid',
    code: 'SIG_HEADER_MISSING_ALG_OR_KID',
    build: (c) => sig(c, '{"kid":"k1"}', { header: { alg: 'ES256' } }),
  },
  {
    id: 'A4',
    title: 'kid only in the unprotected header',
    state: 'invalid',
    code: 'SIG_HEADER_MISSING_ALG_OR_KID',
    build: (c) => sig(c, '{"alg":"ES256"}', { header: { kid: 'k1' } }),
  },
  {
    id: 'A4',
    title: 'alg empty',
    state: 'invalid',
    code: 'SIG_HEADER_MISSING_ALG_OR_KID',
    build: (c) => sig(c, '{"alg":"","kid":"k1"}'),
  },
  {
    id: 'A5',
    title: 'crit names an unknown, present parameter',
    state: 'invalid',
    code: 'SIG_CRIT_UNSUPPORTED',
    build: (c) => sig(c, '{"alg":"ES256","kid":"k1","crit":["x-unknown"],"x-unknown":1}'),
  },
  {
    id: 'A6',
    title: 'crit empty',
    state: 'invalid',
    code: 'SIG_CRIT_UNSUPPORTED',
    build: (c) => sig(c, '{"alg":"ES256","kid":"k1","crit":[]}'),
  },
  {
    id: 'A6',
    title: 'crit names alg',
    state: 'invalid',
    code: 'SIG_CRIT_UNSUPPORTED',
    build: (c) => sig(c, '{"alg":"ES256","kid":"k1","crit":["alg"]}'),
  },
  {
    id: 'A6',
    title: 'crit in the unprotected header',
    state: 'invalid',
    code: 'SIG_UNPROTECTED_KEY_HINT',
    build: (c) => sig(c, H, { header: { crit: ['x'] } }),
  },
  {
    id: 'A7',
    title: 'b64:false with crit [b64]',
    state: 'invalid',
    code: 'SIG_CRIT_UNSUPPORTED',
    build: (c) => sig(c, '{"alg":"ES256","kid":"k1","b64":false,"crit":["b64"]}'),
  },
  {
    id: 'A7b',
    title: 'b64:false without crit (jose ignores it)',
    state: 'invalid',
    code: 'SIG_CRIT_UNSUPPORTED',
    build: (c) => sig(c, '{"alg":"ES256","kid":"k1","b64":false}'),
  },
  {
    id: 'A8',
    title: 'duplicate kid in the protected header (validly signed)',
    state: 'invalid',
    code: 'SIG_MALFORMED',
    build: (c) => sig(c, '{"alg":"ES256","kid":"zz","kid":"k1"}'),
  },
  {
    id: 'A8',
    title: 'duplicate alg',
    state: 'invalid',
    code: 'SIG_MALFORMED',
    build: (c) => sig(c, '{"alg":"ES512","alg":"ES256","kid":"k1"}'),
  },
  {
    id: 'A9',
    title: 'protected with "=" padding, signed over that exact text',
    state: 'invalid',
    code: 'SIG_MALFORMED',
    build: (c) => sig(c, '', { protectedB64: `${b64Text('{"alg":"ES256","kid":"k1"}')}=` }),
  },
  {
    id: 'A9',
    title: 'protected with a UTF-8 BOM',
    state: 'invalid',
    code: 'SIG_MALFORMED',
    build: (c) => sig(c, '', { protectedB64: b64Text(`\ufeff${H}`) }),
  },
  {
    id: 'A9',
    title: 'protected is a JSON array',
    state: 'invalid',
    code: 'SIG_MALFORMED',
    build: (c) => sig(c, '["ES256","k1"]'),
  },
  {
    id: 'A10',
    title: 'typ in both headers',
    state: 'invalid',
    code: 'SIG_MALFORMED',
    build: (c) => sig(c, H, { header: { typ: 'JOSE' } }),
  },
  {
    id: 'A11',
    title: 'kid swapped in the unprotected header',
    state: 'invalid',
    code: 'SIG_MALFORMED',
    build: (c) => sig(c, H, { header: { kid: 'attacker' } }),
  },
  {
    id: 'A11',
    title: 'jku in the unprotected header',
    state: 'invalid',
    code: 'SIG_UNPROTECTED_KEY_HINT',
    build: (c) => sig(c, H, { header: { jku: 'https://agent.example/jwks.json' } }),
  },
  {
    id: 'A11',
    title: 'jwk in the unprotected header',
    state: 'invalid',
    code: 'SIG_UNPROTECTED_KEY_HINT',
    build: (c) => sig(c, H, { header: { jwk: c.k1.publicJwk as JsonObject } }),
  },
  {
    id: 'A11',
    title: 'x5c in the unprotected header',
    state: 'invalid',
    code: 'SIG_UNPROTECTED_KEY_HINT',
    build: (c) => sig(c, H, { header: { x5c: ['MIIB'] } }),
  },
  {
    id: 'A12',
    title: 'typ missing: accepted with a note',
    state: 'valid',
    code: null,
    verifiedIndex: 0,
    notes: ['TYP_NOT_JOSE'],
    build: (c) => sig(c, '{"alg":"ES256","kid":"k1"}'),
  },
  {
    id: 'A12',
    title: 'typ JWT: accepted with a note',
    state: 'valid',
    code: null,
    verifiedIndex: 0,
    notes: ['TYP_NOT_JOSE'],
    build: (c) => sig(c, '{"alg":"ES256","kid":"k1","typ":"JWT"}'),
  },
];

const groupB: Row[] = [
  {
    id: 'B1',
    title: 'kid path traversal',
    state: 'invalid',
    code: 'SIG_KEY_NOT_TRUSTED',
    build: (c) => sig(c, '{"alg":"ES256","kid":"../../../../dev/null"}'),
  },
  {
    id: 'B1',
    title: 'kid with CR/LF and NUL',
    state: 'invalid',
    code: 'SIG_KEY_NOT_TRUSTED',
    build: (c) => sig(c, '{"alg":"ES256","kid":"k1\\r\\n\\u0000"}'),
  },
  {
    id: 'B1',
    title: 'kid as a number',
    state: 'invalid',
    code: 'SIG_HEADER_MISSING_ALG_OR_KID',
    build: (c) => sig(c, '{"alg":"ES256","kid":1}'),
  },
  {
    id: 'B2',
    title: 'attacker key behind an attacker jku',
    state: 'invalid',
    code: 'SIG_JKU_NOT_ALLOWED',
    build: (c) =>
      one(
        rawEntry(
          card,
          c.attacker,
          '{"alg":"ES256","kid":"k1","jku":"https://evil.example/jwks.json"}',
        ),
      ),
  },
  {
    id: 'B2',
    title: 'attacker key, jku on the allowed origin: key still comes from the trusted set',
    state: 'invalid',
    code: 'SIG_INVALID',
    build: (c) =>
      one(
        rawEntry(
          card,
          c.attacker,
          '{"alg":"ES256","kid":"k1","jku":"https://agent.example/jwks.json"}',
        ),
      ),
  },
  {
    id: 'B2b',
    title: 'jku userinfo trick https://agent.example@evil.example/',
    state: 'invalid',
    code: 'SIG_JKU_NOT_ALLOWED',
    build: (c) =>
      sig(c, '{"alg":"ES256","kid":"k1","jku":"https://agent.example@evil.example/jwks.json"}'),
  },
  {
    id: 'B3',
    title: 'self-signed card with an embedded jwk',
    state: 'invalid',
    code: 'SIG_EMBEDDED_JWK',
    build: (c) =>
      one(
        rawEntry(
          card,
          c.attacker,
          JSON.stringify({ alg: 'ES256', kid: 'k1', jwk: c.attacker.publicJwk }),
        ),
      ),
  },
  {
    id: 'B4',
    title: 'x5c chain in the protected header',
    state: 'invalid',
    code: 'SIG_EMBEDDED_JWK',
    build: (c) => sig(c, '{"alg":"ES256","kid":"k1","x5c":["MIIBszCCAVmgAwIBAgIU"]}'),
  },
  {
    id: 'B4',
    title: 'x5u in the protected header',
    state: 'invalid',
    code: 'SIG_EMBEDDED_JWK',
    build: (c) => sig(c, '{"alg":"ES256","kid":"k1","x5u":"https://agent.example/chain.pem"}'),
  },
  {
    id: 'B5',
    title: 'trusted kid maps to a P-384 key',
    state: 'invalid',
    code: 'SIG_KEY_NOT_TRUSTED',
    build: (c) => sig(c, H),
    options: (c) => ({ jwks: { keys: [{ ...c.k384.publicJwk, kid: 'k1' }] } }),
  },
  {
    id: 'B5',
    title: 'trusted key is off the curve',
    state: 'invalid',
    code: 'SIG_INVALID',
    build: (c) => sig(c, H),
    options: (c) => ({ jwks: { keys: [{ ...c.k1.publicJwk, y: c.k1.publicJwk.x }] } }),
  },
  {
    id: 'B6',
    title: 'two trusted keys share the kid',
    state: 'invalid',
    code: 'SIG_KEY_NOT_TRUSTED',
    build: (c) => sig(c, H),
    options: (c) => ({ jwks: { keys: [c.k1.publicJwk, { ...c.attacker.publicJwk, kid: 'k1' }] } }),
  },
  {
    id: 'B7',
    title: 'revoked kid',
    state: 'invalid',
    code: 'SIG_KEY_REVOKED',
    build: (c) => sig(c, H),
    options: () => ({ revokedKids: ['k1'] }),
  },
  {
    id: 'B8',
    title: 'valid signature by a key trusted for another agent',
    state: 'invalid',
    code: 'SIG_KEY_NOT_TRUSTED',
    build: async (c) => withEntries(card, await signedBy(c.other, 'ES256')),
  },
];

const replaceFirst = (s: string, ch: string) => ch + s.slice(1);
const ALPHA = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const withSpareBits = (s: string) => s.slice(0, -1) + ALPHA[ALPHA.indexOf(s.at(-1)!) | 1]!;

const groupC: Row[] = [
  {
    id: 'C1',
    title: 'DER signature',
    state: 'invalid',
    code: 'SIG_INVALID',
    build: (c) => sig(c, H, { mutate: p1363ToDer }),
  },
  {
    id: 'C2',
    title: 'truncated to 63 bytes',
    state: 'invalid',
    code: 'SIG_INVALID',
    build: (c) => sig(c, H, { mutate: (s) => s.slice(0, 63) }),
  },
  {
    id: 'C2',
    title: 'extended to 65 bytes',
    state: 'invalid',
    code: 'SIG_INVALID',
    build: (c) => sig(c, H, { mutate: (s) => new Uint8Array([...s, 0]) }),
  },
  {
    id: 'C2',
    title: 'empty',
    state: 'invalid',
    code: 'SIG_INVALID',
    build: (c) => sig(c, H, { mutate: () => '' }),
  },
  {
    id: 'C2',
    title: 'one base64url character removed',
    state: 'invalid',
    code: 'SIG_MALFORMED',
    build: (c) => sig(c, H, { mutate: (s) => encodeBase64url(s).slice(0, -1) }),
  },
  {
    id: 'C2',
    title: 'one base64url character added',
    state: 'invalid',
    code: 'SIG_INVALID',
    build: (c) => sig(c, H, { mutate: (s) => `${encodeBase64url(s)}A` }),
  },
  {
    id: 'C3',
    title: 'r = s = 0',
    state: 'invalid',
    code: 'SIG_INVALID',
    build: (c) => sig(c, H, { mutate: () => new Uint8Array(64) }),
  },
  {
    id: 'C3',
    title: 'r = n',
    state: 'invalid',
    code: 'SIG_INVALID',
    build: (c) =>
      sig(c, H, {
        mutate: (s) =>
          new Uint8Array([...p1363FromIntegers(P256_ORDER, 1n).slice(0, 32), ...s.slice(32)]),
      }),
  },
  {
    id: 'C3',
    title: 's = n',
    state: 'invalid',
    code: 'SIG_INVALID',
    build: (c) =>
      sig(c, H, {
        mutate: (s) =>
          new Uint8Array([...s.slice(0, 32), ...p1363FromIntegers(1n, P256_ORDER).slice(32)]),
      }),
  },
  {
    id: 'C3',
    title: 'r = 2^256 − 1 (> n)',
    state: 'invalid',
    code: 'SIG_INVALID',
    build: (c) =>
      sig(c, H, {
        mutate: (s) => new Uint8Array([...new Uint8Array(32).fill(0xff), ...s.slice(32)]),
      }),
  },
  {
    id: 'C4',
    title: 'high-S twin (r, n − s) is accepted',
    state: 'valid',
    code: null,
    verifiedIndex: 0,
    build: (c) => sig(c, H, { mutate: highSTwin }),
  },
  {
    id: 'C5',
    title: '"==" padding',
    state: 'invalid',
    code: 'SIG_MALFORMED',
    build: (c) => sig(c, H, { mutate: (s) => `${encodeBase64url(s)}==` }),
  },
  {
    id: 'C5',
    title: 'embedded whitespace',
    state: 'invalid',
    code: 'SIG_MALFORMED',
    build: (c) =>
      sig(c, H, {
        mutate: (s) => `${encodeBase64url(s).slice(0, 40)} ${encodeBase64url(s).slice(40)}`,
      }),
  },
  {
    id: 'C5',
    title: 'non-zero spare bits in the last character',
    state: 'invalid',
    code: 'SIG_MALFORMED',
    build: (c) => sig(c, H, { mutate: (s) => withSpareBits(encodeBase64url(s)) }),
  },
  {
    id: 'C5',
    title: '"+" from the standard alphabet',
    state: 'invalid',
    code: 'SIG_MALFORMED',
    build: (c) => sig(c, H, { mutate: (s) => replaceFirst(encodeBase64url(s), '+') }),
  },
  {
    id: 'C6',
    title: 'signature is a number',
    state: 'invalid',
    code: 'SIG_MALFORMED',
    build: async () => withEntries(card, { protected: b64Text(H), signature: 12 }),
  },
  {
    id: 'C6',
    title: 'signature is an object',
    state: 'invalid',
    code: 'SIG_MALFORMED',
    build: async () => withEntries(card, { protected: b64Text(H), signature: {} }),
  },
  {
    id: 'C6',
    title: 'signature is null',
    state: 'invalid',
    code: 'SIG_MALFORMED',
    build: async () => withEntries(card, { protected: b64Text(H), signature: null }),
  },
];

const groupE: Row[] = [
  {
    id: 'E1',
    title: 'tampered then valid: valid, and only entry 1 is trusted',
    state: 'valid',
    code: null,
    verifiedIndex: 1,
    entries: ['SIG_INVALID', 'ok'],
    build: async (c) => withEntries(card, await tamperedEntry(c.k1), await signedBy(c.k1, 'ES256')),
  },
  {
    id: 'E1',
    title: 'valid then garbage',
    state: 'valid',
    code: null,
    verifiedIndex: 0,
    entries: ['ok', 'SIG_MALFORMED'],
    build: async (c) =>
      withEntries(card, await signedBy(c.k1, 'ES256'), { protected: 'x', signature: 'y' }),
  },
  {
    id: 'E2',
    title: 'valid by an untrusted key plus invalid by the trusted key',
    state: 'invalid',
    code: 'SIG_KEY_NOT_TRUSTED',
    entries: ['SIG_KEY_NOT_TRUSTED', 'SIG_INVALID'],
    build: async (c) =>
      withEntries(card, await signedBy(c.other, 'ES256'), await tamperedEntry(c.k1)),
  },
  {
    id: 'E3',
    title: 'signatures: []',
    state: 'absent',
    code: 'SIG_ABSENT',
    entries: [],
    build: async () => withEntries(card),
  },
  {
    id: 'E3',
    title: 'signatures absent',
    state: 'absent',
    code: 'SIG_ABSENT',
    entries: [],
    build: async () => card,
  },
  {
    id: 'E3',
    title: 'every entry invalid',
    state: 'invalid',
    code: 'SIG_INVALID',
    entries: ['SIG_INVALID', 'SIG_INVALID'],
    build: async (c) => withEntries(card, await tamperedEntry(c.k1), await tamperedEntry(c.k1)),
  },
  {
    id: 'E4',
    title: 'malformed entries mixed with a valid one',
    state: 'valid',
    code: null,
    verifiedIndex: 5,
    entries: [
      'SIG_MALFORMED',
      'SIG_MALFORMED',
      'SIG_MALFORMED',
      'SIG_MALFORMED',
      'SIG_MALFORMED',
      'ok',
    ],
    build: async (c) =>
      withEntries(
        card,
        null,
        'eyJhbGciOiJFUzI1NiJ9..AA',
        { signature: 'AA' },
        { protected: b64Text(H) },
        { protected: b64Text(H), signature: 'AA', header: 'kid=k1' },
        await signedBy(c.k1, 'ES256'),
      ),
  },
  {
    id: 'E5',
    title: 'ES256 entry stripped, RS256 left outside the policy',
    state: 'invalid',
    code: 'SIG_ALG_NOT_ALLOWED',
    build: async (c) => withEntries(card, await signedBy(c.rsa, 'RS256')),
  },
  {
    id: 'E5',
    title: 'control: with both entries the ES256 one verifies',
    state: 'valid',
    code: null,
    verifiedIndex: 1,
    entries: ['SIG_ALG_NOT_ALLOWED', 'ok'],
    build: async (c) =>
      withEntries(card, await signedBy(c.rsa, 'RS256'), await signedBy(c.k1, 'ES256')),
  },
];

let ctx: Ctx;
beforeAll(async () => {
  const [k1, attacker, other, k384, rsa] = await Promise.all([
    makeKey('k1'),
    makeKey('k1'),
    makeKey('other-agent'),
    makeKey('k384', 'ES384'),
    makeKey('rsa1', 'RS256'),
  ]);
  ctx = { k1, attacker, other, k384, rsa, trusted: [k1.publicJwk, k384.publicJwk, rsa.publicJwk] };
});

describe.each([
  ['A: algorithm and JOSE header', groupA],
  ['B: key discovery and trust (local key set)', groupB],
  ['C: signature value (ES256)', groupC],
  ['E: multiple signatures', groupE],
])('security catalogue %s', (_group, rows) => {
  it.each(rows)('$id $title → $state $code', async (row) => {
    // Arrange
    const input = await row.build(ctx);
    const options = optionsFor(ctx.trusted, row.options?.(ctx) ?? {});
    // Act
    const verdict = await verifyCardSignatures(input, options);
    // Assert
    expect({
      state: verdict.state,
      code: verdict.code ?? null,
      entries: verdict.entries.map((e) => e.code ?? 'ok'),
      verifiedIndex: verdict.verifiedIndex,
    }).toEqual({
      state: row.state,
      code: row.code,
      entries: row.entries ?? [row.code ?? 'ok'],
      verifiedIndex: row.verifiedIndex,
    });
    if (row.state === 'valid') {
      const trusted = verdict.entries[row.verifiedIndex!]!;
      expect(verdict.verifiedKid).toBe(trusted.kid);
      expect(trusted.notes).toEqual(row.notes);
    }
  });
});
