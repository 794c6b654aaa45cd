import { parseServedCard } from '../../harness/model/index.ts';
import { isJsonObject } from '../../harness/json/JsonValue.ts';
import type { MutantSpec } from './Mutant.ts';
import {
  checkRequiredAndSchemes,
  checkSchemesWithIn,
  chooseFallbackWithoutExtensions,
  resolveSkillByName,
  verifyCopyingByAssignment,
  verifyDroppingNestedSignatures,
  verifyEmptyAllowListAsAny,
  verifyEscapingMarkup,
  verifyEscapingNonAscii,
  verifyIgnoringKeyUse,
  verifyNamingKeyByThumbprint,
  verifyReportingFirstKid,
  verifyWithFirstKeyOfKid,
} from './_internals/unlistedMutations.ts';

/** The `name` a served card gives itself, if it parses. */
function cardName(cardBase64: string): string | undefined {
  const parsed = parseServedCard(cardBase64);
  const name = 'card' in parsed ? parsed.card.emitted['name'] : undefined;
  return typeof name === 'string' ? name : undefined;
}

/** Whether the served card's own `capabilities.extensions` is a list (read before any check). */
function listsExtensions(cardBase64: string): boolean {
  const parsed = parseServedCard(cardBase64);
  if (!('card' in parsed)) return false;
  const caps = parsed.card.emitted['capabilities'];
  return isJsonObject(caps) && Array.isArray(caps['extensions']);
}

/**
 * Mutants of the five bug classes no generator or reach entry was written for, added after the generic
 * mechanism (mutator, relations, whole-answer comparison) was built and aimed at by none of it:
 * values the generators never produce (1), unusual shapes of trusted keys and policy (2),
 * identifiers from another namespace (3), secondary members of answers (4), structures never
 * combined (5). Each must be caught by its own rule within the default budget, at every seed.
 *
 * Five of them the generic mechanism alone caught only at some seeds (`selftest --seeds
 * 42,1,2,3,4`: the "__proto__" and nested-signatures ones 4/5, the `in` lookup 3/5, the key use
 * 1/5, the empty allow-list 4/5), so their properties' generators now draw the structures those
 * faults live in: extension params with such member names (`structArb`), inherited names among
 * the requirement scheme names, the signing key's `use` and `key_ops`, an empty allow-list.
 * Those five are evidence of the generators since, no longer of the mechanism alone
 * (tests/properties/mutantsAtEverySeed.test.ts).
 */
export const UNLISTED_SPECS: MutantSpec[] = [
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
  {
    id: 'fallback-named-by-card',
    brokenRule: 'XV-DEL-004',
    description:
      "names the fallback peer by its card's name instead of the caller's routing key for it",
    call: 'plan',
    answer: async (params, model) => {
      const answer = await model.plan(params);
      const chosen = params.peers.find((p) => p.peer === answer.peer);
      const name = chosen === undefined ? undefined : cardName(chosen.cardBase64);
      return answer.decision === 'fallback' && name !== undefined
        ? { ...answer, peer: name }
        : answer;
    },
  },
  {
    id: 'skill-found-by-name',
    brokenRule: 'XV-DEL-003',
    description: 'finds the requested skill by its id, or else by its name',
    step: 'resolveInputModes',
    replacement: resolveSkillByName,
  },
  {
    id: 'scheme-lookup-with-in',
    brokenRule: 'XV-DISC-002',
    description:
      'looks a requirement\'s scheme up with `name in securitySchemes`, so "constructor" is defined',
    step: 'checkSecuritySchemes',
    replacement: checkSchemesWithIn,
  },
  // 4. secondary members of answers
  {
    id: 'verified-kid-without-verification',
    brokenRule: 'XV-SIG-005',
    description: "reports the first entry's kid as verifiedKid when no entry verified",
    step: 'verifySignature',
    replacement: verifyReportingFirstKid,
  },
  {
    id: 'negotiation-on-refused-cards',
    brokenRule: 'XV-NEG-002',
    description:
      'answers mayNegotiateExtensions from the raw card, so a refused card that lists extensions allows negotiation',
    call: 'discover',
    answer: async (params, model) => {
      const answer = await model.discover(params);
      return answer.admitted
        ? answer
        : { ...answer, mayNegotiateExtensions: listsExtensions(params.cardBase64) };
    },
  },
  {
    id: 'schemes-checked-at-schema-stage',
    brokenRule: 'XV-DISC-002',
    description:
      'checks security schemes with the REQUIRED members, refusing at the schema stage, before the signature',
    step: 'checkRequired',
    replacement: checkRequiredAndSchemes,
  },
  // 5. structures never combined
  {
    id: 'snapshot-artifacts-ignored',
    brokenRule: 'XV-STR-001',
    description:
      "reads artifact updates only, dropping the artifacts a stream's task snapshot carries",
    call: 'reassemble',
    answer: (params, model) =>
      model.reassemble({ events: params.events.filter((e) => !Object.hasOwn(e, 'task')) }),
  },
  {
    id: 'fallback-without-caller-extensions',
    brokenRule: 'XV-DEL-004',
    description:
      "falls back to the right peer but activates none of the caller's extensions toward it",
    step: 'chooseFallback',
    replacement: chooseFallbackWithoutExtensions,
  },
];

/**
 * Mutants of the same five classes that the generic mechanism does not catch at the default
 * budget and seed (42, 100 runs), each with the measured reason: kept beside the others so the
 * score stays honest, and pinned by tests/properties/escapedMutants.test.ts, which fails as
 * soon as one is caught (then it belongs in {@link UNLISTED_SPECS}).
 */
export const UNLISTED_ESCAPES: (MutantSpec & { escapes: string })[] = [];
