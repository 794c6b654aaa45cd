import { referenceSteps, parseServedCard } from '../../../harness/model/index.ts';
import type { ParsedCard } from '../../../harness/card/index.ts';
import { isJsonObject } from '../../../harness/json/JsonValue.ts';
import { selectExtensionsIgnoringCase } from '../_internals/reachMutations.ts';
import type { MutantSpec } from '../Mutant.ts';

function capabilityAbsent(card: ParsedCard, member: string): boolean {
  const caps = card.emitted['capabilities'];
  return !isJsonObject(caps) || caps[member] === undefined || caps[member] === null;
}

/** Whether the served card's own `capabilities.extensions` is a list (read before any check). */
function listsExtensions(cardBase64: string): boolean {
  const parsed = parseServedCard(cardBase64);
  if (!('card' in parsed)) return false;
  const caps = parsed.card.emitted['capabilities'];
  return isJsonObject(caps) && Array.isArray(caps['extensions']);
}

/** The negotiation rules' mutants of one model step or answer each, written against the rule. */
export const NEGOTIATION_MUTANTS: readonly MutantSpec[] = [
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
];

/** The negotiation rules' reach mutants: the bug sits where the generators used to not reach (past the first skill, interface, signature entry or usable peer, past `lastChunk`, or in another spelling of a compared value); each must be caught by its own rule within the default budget. */
export const NEGOTIATION_REACH_MUTANTS: readonly MutantSpec[] = [
  {
    id: 'extension-uris-ignore-case',
    brokenRule: 'XV-NEG-002',
    description:
      "activates a caller's extension whose URI matches a declared one only ignoring case",
    step: 'selectRequestExtensions',
    replacement: selectExtensionsIgnoringCase,
  },
];

/** The negotiation rules' unlisted mutants: bug classes no generator or reach entry was written for (values the generators never produce, unusual shapes of keys and policy, identifiers from another namespace, secondary members of answers, structures never combined); each must be caught by its own rule within the default budget. */
export const NEGOTIATION_UNLISTED_MUTANTS: readonly MutantSpec[] = [
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
];
