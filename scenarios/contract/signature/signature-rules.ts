// The reading alone, not the canon barrel: the catalogue loads without the canonicalizer.
import { A2A_CANON_READING } from '../../../harness/canon/a2aCanonReading.ts';
import type { Rule } from '../../../harness/rules/index.ts';
import { SEED_000, design, seed, spec } from '../../../harness/rules/sources.ts';

/** The signature rules: what A2A v1.0 requires of signing and verifying a card (§8.4, §5.7), then the harness's policy and the emitted form (`cross-vendor`). As data; judged by the cases and properties of this folder. */
export const SIGNATURE_RULES: readonly Rule[] = [
  // --- signing (§8.4, §5.7) ------------------------------------------------------------------
  {
    id: 'A2A-SIG-001',
    title: 'The signed payload is the RFC 8785 form of the card without its signatures member',
    level: 'MUST',
    source: [spec('§8.4.1'), spec('§8.4.2'), spec('§8.4.3 steps 3-6')],
    roles: ['signer', 'verifier', 'agent'],
    profile: 'spec',
    appliesWhen: ['signed-card'],
    stages: ['signature'],
    rationale:
      'Signer and verifier must compute the same bytes: JCS (RFC 8785) over the card with the ' +
      'top-level `signatures` member removed (a nested member of that name stays signed), and the ' +
      'verifier recomputes them from the card it received instead of trusting any payload a ' +
      'producer supplies. §8.4.1 is under-determined about which defaults are removed first ' +
      '(a2aproject/A2A #2122, #2249), so the harness pins one reading for the `a2a-1.0` ' +
      `canonicalization: ${A2A_CANON_READING}`,
    seeAlso: [
      'CARD-SIGN-001',
      'CARD-SIGN-002',
      'a2aproject/A2A#2122',
      'a2aproject/A2A#2249',
      'a2aproject/a2a-python#1174',
    ],
  },
  {
    id: 'A2A-SIG-002',
    title:
      'Field presence decides what is signed: explicit optionals kept, unset optionals and defaults left out',
    level: 'MUST',
    source: [spec('§8.4.1 rule 1'), spec('§5.7')],
    roles: ['signer', 'verifier', 'agent'],
    profile: 'spec',
    appliesWhen: ['signed-card'],
    stages: ['signature'],
    rationale:
      'Under §5.7 presence semantics an `optional` member set explicitly (even to `false`) is part ' +
      'of the canonical form, an unset one is not, REQUIRED members are always present, and plain ' +
      "fields at their default (`extensions: []`, `required: false`) are omitted. The spec's " +
      'worked example keeps `streaming: false` and drops `extensions: []`; a verifier must agree ' +
      'with it, so dropping an explicit optional breaks the signature and adding a plain default ' +
      'does not.',
    seeAlso: [
      'CARD-SIGN-001',
      'a2aproject/a2a-js#605',
      'a2aproject/a2a-js#627',
      'a2aproject/a2a-python#1261',
    ],
  },
  {
    id: 'A2A-SIG-003',
    title: 'Each signature carries alg and kid in its protected header',
    level: 'MUST',
    source: [spec('§8.4.2')],
    roles: ['signer', 'verifier', 'agent'],
    profile: 'spec',
    appliesWhen: ['signed-card'],
    stages: ['signature'],
    rationale:
      'The protected header MUST include `alg` and `kid`, so both are integrity-protected; an entry ' +
      'that carries them only in the unprotected `header`, or not at all, does not verify ' +
      '(SIG_HEADER_MISSING_ALG_OR_KID). `typ: "JOSE"` is worded SHOULD and is not enforced here.',
    seeAlso: ['CARD-SIGN-003', 'security-catalogue A4'],
  },
  {
    id: 'A2A-SIG-004',
    title: 'Expired or revoked keys are never used to verify a card',
    level: 'MUST',
    source: [spec('§8.4.3 security considerations')],
    roles: ['verifier'],
    profile: 'spec',
    appliesWhen: ['signed-card'],
    stages: ['signature'],
    rationale:
      'A key listed in `policy.revokedKids` verifies nothing, even when the signature is ' +
      'mathematically valid under it (SIG_KEY_REVOKED); a card signed only by such keys is not ' +
      'verified. Caches of key sets must not outlive a known revocation.',
    seeAlso: ['CARD-SIGN-004', 'security-catalogue B7'],
  },
  {
    id: 'A2A-SIG-005',
    title: 'A signer emits the signed card as one I-JSON text: UTF-8, with no byte order mark',
    level: 'MUST',
    source: [spec('§8.4.1'), design('§3 signer role')],
    roles: ['signer'],
    profile: 'spec',
    appliesWhen: ['signed-card'],
    stages: ['signature'],
    rationale:
      'The signed form is RFC 8785, which is defined over I-JSON (RFC 8785 §3.1, RFC 7493): UTF-8, ' +
      'which RFC 8259 §8.1 requires of any JSON text exchanged between systems, with no byte order ' +
      'mark (a writer MUST NOT add one; a reader MAY ignore it), the grammar of RFC 8259 and nothing ' +
      'more, and no lone surrogate. Bytes that are otherwise (a BOM, Latin-1, UTF-16, an escape ' +
      'the grammar lacks) leave each verifier to guess: a strict reader refuses the card, a ' +
      'lenient one admits it, and the two disagree over one signature. The emitted bytes are ' +
      'judged as served, before anything is parsed.',
    seeAlso: ['RFC 8259 §8.1', 'RFC 7493 §2.1', 'RFC 8785 §3.1'],
  },
  {
    id: 'A2A-SIG-006',
    title:
      "A signer writes each signature value in its algorithm's JWS form: ECDSA as r || s, each left-padded to the curve's size",
    level: 'MUST',
    source: [spec('§8.4.2')],
    roles: ['signer'],
    profile: 'spec',
    appliesWhen: ['signed-card'],
    stages: ['signature'],
    rationale:
      'A2A §8.4.2 makes each signature a JWS (RFC 7515), whose `signature` is the base64url of the ' +
      'value its algorithm defines: for ECDSA, RFC 7518 §3.4 writes R and S each as a big-endian ' +
      "octet sequence of the curve's full size (32 octets for ES256, 48 for ES384, 66 for ES512), " +
      'so a value of another length is no JWS value; DER, which most crypto libraries return, is ' +
      'not it either. A signer that converts with a big-integer routine drops the leading zero ' +
      'octets of R or S and emits a 63-octet ES256 value about once in 128 signings: a strict ' +
      'verifier refuses that card, a lenient one re-pads it, and the two disagree over one card. ' +
      "Ed25519 values are 64 octets (RFC 8037 §3.1), RSA ones the modulus's length (RFC 8017 " +
      "§8.1.1). The value is judged on its encoding alone; whether it verifies is A2A-SIG-001's.",
    seeAlso: ['RFC 7518 §3.4', 'RFC 8037 §3.1', 'RFC 8017 §8.1.1'],
  },
  // --- signatures: the emitted form and the harness policy ----------------------------------
  {
    id: 'XV-SIG-001',
    title: 'Under jcs-emitted, the signature covers exactly the emitted members',
    level: 'MUST',
    source: [seed(SEED_000, '§ Decision Boundary'), design('§2 XV-SIG-001')],
    roles: ['verifier', 'signer'],
    profile: 'cross-vendor',
    appliesWhen: ['signed-card', 'covering-signature'],
    stages: ['signature'],
    rationale:
      "Seed 000's lesson is that a signature over a document with omitted keys certifies the " +
      'omission. Under `jcs-emitted` (RFC 8785 over exactly the emitted card minus `signatures`) ' +
      'any change to emitted members (absent to `[]` and back, an unknown member added, a ' +
      'snake_case alias) must break verification. `a2a-1.0` strips defaults first and so cannot ' +
      'attest these differences; that is the conflict the canonicalization vocabulary exists for.',
    seeAlso: ['CARD-SIGN-001', 'a2aproject/a2a-js#605', 'a2aproject/A2A#2122'],
  },
  {
    id: 'XV-SIG-002',
    title: "Only algorithms on the verifier's allow-list are accepted",
    level: 'SHOULD',
    source: [spec('§8.4.2'), design('§2 signing, harness policy')],
    roles: ['verifier'],
    profile: 'cross-vendor',
    appliesWhen: ['signed-card'],
    stages: ['signature'],
    rationale:
      'A2A names ES256 and RS256 only as examples and sets no allow-list, and jose verifies any ' +
      'supported algorithm unless told otherwise. Following RFC 8725 §3.1 the harness policy ' +
      'accepts only `policy.algorithms`; `none` and HMAC with a public key are always refused.',
    seeAlso: ['security-catalogue A1', 'security-catalogue A2', 'security-catalogue A3'],
  },
  {
    id: 'XV-SIG-003',
    title: 'Key hints in the unprotected header are never used',
    level: 'SHOULD',
    source: [spec('§8.4.2'), design('§2 signing, harness policy')],
    roles: ['verifier'],
    profile: 'cross-vendor',
    appliesWhen: ['signed-card'],
    stages: ['signature'],
    rationale:
      'Parameters that pick the key (`kid`, `jku`, `jwk`, `x5u`, `x5c`) must be integrity-protected ' +
      '(RFC 7515 §10.3); a verifier that reads them from the unprotected `header` lets a ' +
      'man-in-the-middle choose the key. Such entries are refused (SIG_UNPROTECTED_KEY_HINT).',
    seeAlso: ['security-catalogue A11', 'security-catalogue A4'],
  },
  {
    id: 'XV-SIG-004',
    title: 'A jku is used only when bound to an allowed origin, and otherwise never fetched',
    level: 'SHOULD',
    source: [spec('§8.4.3'), design('§2 signing, harness policy'), design('§7')],
    roles: ['verifier'],
    profile: 'cross-vendor',
    appliesWhen: ['signed-card', 'jku-present'],
    stages: ['signature'],
    rationale:
      "The spec lets the key come from `jku` without binding it to the card's origin, so any " +
      "signature valid under an attacker's JWKS would pass. The policy accepts a `jku` only when " +
      'its origin is in `allowedJkuOrigins`; any other `jku` is recorded and never fetched (no ' +
      'request leaves the process), and the entry fails with SIG_JKU_NOT_ALLOWED.',
    seeAlso: ['security-catalogue B2', 'security-catalogue B2b'],
  },
  {
    id: 'XV-SIG-005',
    title: 'A card whose signature fails verification is not trusted',
    level: 'SHOULD',
    source: [spec('§8.4.3'), spec('§14.3'), design('§2 signing, harness policy')],
    roles: ['verifier'],
    profile: 'cross-vendor',
    appliesWhen: ['signed-card'],
    stages: ['signature'],
    rationale:
      'A2A says clients SHOULD verify a signature before trusting a card but not what to do when ' +
      'it fails. The harness policy: a card that carries signatures none of which verifies is ' +
      'rejected at the signature stage; it is not quietly treated as unsigned.',
    seeAlso: ['security-catalogue E2', 'security-catalogue E3'],
  },
];
