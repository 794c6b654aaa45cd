import {
  P256_ORDER,
  encodeBase64url,
  highSTwin,
  p1363FromIntegers,
  p1363ToDer,
} from '../../../../harness/jws/index.ts';
import { CASE_SIGNING_KID } from '../../../core/caseSigningKid.ts';
import { type AttackCase, type ExpectedVerdict, attackCase } from './attackCase.ts';
import {
  type SignatureMutation,
  attackCard,
  attackParams,
  caseKeyEntry,
  emitWith,
  mutateSignature,
} from './_internals/vectors.ts';

/**
 * Security catalogue group C: the ES256 signature value. Each vector starts from a valid entry
 * by the harness's case key (made by jose through `ctx.signCard`) and rewrites only the
 * signature: its bytes (DER, length, range) or its base64url spelling.
 */
const MODE = 'a2a-1.0' as const;
const card = attackCard();
const REFUSED: ExpectedVerdict = { admitted: false, stage: 'signature', code: 'SIG_INVALID' };
const MALFORMED: ExpectedVerdict = { admitted: false, stage: 'signature', code: 'SIG_MALFORMED' };
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function mutated(
  id: string,
  catalogue: string,
  source: string,
  about: string,
  expected: ExpectedVerdict,
  mutate: SignatureMutation,
): AttackCase {
  return attackCase({
    id,
    rule: 'XV-SIG-005',
    catalogue,
    source,
    about,
    canonicalization: MODE,
    expected,
    async build(ctx) {
      const entry = mutateSignature(await caseKeyEntry(ctx, card, MODE), mutate);
      return attackParams(ctx, emitWith(card, entry), { canonicalization: MODE });
    },
  });
}

export const signatureValueAttacks: AttackCase[] = [
  mutated(
    'attack-c1-der-signature',
    'C1',
    'RFC 7518 §3.4; jjwt #125',
    'an ASN.1 DER signature instead of 64-byte R||S is refused',
    REFUSED,
    p1363ToDer,
  ),
  mutated(
    'attack-c2-truncated-signature',
    'C2',
    'RFC 7518 §3.4; libjwt #197',
    'a signature truncated to 63 bytes is refused',
    REFUSED,
    (s) => s.slice(0, 63),
  ),
  mutated(
    'attack-c2-extended-signature',
    'C2',
    'RFC 7518 §3.4',
    'a signature extended to 65 bytes (trailing 00) is refused',
    REFUSED,
    (s) => new Uint8Array([...s, 0]),
  ),
  mutated(
    'attack-c3-zero-signature',
    'C3',
    'CVE-2022-21449 ("psychic signatures"); Wycheproof P1363 RangeCheck',
    'r = s = 0 (64 zero bytes) is refused',
    REFUSED,
    () => new Uint8Array(64),
  ),
  mutated(
    'attack-c3-r-equals-n',
    'C3',
    'CVE-2022-21449; Wycheproof P1363 ModifiedInteger',
    'r = n (the group order) is refused',
    REFUSED,
    (s) => new Uint8Array([...p1363FromIntegers(P256_ORDER, 1n).slice(0, 32), ...s.slice(32)]),
  ),
  mutated(
    'attack-c4-high-s-twin',
    'C4',
    'Wycheproof P1363 tcId 1 (malleability, valid); RFC 7518 §3.4 sets no low-S rule',
    'the high-S twin (r, n - s) of a valid signature is a valid signature and is accepted',
    { admitted: true, signature: 'valid', verifiedKid: CASE_SIGNING_KID },
    highSTwin,
  ),
  mutated(
    'attack-c5-padded-signature',
    'C5',
    'RFC 7515 §2; RFC 4648 §3.5; golang-jwt #502',
    'the same signature spelled with "==" padding is refused',
    MALFORMED,
    (s) => `${encodeBase64url(s)}==`,
  ),
  mutated(
    'attack-c5-whitespace-signature',
    'C5',
    'RFC 7515 §2; RFC 4648 §3.5',
    'the same signature spelled with embedded whitespace is refused',
    MALFORMED,
    (s) => `${encodeBase64url(s).slice(0, 40)} ${encodeBase64url(s).slice(40)}`,
  ),
  mutated(
    'attack-c5-spare-bits-signature',
    'C5',
    'RFC 4648 §3.5 (canonical encoding); golang-jwt #502',
    'the same signature spelled with non-zero spare bits in its last character is refused',
    MALFORMED,
    (s) => {
      const text = encodeBase64url(s);
      return text.slice(0, -1) + ALPHABET[ALPHABET.indexOf(text.at(-1)!) | 1]!;
    },
  ),
  mutated(
    'attack-c5-standard-alphabet',
    'C5',
    'RFC 7515 §2',
    'a signature text holding "+" from the standard base64 alphabet is refused',
    MALFORMED,
    (s) => `+${encodeBase64url(s).slice(1)}`,
  ),
];
