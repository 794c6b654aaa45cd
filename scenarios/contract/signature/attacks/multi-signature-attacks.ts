import { CASE_SIGNING_KID } from '../../../core/caseSigningKid.ts';
import { type AttackCase, attackCase } from './attackCase.ts';
import { attackKeys } from './_internals/attackKeys.ts';
import {
  attackCard,
  attackParams,
  caseKeyEntry,
  emitWith,
  rawEntry,
} from './_internals/vectors.ts';

/**
 * Security catalogue group E: several signatures. "At least one" verifies the card (A2A
 * §8.4.3), and only the entry that verified is trusted: its kid is the one reported.
 */
const MODE = 'a2a-1.0' as const;
const card = attackCard();
const tampered = { ...card, name: 'Someone Else' };

export const multiSignatureAttacks: AttackCase[] = [
  attackCase({
    id: 'attack-e1-one-valid-among-invalid',
    rule: 'XV-SIG-005',
    catalogue: 'E1',
    source: 'A2A §8.4.3; RFC 7515 §5.2; Wycheproof doc/json_web_crypto.md',
    about:
      'a tampered entry, a garbage entry and one valid entry: the card verifies through the valid entry only',
    canonicalization: MODE,
    expected: { admitted: true, signature: 'valid', verifiedKid: CASE_SIGNING_KID },
    async build(ctx) {
      const { trusted } = await attackKeys();
      const wrong = await rawEntry(
        tampered,
        trusted,
        JSON.stringify({ alg: 'ES256', kid: trusted.kid }),
        MODE,
      );
      const garbage = { protected: 'eyJhbGciOiJFUzI1NiJ9', signature: 'AAAA' };
      const valid = await caseKeyEntry(ctx, card, MODE);
      return attackParams(ctx, emitWith(card, wrong, garbage, valid), { canonicalization: MODE }, [
        trusted.publicJwk,
      ]);
    },
  }),
  attackCase({
    id: 'attack-e2-untrusted-valid-trusted-invalid',
    rule: 'XV-SIG-005',
    catalogue: 'E2',
    source: 'RFC 7515 §10.3; RFC 8725 §3.3',
    about:
      'a valid signature by an untrusted key beside an invalid one by the trusted key is refused',
    canonicalization: MODE,
    expected: { admitted: false, stage: 'signature', code: 'SIG_KEY_NOT_TRUSTED' },
    async build(ctx) {
      const { untrusted } = await attackKeys();
      const valid = await rawEntry(
        card,
        untrusted,
        JSON.stringify({ alg: 'ES256', kid: untrusted.kid }),
        MODE,
      );
      const invalid = await caseKeyEntry(ctx, tampered, MODE);
      return attackParams(ctx, emitWith(card, valid, invalid), { canonicalization: MODE });
    },
  }),
];
