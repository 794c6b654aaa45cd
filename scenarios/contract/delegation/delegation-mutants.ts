import type { ParsedCard } from '../../../harness/card/index.ts';
import { referenceSteps, parseServedCard } from '../../../harness/model/index.ts';
import {
  resolveFirstSkillModes,
  matchPlusJsonAsJson,
  matchRangeAsPrefix,
  resolveSkillIgnoringCase,
  samePeerIgnoringCase,
  chooseLastFallback,
} from '../_internals/reachMutations.ts';
import {
  resolveSkillByName,
  chooseFallbackWithoutExtensions,
  matchMediaTypeSymmetric,
} from '../_internals/unlistedMutations.ts';
import {
  readAnswerComments,
  readAnswerNonFinite,
  readAnswerTrailingCommas,
} from '../_internals/lenientAnswerReaders.ts';
import type { MutantSpec } from '../Mutant.ts';

function defaultModes(card: ParsedCard): string[] {
  const modes = card.emitted['defaultInputModes'];
  return Array.isArray(modes) ? modes.filter((m): m is string => typeof m === 'string') : [];
}

/** The `name` a served card gives itself, if it parses. */
function cardName(cardBase64: string): string | undefined {
  const parsed = parseServedCard(cardBase64);
  const name = 'card' in parsed ? parsed.card.emitted['name'] : undefined;
  return typeof name === 'string' ? name : undefined;
}

/** The delegation rules' mutants of one model step or answer each, written against the rule. */
export const DELEGATION_MUTANTS: readonly MutantSpec[] = [
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
    answer: async (params, _model, reference) => {
      const result = await reference(params);
      return result.outcome === 'stalled' || result.outcome === 'error'
        ? { outcome: 'completed', taskState: 'TASK_STATE_COMPLETED', artifacts: [] }
        : result;
    },
  },
  // A peer's answers below their JSON value, caught by the search of `prop-client-answer-bytes`.
  {
    id: 'comments-in-answers',
    brokenRule: 'XV-DEL-006',
    description:
      'its client reads answers and stream events with a JSONC reader: a comment between tokens is whitespace',
    step: 'readAnswer',
    replacement: readAnswerComments,
  },
  {
    id: 'trailing-commas-in-answers',
    brokenRule: 'XV-DEL-006',
    description:
      'its client reads answers and stream events admitting a trailing comma before "}" or "]"',
    step: 'readAnswer',
    replacement: readAnswerTrailingCommas,
  },
  {
    id: 'non-finite-in-answers',
    brokenRule: 'XV-DEL-006',
    description:
      "its client reads answers and stream events as Python's json module does: NaN and Infinity admitted",
    step: 'readAnswer',
    replacement: readAnswerNonFinite,
  },
  {
    id: 'delegates-on-unverified-cards',
    brokenRule: 'XV-DEL-005',
    description: 'delegates across a trust boundary on an unsigned or unverified card',
    step: 'requireVerifiedForDelegation',
    replacement: () => undefined,
  },
];

/** The delegation rules' reach mutants: the bug sits where the generators used to not reach (past the first skill, interface, signature entry or usable peer, past `lastChunk`, or in another spelling of a compared value); each must be caught by its own rule within the default budget. */
export const DELEGATION_REACH_MUTANTS: readonly MutantSpec[] = [
  {
    id: 'resolves-first-skill-modes',
    brokenRule: 'XV-DEL-001',
    description: "resolves every declared skill to the first skill's input modes",
    step: 'resolveInputModes',
    replacement: resolveFirstSkillModes,
  },
  {
    id: 'plus-json-read-as-json',
    brokenRule: 'XV-DEL-001',
    description: 'accepts an application/*+json part wherever application/json is declared',
    step: 'matchMediaType',
    replacement: matchPlusJsonAsJson,
  },
  {
    id: 'range-matched-as-prefix',
    brokenRule: 'XV-DEL-001',
    description: 'matches a range type/* as a string prefix, so image/* accepts imagex/png',
    step: 'matchMediaType',
    replacement: matchRangeAsPrefix,
  },
  {
    id: 'skill-ids-ignore-case',
    brokenRule: 'XV-DEL-003',
    description: 'finds a skill whose id differs from the requested one only in case',
    step: 'resolveInputModes',
    replacement: resolveSkillIgnoringCase,
  },
  {
    id: 'peer-names-ignore-case',
    brokenRule: 'XV-DEL-004',
    description: 'takes routing memory about PEER-1 for peer-1 (peer names compared ignoring case)',
    step: 'samePeer',
    replacement: samePeerIgnoringCase,
  },
  {
    id: 'last-usable-fallback',
    brokenRule: 'XV-DEL-004',
    description: "falls back to the last usable peer instead of the first in the caller's order",
    step: 'chooseFallback',
    replacement: chooseLastFallback,
  },
];

/** The delegation rules' unlisted mutants: bug classes no generator or reach entry was written for (values the generators never produce, unusual shapes of keys and policy, identifiers from another namespace, secondary members of answers, structures never combined); each must be caught by its own rule within the default budget. */
export const DELEGATION_UNLISTED_MUTANTS: readonly MutantSpec[] = [
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
    id: 'fallback-without-caller-extensions',
    brokenRule: 'XV-DEL-004',
    description:
      "falls back to the right peer but activates none of the caller's extensions toward it",
    step: 'chooseFallback',
    replacement: chooseFallbackWithoutExtensions,
  },
  {
    id: 'media-type-match-symmetric',
    brokenRule: 'XV-DEL-001',
    description:
      'matches a media type against a mode both ways round, so a part image/* fits a mode image/png and a part text/plain a mode text/plain;charset=utf-8',
    step: 'matchMediaType',
    replacement: matchMediaTypeSymmetric,
  },
];
