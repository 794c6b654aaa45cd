import {
  verifyEmittedAsA2a,
  verifyAnyAlgorithm,
  verifyIgnoringUnprotectedHints,
  verifyAnyJkuOrigin,
  verifyFailedAsUnsigned,
  verifyA2aAsEmitted,
  verifyCarriedPayload,
  verifyMergedHeaderKid,
  verifyIgnoringRevocation,
} from '../_internals/signatureWrappers.ts';
import {
  verifyAlgNamesIgnoringCase,
  verifyJkuByHostOnly,
  verifyJkuAsWritten,
  verifyRevocationIgnoringCase,
  verifyFirstEntryOnly,
} from '../_internals/reachMutations.ts';
import {
  verifyEscapingNonAscii,
  verifyEscapingMarkup,
  verifyCopyingByAssignment,
  verifyDroppingNestedSignatures,
  verifyIgnoringKeyUse,
  verifyEmptyAllowListAsAny,
  verifyWithFirstKeyOfKid,
  verifyNamingKeyByThumbprint,
  verifyReportingFirstKid,
} from '../_internals/unlistedMutations.ts';
import {
  coercingHeader,
  cryptoVerifies,
  firstKidHeader,
  verifyRefusingHighS,
  withHeaderReader,
  withLenientEntries,
} from '../_internals/lenientKeyVerify.ts';
import { verifyTranslatingLegacyMembers } from '../_internals/legacyTranslatingVerify.ts';
import {
  verifyFallingBackToReceivedOrder,
  verifyInReceivedOrder,
} from '../_internals/receivedOrderVerify.ts';
import type { MutantSpec } from '../Mutant.ts';

/** The curve each ECDSA algorithm names (RFC 7518 §3.4). */
const CURVE_OF: Readonly<Record<string, string>> = {
  ES256: 'P-256',
  ES384: 'P-384',
  ES512: 'P-521',
};

/** The signature rules' mutants of one model step or answer each, written against the rule. */
export const SIGNATURE_MUTANTS: readonly MutantSpec[] = [
  {
    id: 'verifies-emitted-as-a2a',
    brokenRule: 'XV-SIG-001',
    description:
      'strips unknown members and defaults before canonicalizing: verifies jcs-emitted as a2a-1.0',
    step: 'verifySignature',
    replacement: verifyEmittedAsA2a,
  },
  {
    id: 'no-alg-allow-list',
    brokenRule: 'XV-SIG-002',
    description: 'accepts any algorithm the key fits (no allow-list)',
    step: 'verifySignature',
    replacement: verifyAnyAlgorithm,
  },
  {
    id: 'trusts-unprotected-header',
    brokenRule: 'XV-SIG-003',
    description: 'accepts key hints in the unprotected header instead of refusing them',
    step: 'verifySignature',
    replacement: verifyIgnoringUnprotectedHints,
  },
  {
    id: 'jku-any-origin',
    brokenRule: 'XV-SIG-004',
    description: 'accepts a jku on any origin',
    step: 'verifySignature',
    replacement: verifyAnyJkuOrigin,
  },
  {
    id: 'failed-signature-as-unsigned',
    brokenRule: 'XV-SIG-005',
    description: 'treats a card whose signatures all fail as unsigned instead of untrusted',
    step: 'verifySignature',
    replacement: verifyFailedAsUnsigned,
  },
  {
    id: 'verifies-a2a-as-emitted',
    brokenRule: 'A2A-SIG-002',
    description: 'ignores §5.7 presence: verifies a2a-1.0 over the emitted form',
    step: 'verifySignature',
    replacement: verifyA2aAsEmitted,
  },
  {
    id: 'trusts-carried-payload',
    brokenRule: 'A2A-SIG-001',
    description:
      "verifies a payload carried by the signature entry instead of recomputing the card's canonical form",
    step: 'verifySignature',
    replacement: verifyCarriedPayload,
  },
  {
    id: 'translates-legacy-members',
    brokenRule: 'A2A-SIG-001',
    description:
      'maps a v0.3 "supportsAuthenticatedExtendedCard" onto capabilities.extendedAgentCard before verifying, canonicalizing another card than the one received',
    step: 'verifySignature',
    replacement: verifyTranslatingLegacyMembers,
  },
  {
    id: 'kid-from-unprotected-header',
    brokenRule: 'A2A-SIG-003',
    description: 'takes alg and kid from the unprotected header when the protected one lacks them',
    step: 'verifySignature',
    replacement: verifyMergedHeaderKid,
  },
  {
    id: 'accepts-revoked-keys',
    brokenRule: 'A2A-SIG-004',
    description: 'never consults the revoked key ids',
    step: 'verifySignature',
    replacement: verifyIgnoringRevocation,
  },
];

/** The signature rules' reach mutants: the bug sits where the generators used to not reach (past the first skill, interface, signature entry or usable peer, past `lastChunk`, or in another spelling of a compared value); each must be caught by its own rule within the default budget. */
export const SIGNATURE_REACH_MUTANTS: readonly MutantSpec[] = [
  {
    id: 'alg-names-ignore-case',
    brokenRule: 'XV-SIG-002',
    description: 'reads an allow-list entry "es256" as ES256',
    step: 'verifySignature',
    replacement: verifyAlgNamesIgnoringCase,
  },
  {
    id: 'jku-host-only',
    brokenRule: 'XV-SIG-004',
    description: 'allows a jku whose host is allowed, whatever its scheme and port',
    step: 'verifySignature',
    replacement: verifyJkuByHostOnly,
  },
  {
    id: 'jku-origin-as-written',
    brokenRule: 'XV-SIG-004',
    description:
      'compares a jku with the allowed origins as written, refusing equal spellings (host case, :443)',
    step: 'verifySignature',
    replacement: verifyJkuAsWritten,
  },
  {
    id: 'revoked-kids-ignore-case',
    brokenRule: 'A2A-SIG-004',
    description: 'revokes a key whose kid matches a revoked one only ignoring case and spaces',
    step: 'verifySignature',
    replacement: verifyRevocationIgnoringCase,
  },
  {
    id: 'first-signature-entry-only',
    brokenRule: 'XV-SIG-005',
    description: 'examines only the first signature entry of a card',
    step: 'verifySignature',
    replacement: verifyFirstEntryOnly,
  },
];

/** The signature rules' unlisted mutants: bug classes no generator or reach entry was written for (values the generators never produce, unusual shapes of keys and policy, identifiers from another namespace, secondary members of answers, structures never combined); each must be caught by its own rule within the default budget. At every seed, too: five of them the generic mechanism alone caught only at some seeds (`selftest --seeds 42,1,2,3,4`: the "__proto__" and nested-signatures ones 4/5, the `in` lookup 3/5, the key use 1/5, the empty allow-list 4/5), so their properties' generators now draw the structures those faults live in (extension params with such member names, `structArb`; inherited names among the requirement scheme names; the signing key's `use` and `key_ops`; an empty allow-list). Those five are evidence of the generators since, no longer of the mechanism alone (tests/properties/mutantsAtEverySeed.test.ts). */
export const SIGNATURE_UNLISTED_MUTANTS: readonly MutantSpec[] = [
  // 1. values the generators never produce
  {
    id: 'canonical-form-escapes-non-ascii',
    brokenRule: 'A2A-SIG-001',
    description:
      "canonicalizes with non-ASCII characters escaped as \\uXXXX (Python's json.dumps default)",
    step: 'verifySignature',
    replacement: verifyEscapingNonAscii,
  },
  {
    id: 'canonical-form-escapes-markup',
    brokenRule: 'A2A-SIG-001',
    description: "canonicalizes with <, > and & escaped as \\u003c… (Go's json.Marshal default)",
    step: 'verifySignature',
    replacement: verifyEscapingMarkup,
  },
  {
    id: 'canonical-form-loses-proto-member',
    brokenRule: 'A2A-SIG-001',
    description:
      'copies the card member by member with assignment before canonicalizing, losing a "__proto__" member',
    step: 'verifySignature',
    replacement: verifyCopyingByAssignment,
  },
  {
    id: 'canonical-form-drops-nested-signatures',
    brokenRule: 'A2A-SIG-001',
    description: 'removes every member named "signatures", nested ones too, before canonicalizing',
    step: 'verifySignature',
    replacement: verifyDroppingNestedSignatures,
  },
  {
    id: 'canonical-form-in-received-order',
    brokenRule: 'A2A-SIG-001',
    description:
      'computes the signing input as JSON.stringify of the parsed card, its members in received order instead of sorted (RFC 8785 §3.2.3)',
    step: 'verifySignature',
    replacement: verifyInReceivedOrder,
  },
  {
    id: 'canonical-form-fallback-received-order',
    brokenRule: 'A2A-SIG-001',
    description:
      'where no entry verifies over the canonical form, tries again over the card re-serialized in received order, admitting a card signed over bytes that are not its canonical form',
    step: 'verifySignature',
    replacement: verifyFallingBackToReceivedOrder,
  },
  // 2. unusual shapes of trusted keys and policy
  {
    id: 'ignores-key-use',
    brokenRule: 'XV-SIG-005',
    description: 'verifies with a trusted key whatever its "use" and "key_ops" say',
    step: 'verifySignature',
    replacement: verifyIgnoringKeyUse,
  },
  {
    id: 'empty-allow-list-allows-all',
    brokenRule: 'XV-SIG-002',
    description: 'reads an empty algorithm allow-list as "any algorithm"',
    step: 'verifySignature',
    replacement: verifyEmptyAllowListAsAny,
  },
  {
    id: 'first-key-of-shared-kid',
    brokenRule: 'XV-SIG-005',
    description: 'verifies with the first of several trusted keys that share a kid',
    step: 'verifySignature',
    replacement: verifyWithFirstKeyOfKid,
  },
  // 3. identifiers from another namespace
  {
    id: 'verified-kid-as-thumbprint',
    brokenRule: 'XV-SIG-005',
    description:
      'names the key a card verified under by its RFC 7638 thumbprint where the kid is asked',
    step: 'verifySignature',
    replacement: verifyNamingKeyByThumbprint,
  },
  // 4. secondary members of answers
  {
    id: 'verified-kid-without-verification',
    brokenRule: 'XV-SIG-005',
    description: "reports the first entry's kid as verifiedKid when no entry verified",
    step: 'verifySignature',
    replacement: verifyReportingFirstKid,
  },
  // Header member forms, caught by the search of `prop-sig-header-forms`.
  {
    id: 'header-kid-first-alg-last',
    brokenRule: 'A2A-SIG-003',
    description:
      'reads a protected header that writes a member twice last-wins (as RFC 7515 §4 allows), but looks the key up by the first "kid" of two while verifying with the last "alg"',
    step: 'verifySignature',
    replacement: withHeaderReader(firstKidHeader),
  },
  {
    id: 'header-members-coerced',
    brokenRule: 'A2A-SIG-003',
    description:
      'reads a protected alg or kid of another JSON type as its string form, so ["ES256"] is ES256',
    step: 'verifySignature',
    replacement: withLenientEntries((e) => cryptoVerifies(e, 'ieee-p1363'), coercingHeader),
  },
  // Key and signature material, caught by the search of `prop-sig-key-material`.
  {
    id: 'curve-from-key',
    brokenRule: 'XV-SIG-005',
    description:
      'takes the curve from the trusted key instead of the algorithm: an ES256 header verifies with a P-384 key',
    step: 'verifySignature',
    replacement: withLenientEntries(
      (e) => e.alg.startsWith('ES') && e.key.kty === 'EC' && cryptoVerifies(e, 'ieee-p1363'),
    ),
  },
  {
    id: 'short-rsa-accepted',
    brokenRule: 'XV-SIG-005',
    description: 'verifies RS256 and PS256 with an RSA key of any size, 1024 bits included',
    step: 'verifySignature',
    replacement: withLenientEntries(
      (e) => /^(RS|PS)/.test(e.alg) && e.key.kty === 'RSA' && cryptoVerifies(e, 'ieee-p1363'),
    ),
  },
  {
    id: 'der-signature-accepted',
    brokenRule: 'XV-SIG-005',
    description:
      'accepts an ECDSA signature in DER as well as r || s (a JCA-style verifier fed the JWS value)',
    step: 'verifySignature',
    replacement: withLenientEntries(
      (e) => e.key.crv === CURVE_OF[e.alg] && cryptoVerifies(e, 'der'),
    ),
  },
  {
    id: 'high-s-refused',
    brokenRule: 'XV-SIG-005',
    description:
      'refuses a valid ES256 signature whose s is above n/2 (a low-S rule JWS does not have)',
    step: 'verifySignature',
    replacement: verifyRefusingHighS,
  },
];
