import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import {
  type CaseResult,
  caseKey,
  type RuleResult,
  type Verdict,
} from '../../harness/results/types.ts';
import type { ResolvedIut } from '../run/RunPhase.ts';
import { type ConformanceOutcome, type RunInputs, runConformance } from '../run/runConformance.ts';

/** What `repeatRun` needs: a run's inputs, with IUTs built afresh for every repetition. */
export interface RepeatInputs extends Omit<RunInputs, 'iuts'> {
  /** Called once per repetition: a run closes its IUTs when it ends (stdio children exit). */
  iuts: () => Promise<ResolvedIut[]>;
}

/** A case whose verdict changed between repetitions of the same run (same seed). */
export interface Flake {
  rule: string;
  case: string;
  iut: string;
  vendor: string | null;
  transport: RuleResult['transport'];
  /** Verdict in each repetition, in order; `missing` when a repetition had no such case. */
  verdicts: (Verdict | 'missing')[];
}

/** A case whose verdict held but whose evidence summary changed between repetitions. */
export interface Drift {
  key: string;
  summaries: (string | null)[];
}

export interface RepeatOutcome {
  /** The first repetition's outcome, whole: the one a report is made of. */
  first: ConformanceOutcome;
  /** Repetitions that ran, the last one possibly cut short. */
  runs: number;
  /** Some repetition was interrupted. */
  interrupted: boolean;
  /** The harness defect that stopped a repetition, if one did. */
  defect?: ConformanceOutcome['defect'];
  flakes: Flake[];
  drifts: Drift[];
}

/**
 * Runs the engine `n` times with the same options (so the same seed) and reports every case
 * (rule, case, IUT, vendor, transport) whose verdict was not the same each time: a flake, which a
 * baseline-gated CI cannot live with (`--repeat N`). Evidence summaries that changed under a
 * stable verdict are reported as drifts; a counterexample's text is left out of that
 * comparison (a property may shrink to a different witness of the same failure).
 *
 * Only the first outcome is kept whole; each later one is folded into a verdict and a summary
 * per case as soon as it ends and then dropped, so memory does not grow with the outcomes'
 * evidence and transcripts times `n` (it did: every outcome was held to the end).
 */
export async function repeatRun(inputs: RepeatInputs, n: number): Promise<RepeatOutcome> {
  if (!Number.isInteger(n) || n < 1) {
    throw new CrosscheckError(
      'USAGE',
      `Failed to repeat the run: ${String(n)} is not a positive integer. Pass --repeat 1 or more.`,
    );
  }
  const tally = new CaseTally();
  let first: ConformanceOutcome | undefined;
  let runs = 0;
  let interrupted = false;
  let defect: ConformanceOutcome['defect'];
  for (let i = 0; i < n && inputs.signal?.aborted !== true; i++) {
    const { iuts, ...rest } = inputs;
    const outcome = await runConformance({ ...rest, iuts: await iuts() });
    first ??= outcome;
    runs++;
    interrupted ||= outcome.interrupted;
    defect ??= outcome.defect;
    // A repetition cut short (an interrupt, a harness defect) would show every result it lacks
    // as a flake: it is not compared.
    if (outcome.interrupted || outcome.defect !== undefined) break;
    tally.add(outcome);
  }
  return {
    first: first!,
    runs,
    interrupted,
    ...(defect !== undefined && { defect }),
    ...tally.compare(),
  };
}

/** One case across repetitions: who it is, and its verdict and summary in each. */
interface TallyRow {
  rule: string;
  case: string;
  iut: string;
  vendor: string | null;
  transport: RuleResult['transport'];
  verdicts: (Verdict | 'missing')[];
  /** Each repetition's stable summary; one equal to the first seen is that same string. */
  summaries: (string | null)[];
  firstSummary: string | undefined;
}

/**
 * Verdicts and summaries per case, outcome after outcome, holding nothing else of an outcome:
 * what `repeatRun` needs to name flakes and drifts once the outcomes are gone.
 */
class CaseTally {
  private readonly rows = new Map<string, TallyRow>();
  private outcomes = 0;

  add(outcome: ConformanceOutcome): void {
    const i = this.outcomes++;
    for (const result of outcome.results)
      for (const c of result.cases) {
        const key = caseKey({ ...result, case: c.case });
        let row = this.rows.get(key);
        if (row === undefined) {
          row = {
            rule: result.rule,
            case: c.case,
            iut: result.iut,
            vendor: result.vendor,
            transport: result.transport,
            verdicts: new Array<Verdict | 'missing'>(i).fill('missing'),
            summaries: new Array<string | null>(i).fill(null),
            firstSummary: undefined,
          };
          this.rows.set(key, row);
        }
        const summary = stableSummary(c);
        row.firstSummary ??= summary;
        row.verdicts[i] = c.verdict;
        row.summaries[i] = row.firstSummary === summary ? row.firstSummary : summary;
      }
    for (const row of this.rows.values())
      if (row.verdicts.length <= i) {
        row.verdicts[i] = 'missing';
        row.summaries[i] = null;
      }
  }

  compare(): Pick<RepeatOutcome, 'flakes' | 'drifts'> {
    const flakes: Flake[] = [];
    const drifts: Drift[] = [];
    for (const [key, row] of [...this.rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const { verdicts, summaries } = row;
      if (new Set(verdicts).size > 1) {
        const { rule, iut, vendor, transport } = row;
        flakes.push({ rule, case: row.case, iut, vendor, transport, verdicts });
        continue;
      }
      if (new Set(summaries).size > 1) drifts.push({ key, summaries });
    }
    return { flakes, drifts };
  }
}

/** The evidence summary without what may legitimately vary: a counterexample and timings. */
export function stableSummary(r: CaseResult): string {
  const counterexample = r.evidence.counterexample;
  return counterexample === undefined
    ? r.evidence.summary
    : r.evidence.summary.replace(JSON.stringify(counterexample.input), '<counterexample>');
}
