import type { Role } from '../../harness/contract/types.ts';
import { type ClipLimits, clipJson } from '../../harness/json/clipJson.ts';
import { jsonDifferences } from '../../harness/json/jsonDifferences.ts';
import type { TracedAnswer } from '../../harness/results/AnswerTrace.ts';
import {
  type DifferentialAnswer,
  type DifferentialFinding,
  type ReportDifferential,
  combineDifferentials,
} from '../../reports/index.ts';
import type { PropertyDefinition } from '../../scenarios/properties/PropertyDefinition.ts';
import { replayCommand } from '../records/replayCommand.ts';
import { digest } from './_internals/digest.ts';
import { comparedAnswer } from './comparedAnswer.ts';
import type { IutTrace, PairComparison, PairDisagreement } from './compareTraces.ts';
import { inputAt, pathOfIndex } from './inputAt.ts';
import { createPropertyContext } from '../properties/createPropertyContext.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';

/** What the report needs of a property besides its traces. */
export interface DifferentialProperty {
  rule: string;
  role: Role;
  /** Its definition, to draw a finding's input again; absent for a catalogue's own case. */
  def?: PropertyDefinition;
}

/** Bounds of a finding's input: a card or a stream, shown once per finding. */
const INPUT: ClipLimits = { maxDepth: 16, maxStringChars: 512, maxItems: 40, maxChars: 8_000 };
/** Pointers a finding lists. */
const MAX_POINTERS = 10;

/** Where two values differ, both ways (a member only one of them has counts too). */
function pointers(a: unknown, b: unknown): string[] {
  const limits = { max: MAX_POINTERS };
  const all = [...jsonDifferences(a, b, limits), ...jsonDifferences(b, a, limits)].map(
    (d) => d.pointer || '/',
  );
  return [...new Set(all)].slice(0, MAX_POINTERS);
}

function side(t: IutTrace, answer: TracedAnswer, rule: string): DifferentialAnswer {
  return {
    iut: t.iut,
    answer: answer.shown,
    judged: answer.judged,
    replay: replayCommand({
      rule,
      target: t.replayTarget,
      caseId: t.trace.property,
      seed: t.trace.seed,
      path: pathOfIndex(answer.index),
    }),
  };
}

async function finding(
  c: PairComparison,
  d: PairDisagreement,
  property: DifferentialProperty,
  ctx: () => Promise<CaseContext>,
): Promise<DifferentialFinding> {
  const { index } = d.a;
  const seed = c.a.trace.seed;
  let input: unknown;
  if (property.def !== undefined) {
    const drawn = await inputAt(property.def, seed, index, c.a.trace.numRuns, ctx);
    // Drawn again from the same seed and path it is the same input; a digest that differs would
    // mean the generator is not a function of the seed, and the input is not shown.
    if (drawn !== undefined && digest(drawn) === d.a.input) input = clipJson(drawn, INPUT).value;
  }
  return {
    property: c.property,
    rule: property.rule,
    iuts: [c.a.iut, c.b.iut],
    kind: d.kind,
    of: d.of,
    pointers:
      d.kind === 'projected'
        ? pointers(d.a.projected, d.b.projected)
        : pointers(comparedAnswer(d.a.shown), comparedAnswer(d.b.shown)),
    seed,
    path: pathOfIndex(index),
    ...(input === undefined ? {} : { input }),
    answers: [side(c.a, d.a, property.rule), side(c.b, d.b, property.rule)],
    referenceAnswer: d.a.reference,
  };
}

/**
 * The report's `differential` member from the pairs compared: one comparison per pair and
 * property, and for each the first input of each kind on which the two answers differ, with both
 * answers, the model's, the input drawn again from the seed, and a replay command per IUT.
 * `undefined` when no property was answered by two IUTs.
 */
export async function differentialReport(
  comparisons: readonly PairComparison[],
  properties: ReadonlyMap<string, DifferentialProperty>,
): Promise<ReportDifferential | undefined> {
  if (comparisons.length === 0) return undefined;
  // A context only to make a deterministic stage again (its favoured inputs are those the model
  // admits, served with keys of the seed): made once, when a finding's input needs it.
  const contexts = new Map<number, Promise<CaseContext>>();
  const ctxFor = (seed: number, runs: number) => (): Promise<CaseContext> => {
    let made = contexts.get(seed);
    if (made === undefined) {
      made = createPropertyContext(seed, runs);
      contexts.set(seed, made);
    }
    return made;
  };
  const out: ReportDifferential = { comparisons: [], findings: [] };
  for (const c of comparisons) {
    const property = properties.get(c.property);
    if (property === undefined) continue;
    out.comparisons.push({
      property: c.property,
      rule: property.rule,
      role: property.role,
      iuts: [c.a.iut, c.b.iut],
      compared: c.compared,
      projected: c.projected,
      unprojected: c.unprojected,
    });
    for (const d of c.first)
      out.findings.push(await finding(c, d, property, ctxFor(c.a.trace.seed, c.a.trace.numRuns)));
  }
  return combineDifferentials([out]);
}
