import { referenceSteps } from '../../../harness/model/index.ts';
import { reassembleStoppingAtLastChunk } from '../_internals/reachMutations.ts';
import type { MutantSpec } from '../Mutant.ts';

/** The stream rules' mutants of one model step or answer each, written against the rule. */
export const STREAM_MUTANTS: readonly MutantSpec[] = [
  {
    id: 'ignores-append',
    brokenRule: 'XV-STR-001',
    description: 'treats every artifact chunk as a replacement, keeping only the last one',
    step: 'reassembleChunk',
    replacement: (state, chunk) =>
      referenceSteps.reassembleChunk(state, { ...chunk, append: false }),
  },
];

/** The stream rules' reach mutants: the bug sits where the generators used to not reach (past the first skill, interface, signature entry or usable peer, past `lastChunk`, or in another spelling of a compared value); each must be caught by its own rule within the default budget. */
export const STREAM_REACH_MUTANTS: readonly MutantSpec[] = [
  {
    id: 'stops-at-last-chunk',
    brokenRule: 'XV-STR-001',
    description: 'drops the chunks of an artifact that arrive after the one marked lastChunk',
    step: 'reassembleChunk',
    replacement: reassembleStoppingAtLastChunk,
  },
];

/** The stream rules' unlisted mutants: bug classes no generator or reach entry was written for (values the generators never produce, unusual shapes of keys and policy, identifiers from another namespace, secondary members of answers, structures never combined); each must be caught by its own rule within the default budget. */
export const STREAM_UNLISTED_MUTANTS: readonly MutantSpec[] = [
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
];
