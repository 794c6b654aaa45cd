import type { Canonicalization } from '../../harness/contract/types.ts';
import type { AnswerTrace, TracedAnswer } from '../../harness/results/AnswerTrace.ts';
import type { DisagreementKind } from '../../reports/index.ts';

/** One IUT's answers to one property, as the run recorded them. */
export interface IutTrace {
  /** The IUT's name in the run (what results and baselines call it). */
  iut: string;
  /** The flags a replay command names the IUT with (`--iut …`, `--iut-cmd …`). */
  replayTarget: string;
  /**
   * The canonicalization its case ran under: an IUT that verifies only `a2a-1.0` may get a case's
   * cards signed under it instead (engine/run/resolveCaseCanonicalization.ts), and then its
   * inputs are not the other IUT's.
   */
  canonicalization: Canonicalization | null;
  /** The canonicalizations it verifies, as its `hello` declares them (both when it declares none). */
  verifies: readonly Canonicalization[];
  trace: AnswerTrace;
}

/** The first input of one kind on which a pair's answers differ, and how many do. */
export interface PairDisagreement {
  kind: DisagreementKind;
  a: TracedAnswer;
  b: TracedAnswer;
  of: number;
}

/** Two IUTs compared on one property's inputs. */
export interface PairComparison {
  property: string;
  a: IutTrace;
  b: IutTrace;
  compared: number;
  projected: number;
  unprojected: number;
  /** The first disagreement of each kind found, `projected` first. */
  first: PairDisagreement[];
}

/**
 * Compares every pair of IUTs that answered the same property's inputs (same property, seed and
 * canonicalization), in the order the traces are given, input by input: an index both answered,
 * with the same input digest, is compared, first through the projection, then whole (free text
 * aside). An input only one of them answered (the other crashed on it, or had stopped at its
 * first failure) is not compared: an IUT that errors is no disagreement. Nor is an input signed
 * under a canonicalization one of them declares it does not verify: refusing it is what that IUT
 * announced, and the search does not judge it either.
 */
export function compareTraces(traces: readonly IutTrace[]): PairComparison[] {
  const byProperty = new Map<string, IutTrace[]>();
  for (const t of traces) {
    const list = byProperty.get(t.trace.property);
    if (list) list.push(t);
    else byProperty.set(t.trace.property, [t]);
  }
  const out: PairComparison[] = [];
  for (const [property, list] of byProperty) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i]!;
        const b = list[j]!;
        if (a.canonicalization !== b.canonicalization || a.trace.seed !== b.trace.seed) continue;
        out.push(comparePair(property, a, b));
      }
    }
  }
  return out;
}

/** Whether an IUT declares it verifies every canonicalization the input is signed under. */
function verifiable(t: IutTrace, answer: TracedAnswer): boolean {
  return (answer.signedUnder ?? []).every((c) => t.verifies.includes(c));
}

function comparePair(property: string, a: IutTrace, b: IutTrace): PairComparison {
  const theirs = new Map(b.trace.answers.map((x) => [x.index, x]));
  const found = new Map<DisagreementKind, PairDisagreement>();
  const counts = { compared: 0, projected: 0, unprojected: 0 };
  for (const mine of a.trace.answers) {
    const other = theirs.get(mine.index);
    if (other === undefined || other.input !== mine.input) continue;
    if (!verifiable(a, mine) || !verifiable(b, mine)) continue;
    counts.compared++;
    const kind: DisagreementKind | undefined =
      mine.projection !== other.projection
        ? 'projected'
        : mine.answer !== other.answer
          ? 'unprojected'
          : undefined;
    if (kind === undefined) continue;
    counts[kind]++;
    const seen = found.get(kind);
    if (seen === undefined) found.set(kind, { kind, a: mine, b: other, of: 1 });
    else seen.of++;
  }
  const first = (['projected', 'unprojected'] as const).flatMap((k) => found.get(k) ?? []);
  return { property, a, b, ...counts, first };
}
