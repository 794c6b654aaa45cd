import type { CallName, Iut } from '../../harness/contract/types.ts';
import { type ClipLimits, clipJson } from '../../harness/json/clipJson.ts';
import type { AnswerTrace, TracedAnswer } from '../../harness/results/AnswerTrace.ts';
import type { Evaluation } from '../../scenarios/properties/Evaluation.ts';
import type { PropertyDefinition } from '../../scenarios/properties/PropertyDefinition.ts';
import { project } from '../../scenarios/properties/projections.ts';
import type { Scenario } from '../../scenarios/properties/VerifierScenario.ts';
import { digest } from './_internals/digest.ts';
import { comparedAnswer } from './comparedAnswer.ts';
import { signedUnder } from './signedUnder.ts';

/** Bounds of the copies a trace keeps: a report shows at most a few of them. */
const SHOWN: ClipLimits = { maxDepth: 12, maxStringChars: 512, maxItems: 50, maxChars: 4_000 };

/** Records what an IUT answers to each input of one property search (see {@link AnswerTrace}). */
export interface AnswerRecorder {
  /** The IUT the search calls: its first answer after {@link AnswerRecorder.begin} is kept. */
  readonly iut: Iut;
  /** A new input starts: what the IUT answered to the previous one is forgotten. */
  begin(): void;
  /** The input at `index` was judged: kept when the IUT answered it. */
  judged(index: number, scenario: Scenario, evaluation: Evaluation): void;
  trace(): AnswerTrace;
}

/**
 * Whether a property's answers can be compared across IUTs: it compares one answer with the
 * reference model through a projection. A judged property (signer, client) has no one answer: a
 * signer's card carries a fresh randomized signature each time, and a client's outcome is what a
 * served fleet saw.
 */
export function comparesAnswers(def: PropertyDefinition): boolean {
  return def.projection !== undefined && def.judge === undefined && def.wire !== true;
}

/**
 * A recorder for one search of `def` against `iut`. The IUT is wrapped, not the evaluation: the
 * first call of an input is the one the property judges (a metamorphic relation's second call,
 * on the transformed input, comes after it), and a call that throws leaves nothing.
 */
export function answerRecorder(
  def: PropertyDefinition,
  iut: Iut,
  seed: number,
  numRuns: number,
): AnswerRecorder {
  const answers: TracedAnswer[] = [];
  let first: { params: unknown; answer: unknown } | undefined;
  let open = false;
  const call = async (
    name: CallName,
    params: unknown,
    options?: { deadlineMs?: number },
  ): Promise<unknown> => {
    const answer = await iut.call(name, params as never, options);
    if (open) {
      first = { params, answer };
      open = false;
    }
    return answer;
  };
  const wrapped: Iut = { id: iut.id, close: () => iut.close(), call: call as Iut['call'] };
  return {
    iut: wrapped,
    begin() {
      first = undefined;
      open = true;
    },
    judged(index, scenario, evaluation) {
      open = false;
      if (first === undefined || def.projection === undefined) return;
      const { params, answer } = first;
      const projected = project(def.projection, answer, params as { degraded?: [] });
      const signed = signedUnder(scenario);
      answers.push({
        index,
        input: digest(scenario),
        answer: digest(comparedAnswer(answer)),
        projection: digest(projected),
        projected: clipJson(projected, SHOWN).value,
        shown: clipJson(answer, SHOWN).value,
        reference: clipJson(evaluation.referenceAnswer, SHOWN).value,
        judged:
          evaluation.excluded !== undefined
            ? { verdict: 'not-judged', why: evaluation.excluded }
            : evaluation.mismatches.length > 0
              ? { verdict: 'disagrees', why: evaluation.mismatches[0]! }
              : { verdict: 'agrees' },
        ...(signed.length === 0 ? {} : { signedUnder: signed }),
      });
    },
    trace: () => ({ property: def.id, seed, numRuns, answers }),
  };
}
