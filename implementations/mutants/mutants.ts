import type { ParsedCard } from '../../harness/card/index.ts';
import { isJsonObject } from '../../harness/json/JsonValue.ts';
import { referenceSteps } from '../../harness/model/index.ts';
import {
  verifyA2aAsEmitted,
  verifyCarriedPayload,
  verifyMergedHeaderKid,
  verifyAnyAlgorithm,
  verifyAnyJkuOrigin,
  verifyEmittedAsA2a,
  verifyFailedAsUnsigned,
  verifyIgnoringRevocation,
  verifyIgnoringUnprotectedHints,
} from './_internals/signatureWrappers.ts';
import { checkProtocolVersionAsStrings } from './_internals/stringVersionCheck.ts';
import { createReferenceAdapter } from '../reference/createReferenceAdapter.ts';
import { mutantOf } from './_internals/mutantOf.ts';
import type { Mutant, MutantSpec } from './Mutant.ts';
import { REACH_SPECS } from './reachMutants.ts';
import { UNLISTED_ESCAPES, UNLISTED_SPECS } from './unlistedMutants.ts';
import { SIGNER_SPECS } from './signerMutants.ts';

function defaultModes(card: ParsedCard): string[] {
  const modes = card.emitted['defaultInputModes'];
  return Array.isArray(modes) ? modes.filter((m): m is string => typeof m === 'string') : [];
}

function capabilityAbsent(card: ParsedCard, member: string): boolean {
  const caps = card.emitted['capabilities'];
  return !isJsonObject(caps) || caps[member] === undefined || caps[member] === null;
}

/** The reference client, whose answers a `delegate` mutant rewrites. */
const REFERENCE_CLIENT = createReferenceAdapter('reference');

const SPECS: MutantSpec[] = [
  {
    id: 'absent-booleans-default-false',
    brokenRule: 'XV-NEG-001',
    description: 'reads an absent or null tri-state capability as its proto default false',
    step: 'readTriState',
    replacement: (card, member) => {
      const value = referenceSteps.readTriState(card, member);
      return value === 'undeclared' ? false : value;
    },
  },
  {
    id: 'absent-extensions-read-as-empty',
    brokenRule: 'XV-NEG-001',
    description: 'reads absent extensions as [] (seed 000: the defaulting deserializer)',
    step: 'readExtensions',
    replacement: (card) => {
      const value = referenceSteps.readExtensions(card);
      return value === 'undeclared' ? [] : value;
    },
  },
  {
    id: 'description-not-required',
    brokenRule: 'A2A-CARD-001',
    description:
      'admits a card without "description", a member it believes optional (a generator marked it so)',
    step: 'checkRequired',
    replacement: (card) => {
      const failure = referenceSteps.checkRequired(card);
      return failure?.pointer === '/description' ? undefined : failure;
    },
  },
  {
    id: 'requests-caller-extensions-regardless',
    brokenRule: 'XV-NEG-002',
    description: 'activates every extension the caller wants, whatever the peer declared',
    step: 'selectRequestExtensions',
    replacement: ({ callerExtensions }) => [...new Set(callerExtensions)],
  },
  {
    id: 'ignores-required-no-default',
    brokenRule: 'XV-NEG-003',
    description: 'never checks the capabilities the profile requires with no default',
    step: 'checkRequiredNoDefault',
    replacement: () => undefined,
  },
  {
    id: 'refuses-unary-to-minimal-cards',
    brokenRule: 'XV-NEG-004',
    description:
      "applies seed 000's safe_activate to every task: undeclared streaming refuses even unary delegation",
    step: 'checkStreamingMode',
    replacement: (input) =>
      input.streaming === 'undeclared'
        ? {
            rule: 'XV-NEG-004',
            code: 'NEG_EXTENSIONS_UNDECLARED',
            message:
              'Failed to delegate: the manifest omits streaming; cannot tell a minimal peer from a malformed card.',
          }
        : referenceSteps.checkStreamingMode(input),
  },
  {
    id: 'rejects-minimal-cards',
    brokenRule: 'XV-NEG-005',
    description: 'fixes absence by rejecting cards that omit streaming or extensions',
    step: 'checkRequired',
    replacement: (card) =>
      referenceSteps.checkRequired(card) ??
      (['streaming', 'extensions'].some((m) => capabilityAbsent(card, m))
        ? {
            rule: 'XV-NEG-005',
            code: 'CARD_MISSING_REQUIRED',
            pointer: '/capabilities',
            message: 'Failed to admit the card: it omits streaming or extensions.',
          }
        : undefined),
  },
  {
    id: 'drops-required-extensions',
    brokenRule: 'XV-NEG-006',
    description:
      "activates the caller's optional extensions but not those the card marks required, leaving them to the agent",
    step: 'selectRequestExtensions',
    replacement: (input) =>
      referenceSteps
        .selectRequestExtensions(input)
        .filter((uri) => !input.requiredExtensions.includes(uri)),
  },
  {
    id: 'ignores-enforce-input-modes',
    brokenRule: 'XV-DISC-001',
    description:
      'admits a card that signs enforceInputModes: true beside skill modes beyond its defaults',
    step: 'checkEnforceInputModes',
    replacement: () => undefined,
  },
  {
    id: 'ignores-undefined-schemes',
    brokenRule: 'XV-DISC-002',
    description: 'never resolves security requirements against securitySchemes',
    step: 'checkSecuritySchemes',
    replacement: () => undefined,
  },
  {
    id: 'string-compares-versions',
    brokenRule: 'XV-DISC-003',
    description: 'compares protocol versions as strings ("1.10" < "1.9")',
    step: 'checkProtocolVersion',
    replacement: checkProtocolVersionAsStrings,
  },
  {
    id: 'exact-string-media-types',
    brokenRule: 'XV-DEL-001',
    description: 'matches media types as exact strings (no case folding, parameters or wildcards)',
    step: 'matchMediaType',
    replacement: (modes, mediaType) => modes.includes(mediaType),
  },
  {
    id: 'ignores-skill-input-modes',
    brokenRule: 'XV-DEL-001',
    description:
      "resolves every skill to defaultInputModes, ignoring the skill's own inputModes (seed 002's vendor B)",
    step: 'resolveInputModes',
    replacement: (card, skillId) =>
      referenceSteps.resolveInputModes(card, skillId) === undefined
        ? undefined
        : defaultModes(card),
  },
  {
    id: 'ignores-streaming-blocking',
    brokenRule: 'XV-DEL-002',
    description: 'delegates to a streaming peer from a blocking-only caller',
    step: 'checkStreamingMode',
    replacement: () => undefined,
  },
  {
    id: 'no-unknown-skill-check',
    brokenRule: 'XV-DEL-003',
    description: 'resolves an unknown skill to the default modes instead of refusing it',
    step: 'resolveInputModes',
    replacement: (card, skillId) =>
      referenceSteps.resolveInputModes(card, skillId) ?? defaultModes(card),
  },
  {
    id: 'retries-same-peer',
    brokenRule: 'XV-DEL-004',
    description: 'retries the same (peer, skill) after a deterministic capability failure',
    step: 'shouldRetrySamePeer',
    replacement: () => true,
  },
  {
    id: 'reports-silence-as-completed',
    brokenRule: 'XV-DEL-006',
    description:
      'fire-and-forget: a delegation that got no answer (a stall, a transport error) is reported completed',
    call: 'delegate',
    answer: async (params) => {
      const result = await REFERENCE_CLIENT.delegate!(params);
      return result.outcome === 'stalled' || result.outcome === 'error'
        ? { outcome: 'completed', taskState: 'TASK_STATE_COMPLETED', artifacts: [] }
        : result;
    },
  },
  {
    id: 'delegates-on-unverified-cards',
    brokenRule: 'XV-DEL-005',
    description: 'delegates across a trust boundary on an unsigned or unverified card',
    step: 'requireVerifiedForDelegation',
    replacement: () => undefined,
  },
  {
    id: 'ignores-append',
    brokenRule: 'XV-STR-001',
    description: 'treats every artifact chunk as a replacement, keeping only the last one',
    step: 'reassembleChunk',
    replacement: (state, chunk) =>
      referenceSteps.reassembleChunk(state, { ...chunk, append: false }),
  },
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

/**
 * The one-bug mutants of `reference` (DESIGN §3 "prove its own power"): each replaces exactly
 * one step of the reference model (or assembles one call's answer wrongly), so the rule of that
 * step, and that rule alone by design, must catch it. `a2a-crosscheck selftest` runs them all.
 */
export const MUTANTS: readonly Mutant[] = [
  ...SPECS,
  ...REACH_SPECS,
  ...UNLISTED_SPECS,
  ...SIGNER_SPECS,
].map(mutantOf);

/**
 * Mutants the harness does not catch at the default budget and seed, each with the measured
 * reason (`escapes`): not part of the self-test's score, kept so the misses stay on record.
 */
export const ESCAPED_MUTANTS: readonly (Mutant & { escapes: string })[] = UNLISTED_ESCAPES.map(
  (spec) => ({ ...mutantOf(spec), escapes: spec.escapes }),
);
