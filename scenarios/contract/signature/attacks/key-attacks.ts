import type { JsonObject } from '../../../../harness/json/JsonValue.ts';
import type { CaseContext } from '../../../core/CaseContext.ts';
import { CASE_SIGNING_KID } from '../../../core/caseSigningKid.ts';
import { type AttackCase, type AttackSpec, attackCase } from './attackCase.ts';
import { recordOutbound } from '../../../../harness/net/recordOutbound.ts';
import { attackKeys } from './_internals/attackKeys.ts';
import { startCanaryServer } from '../../../../harness/net/startCanaryServer.ts';
import {
  attackCard,
  attackParams,
  caseKeyEntry,
  emitWith,
  rawEntry,
} from './_internals/vectors.ts';

/**
 * Security catalogue group B: where the verification key comes from. Keys come only from the
 * trusted set, by exact `kid`; `jku` and embedded keys never add trust, and revoked keys verify
 * nothing (A2A §8.4.3).
 */
const MODE = 'a2a-1.0' as const;
const card = attackCard();

/** A card signed by the trusted attack key under a protected header with this `kid` value. */
function kidInjection(id: string, kidJson: string, what: string): AttackCase {
  return attackCase({
    id,
    rule: 'XV-SIG-005',
    catalogue: 'B1',
    source: 'RFC 8725 §3.10; PortSwigger "JWT attacks" (kid injection)',
    about: `a kid holding ${what} matches no trusted key and is refused without side effects`,
    canonicalization: MODE,
    expected: { admitted: false, stage: 'signature', code: 'SIG_KEY_NOT_TRUSTED' },
    async build(ctx) {
      const { trusted } = await attackKeys();
      const entry = await rawEntry(card, trusted, `{"alg":"ES256","kid":${kidJson}}`, MODE);
      return attackParams(ctx, emitWith(card, entry), { canonicalization: MODE }, [
        trusted.publicJwk,
      ]);
    },
  });
}

/**
 * B2 with a canary: the attacker's key sits behind a `jku` on a loopback canary server outside
 * the allowed origins. The verdict must be a refusal, and nobody may have asked the canary:
 * neither this process (recorded through `recordOutbound`) nor a child-process IUT (the canary
 * sees every process).
 */
function jkuKeySubstitution(): AttackCase {
  const head: Omit<AttackSpec, 'build'> = {
    id: 'attack-b2-jku-key-substitution',
    rule: 'XV-SIG-004',
    catalogue: 'B2',
    source: 'RFC 7515 §4.1.2, §10.3; RFC 8725 §3.10',
    about:
      "a card signed by the attacker's key, published at a jku on a foreign origin, is refused and the jku is never fetched",
    canonicalization: MODE,
    expected: { admitted: false, stage: 'signature', code: 'SIG_JKU_NOT_ALLOWED' },
  };
  const build = async (ctx: CaseContext, jku: string) => {
    const { untrusted } = await attackKeys();
    const protectedText = JSON.stringify({ alg: 'ES256', kid: untrusted.kid, jku, typ: 'JOSE' });
    const entry = await rawEntry(card, untrusted, protectedText, MODE);
    return attackParams(ctx, emitWith(card, entry), { canonicalization: MODE });
  };
  const described: AttackCase = attackCase({
    ...head,
    build: () => Promise.reject(new Error('built in run')),
  });
  // The card is built in `run`, once the canary's origin is known: no `prepare`.
  delete described.prepare;
  return {
    ...described,
    async run(iut, ctx) {
      const { untrusted } = await attackKeys();
      const canary = await startCanaryServer({ keys: [untrusted.publicJwk] });
      const recording = recordOutbound();
      try {
        const inner = attackCase({ ...head, build: (c) => build(c, `${canary.origin}/jwks.json`) });
        const outcome = await inner.run(iut, ctx);
        const hostPort = new URL(canary.origin).host;
        const asked = [
          ...canary.hits.map((h) => `canary received ${h}`),
          ...recording.attempts
            .filter((a) => a.target.includes(hostPort))
            .map((a) => `${a.via} to ${a.target}`),
        ];
        if (asked.length === 0) return outcome;
        return {
          verdict: 'fail',
          evidence: {
            ...outcome.evidence,
            summary: `${described.about}: the IUT fetched the jku (${asked[0]})`,
            details: [outcome.evidence.details, ...asked].filter(Boolean).join('\n'),
          },
        };
      } finally {
        recording.stop();
        await canary.close();
      }
    },
  };
}

export const keyAttacks: AttackCase[] = [
  kidInjection('attack-b1-kid-path-traversal', '"../../../../dev/null"', 'a path traversal'),
  kidInjection('attack-b1-kid-sql', `"' OR '1'='1"`, 'an SQL injection'),
  kidInjection(
    'attack-b1-kid-crlf-nul',
    '"attack-trusted\\r\\n\\u0000"',
    'CR, LF and NUL after a trusted kid',
  ),
  attackCase({
    id: 'attack-b1-kid-number',
    rule: 'A2A-SIG-003',
    catalogue: 'B1',
    source: 'A2A §8.4.2; RFC 7515 §4.1.4; RFC 8725 §3.10',
    about:
      'a numeric kid is no kid: the entry is refused, never matched against "some" trusted key',
    canonicalization: MODE,
    expected: { admitted: false, stage: 'signature', code: 'SIG_HEADER_MISSING_ALG_OR_KID' },
    async build(ctx) {
      const { trusted } = await attackKeys();
      const entry = await rawEntry(card, trusted, '{"alg":"ES256","kid":1}', MODE);
      return attackParams(ctx, emitWith(card, entry), { canonicalization: MODE }, [
        trusted.publicJwk,
      ]);
    },
  }),
  jkuKeySubstitution(),
  attackCase({
    id: 'attack-b2-jku-foreign-origin',
    rule: 'XV-SIG-004',
    catalogue: 'B2',
    source: 'RFC 7515 §4.1.2; RFC 8725 §3.10',
    about:
      'a trusted signature whose protected jku points at a remote, non-allowed origin is refused (and not fetched)',
    canonicalization: MODE,
    expected: { admitted: false, stage: 'signature', code: 'SIG_JKU_NOT_ALLOWED' },
    async build(ctx) {
      const { trusted } = await attackKeys();
      const protectedText = JSON.stringify({
        alg: 'ES256',
        kid: trusted.kid,
        jku: 'https://keys.attacker.example/jwks.json',
      });
      const entry = await rawEntry(card, trusted, protectedText, MODE);
      return attackParams(ctx, emitWith(card, entry), { canonicalization: MODE }, [
        trusted.publicJwk,
      ]);
    },
  }),
  attackCase({
    id: 'attack-b3-embedded-jwk',
    rule: 'XV-SIG-005',
    catalogue: 'B3',
    source: 'RFC 7515 §4.1.3, §10.3; CVE-2018-0114; Wycheproof JWS tcId 32',
    about:
      'a card self-signed with the key embedded in its own protected header, under a trusted kid, is refused',
    canonicalization: MODE,
    expected: { admitted: false, stage: 'signature', code: 'SIG_EMBEDDED_JWK' },
    async build(ctx) {
      const { trusted, untrusted } = await attackKeys();
      const jwk = { ...untrusted.publicJwk, kid: undefined };
      const protectedText = JSON.stringify({ alg: 'ES256', kid: trusted.kid, jwk });
      const entry = await rawEntry(card, untrusted, protectedText, MODE);
      return attackParams(ctx, emitWith(card, entry), { canonicalization: MODE }, [
        trusted.publicJwk,
      ]);
    },
  }),
  attackCase({
    id: 'attack-b7-revoked-key',
    rule: 'A2A-SIG-004',
    catalogue: 'B7',
    source: 'A2A §8.4.3 (expired or revoked keys MUST NOT be used)',
    about: 'a valid signature by a trusted key the policy lists as revoked is refused',
    canonicalization: MODE,
    expected: { admitted: false, stage: 'signature', code: 'SIG_KEY_REVOKED' },
    async build(ctx) {
      const { retired } = await attackKeys();
      const entry = await rawEntry(
        card,
        retired,
        JSON.stringify({ alg: 'ES256', kid: retired.kid }),
        MODE,
      );
      return attackParams(
        ctx,
        emitWith(card, entry),
        { canonicalization: MODE, revokedKids: [retired.kid] },
        [retired.publicJwk],
      );
    },
  }),
  attackCase({
    id: 'attack-b7-rotation-trusts-new-key-only',
    rule: 'A2A-SIG-004',
    catalogue: 'B7',
    source: 'A2A §8.4.3 (multiple signatures for key rotation; revoked keys MUST NOT be used)',
    about:
      'a card signed by a revoked key and by its successor verifies through the successor only',
    canonicalization: MODE,
    expected: { admitted: true, signature: 'valid', verifiedKid: CASE_SIGNING_KID },
    async build(ctx) {
      const { retired } = await attackKeys();
      const old: JsonObject = await rawEntry(
        card,
        retired,
        JSON.stringify({ alg: 'ES256', kid: retired.kid }),
        MODE,
      );
      const current = await caseKeyEntry(ctx, card, MODE);
      return attackParams(
        ctx,
        emitWith(card, old, current),
        { canonicalization: MODE, revokedKids: [retired.kid] },
        [retired.publicJwk],
      );
    },
  }),
  attackCase({
    id: 'attack-b7-rotated-out-key',
    rule: 'XV-SIG-005',
    catalogue: 'B7',
    source: 'A2A §8.4.3; RFC 7517 §5',
    about: 'a valid signature by a key no longer in the trusted set is refused',
    canonicalization: MODE,
    expected: { admitted: false, stage: 'signature', code: 'SIG_KEY_NOT_TRUSTED' },
    async build(ctx) {
      const { retired } = await attackKeys();
      const entry = await rawEntry(
        card,
        retired,
        JSON.stringify({ alg: 'ES256', kid: retired.kid }),
        MODE,
      );
      return attackParams(ctx, emitWith(card, entry), { canonicalization: MODE });
    },
  }),
];
