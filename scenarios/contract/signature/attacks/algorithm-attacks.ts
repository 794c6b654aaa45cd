import type { JsonObject } from '../../../../harness/json/JsonValue.ts';
import {
  craftSignatureEntry,
  encodeBase64url,
  jwsSigningInput,
  signCard,
  signHs256Raw,
} from '../../../../harness/jws/index.ts';
import { canonicalizeCard } from '../../../../harness/canon/index.ts';
import type { CaseContext } from '../../../core/CaseContext.ts';
import { type AttackCase, attackCase } from './attackCase.ts';
import { attackKeys } from './_internals/attackKeys.ts';
import {
  type SignatureMutation,
  attackCard,
  attackParams,
  emitWith,
  rawEntry,
} from './_internals/vectors.ts';

/**
 * Security catalogue group A: the algorithm and the JOSE header. Every vector is validly signed
 * over its exact bytes by a trusted key (or MACed with the trusted public key's text), so a
 * refusal is the policy's doing, not a broken signature's. Signed under `a2a-1.0`, the form a
 * signature-only SDK computes, so that its crypto succeeds and only its policy is on trial.
 */
const MODE = 'a2a-1.0' as const;
const card = attackCard();
const header = (fields: Record<string, unknown>): string => JSON.stringify(fields);

/** One raw-signed entry by the trusted attack key, served with that key trusted. */
function trustedRaw(
  protectedText: (kid: string) => string,
  opts: { header?: (kid: string) => JsonObject; mutate?: SignatureMutation } = {},
) {
  return async (ctx: CaseContext) => {
    const { trusted } = await attackKeys();
    const extra = opts.header?.(trusted.kid);
    const entry = await rawEntry(card, trusted, protectedText(trusted.kid), MODE, {
      ...(extra === undefined ? {} : { header: extra }),
      ...(opts.mutate === undefined ? {} : { mutate: opts.mutate }),
    });
    return attackParams(ctx, emitWith(card, entry), { canonicalization: MODE }, [
      trusted.publicJwk,
    ]);
  };
}

export const algorithmAttacks: AttackCase[] = [
  attackCase({
    id: 'attack-a1-alg-none',
    rule: 'XV-SIG-002',
    catalogue: 'A1',
    source: 'RFC 7518 §3.6; RFC 8725 §2.1; CVE-2022-23540',
    about: 'an Unsecured JWS (alg "none", empty signature) naming a trusted kid is refused',
    canonicalization: MODE,
    expected: { admitted: false, stage: 'signature', code: 'SIG_ALG_NOT_ALLOWED' },
    async build(ctx) {
      const { trusted } = await attackKeys();
      const entry = craftSignatureEntry({
        protectedB64: encodeBase64url(header({ alg: 'none', kid: trusted.kid })),
        signature: '',
      });
      return attackParams(ctx, emitWith(card, entry), { canonicalization: MODE }, [
        trusted.publicJwk,
      ]);
    },
  }),
  attackCase({
    id: 'attack-a2-hs256-public-key',
    rule: 'XV-SIG-002',
    catalogue: 'A2',
    source: 'RFC 8725 §2.1, §3.1; CVE-2015-9235; CVE-2016-10555; CVE-2017-11424',
    about: 'HS256 keyed with the text of the trusted public JWK (algorithm confusion) is refused',
    canonicalization: MODE,
    expected: { admitted: false, stage: 'signature', code: 'SIG_ALG_NOT_ALLOWED' },
    async build(ctx) {
      const { trusted } = await attackKeys();
      const protectedB64 = encodeBase64url(header({ alg: 'HS256', kid: trusted.kid }));
      const mac = await signHs256Raw(
        new TextEncoder().encode(JSON.stringify(trusted.publicJwk)),
        jwsSigningInput(protectedB64, canonicalizeCard(card, MODE)),
      );
      const entry = craftSignatureEntry({ protectedB64, signature: mac });
      return attackParams(ctx, emitWith(card, entry), { canonicalization: MODE }, [
        trusted.publicJwk,
      ]);
    },
  }),
  attackCase({
    id: 'attack-a3-es384-off-allow-list',
    rule: 'XV-SIG-002',
    catalogue: 'A3',
    source: 'RFC 7515 §5.2; RFC 8725 §3.1-3.2',
    about:
      'a valid ES384 signature by a trusted P-384 key is refused: ES384 is not on the allow-list [ES256]',
    canonicalization: MODE,
    expected: { admitted: false, stage: 'signature', code: 'SIG_ALG_NOT_ALLOWED' },
    async build(ctx) {
      const { p384 } = await attackKeys();
      const signed = await signCard(card, {
        privateJwk: p384.privateJwk,
        protectedHeader: { alg: 'ES384', kid: p384.kid },
        canonicalization: MODE,
      });
      return attackParams(ctx, JSON.stringify(signed), { canonicalization: MODE }, [
        p384.publicJwk,
      ]);
    },
  }),
  attackCase({
    id: 'attack-a4-alg-only-unprotected',
    rule: 'A2A-SIG-003',
    catalogue: 'A4',
    source: 'A2A §8.4.2; RFC 7515 §4.1.1, §10.3',
    about: '"alg" carried only in the unprotected header is refused',
    canonicalization: MODE,
    expected: { admitted: false, stage: 'signature', code: 'SIG_HEADER_MISSING_ALG_OR_KID' },
    build: trustedRaw((kid) => header({ kid, typ: 'JOSE' }), { header: () => ({ alg: 'ES256' }) }),
  }),
  attackCase({
    id: 'attack-a4-kid-only-unprotected',
    rule: 'A2A-SIG-003',
    catalogue: 'A4',
    source: 'A2A §8.4.2; RFC 7515 §10.3',
    about: '"kid" carried only in the unprotected header is refused',
    canonicalization: MODE,
    expected: { admitted: false, stage: 'signature', code: 'SIG_HEADER_MISSING_ALG_OR_KID' },
    build: trustedRaw(() => header({ alg: 'ES256', typ: 'JOSE' }), { header: (kid) => ({ kid }) }),
  }),
  attackCase({
    id: 'attack-a5-crit-unknown',
    rule: 'XV-SIG-005',
    catalogue: 'A5',
    source: 'RFC 7515 §4.1.11',
    about: 'a protected "crit" naming an unknown, present parameter is refused',
    canonicalization: MODE,
    expected: { admitted: false, stage: 'signature', code: 'SIG_CRIT_UNSUPPORTED' },
    build: trustedRaw((kid) => header({ alg: 'ES256', kid, crit: ['x-unknown'], 'x-unknown': 1 })),
  }),
  attackCase({
    id: 'attack-a6-crit-empty',
    rule: 'XV-SIG-005',
    catalogue: 'A6',
    source: 'RFC 7515 §4.1.11',
    about: 'an empty "crit" list is refused',
    canonicalization: MODE,
    expected: { admitted: false, stage: 'signature', code: 'SIG_CRIT_UNSUPPORTED' },
    build: trustedRaw((kid) => header({ alg: 'ES256', kid, crit: [] })),
  }),
  attackCase({
    id: 'attack-a7-b64-false-with-crit',
    rule: 'XV-SIG-005',
    catalogue: 'A7',
    source: 'RFC 7797 §3, §6, §7; A2A §8.4.2',
    about:
      '"b64": false with "crit": ["b64"] is refused: A2A fixes the signing input to BASE64URL(payload)',
    canonicalization: MODE,
    expected: { admitted: false, stage: 'signature', code: 'SIG_CRIT_UNSUPPORTED' },
    build: trustedRaw((kid) => header({ alg: 'ES256', kid, b64: false, crit: ['b64'] })),
  }),
  attackCase({
    id: 'attack-a7b-b64-false-without-crit',
    rule: 'XV-SIG-005',
    catalogue: 'A7b',
    source: 'RFC 7797 §6',
    about: '"b64": false without "crit" is refused',
    canonicalization: MODE,
    expected: { admitted: false, stage: 'signature', code: 'SIG_CRIT_UNSUPPORTED' },
    build: trustedRaw((kid) => header({ alg: 'ES256', kid, b64: false })),
  }),
  // A8: RFC 7515 §4 lets a verifier refuse a header with a member written twice or read only the
  // lexically last one; the catalogue allows the second only if key lookup and verification both
  // use it. Each vector is one on which the two readings agree (both refuse), so what fails is a
  // reader that takes a member from the first copy: the decoy is written last.
  attackCase({
    id: 'attack-a8-duplicate-kid',
    rule: 'A2A-SIG-003',
    catalogue: 'A8',
    source: 'RFC 7515 §4, §10.12; Bishop Fox 2021 JSON interoperability',
    about:
      'a protected header with "kid" twice (the trusted kid first, a decoy last) is refused: rejected as a duplicate, or read last-wins and the decoy names no trusted key (SIG_KEY_NOT_TRUSTED); only a reader that looks the key up by the first kid admits it',
    canonicalization: MODE,
    expected: { admitted: false, stage: 'signature', code: 'SIG_MALFORMED' },
    build: trustedRaw((kid) => `{"alg":"ES256","kid":${JSON.stringify(kid)},"kid":"decoy"}`),
  }),
  attackCase({
    id: 'attack-a8-duplicate-alg',
    rule: 'A2A-SIG-003',
    catalogue: 'A8',
    source: 'RFC 7515 §4, §10.12; RFC 7518 §3.6; RFC 8725 §3.1',
    about:
      'a protected header with "alg" twice ("ES256" first, "none" last) and an empty signature is refused: rejected as a duplicate, or read last-wins and "none" is off the allow-list (SIG_ALG_NOT_ALLOWED); only a reader that checks the allow-list on the first alg and verifies with the last admits it',
    canonicalization: MODE,
    expected: { admitted: false, stage: 'signature', code: 'SIG_MALFORMED' },
    build: trustedRaw((kid) => `{"alg":"ES256","kid":${JSON.stringify(kid)},"alg":"none"}`, {
      mutate: () => '',
    }),
  }),
  attackCase({
    id: 'attack-a11-jku-unprotected',
    rule: 'XV-SIG-003',
    catalogue: 'A11',
    source: 'RFC 7515 §4, §10.3',
    about: 'a "jku" in the unprotected header (where a man in the middle can set it) is refused',
    canonicalization: MODE,
    expected: { admitted: false, stage: 'signature', code: 'SIG_UNPROTECTED_KEY_HINT' },
    build: trustedRaw((kid) => header({ alg: 'ES256', kid, typ: 'JOSE' }), {
      header: () => ({ jku: 'https://keys.attacker.example/jwks.json' }),
    }),
  }),
  attackCase({
    id: 'attack-a11-jwk-unprotected',
    rule: 'XV-SIG-003',
    catalogue: 'A11',
    source: 'RFC 7515 §4, §10.3',
    about: 'a "jwk" in the unprotected header is refused',
    canonicalization: MODE,
    expected: { admitted: false, stage: 'signature', code: 'SIG_UNPROTECTED_KEY_HINT' },
    build: trustedRaw((kid) => header({ alg: 'ES256', kid, typ: 'JOSE' }), {
      header: () => ({ jwk: { kty: 'EC', crv: 'P-256', x: 'AA', y: 'AA' } }),
    }),
  }),
  attackCase({
    id: 'attack-a11-kid-swapped-unprotected',
    rule: 'XV-SIG-003',
    catalogue: 'A11',
    source: 'RFC 7515 §7.2.1, §10.3',
    about: 'a second "kid" in the unprotected header (swapped in transit) is refused',
    canonicalization: MODE,
    expected: { admitted: false, stage: 'signature', code: 'SIG_MALFORMED' },
    build: trustedRaw((kid) => header({ alg: 'ES256', kid, typ: 'JOSE' }), {
      header: () => ({ kid: 'attack-untrusted' }),
    }),
  }),
];
