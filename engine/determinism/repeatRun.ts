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
  /** Every repetition's outcome, in order. */
  outcomes: ConformanceOutcome[];
  flakes: Flake[];
  drifts: Drift[];
}

/**
 * Runs the engine `n` times with the same options (so the same seed) and reports every case
 * (rule, case, IUT, vendor, transport) whose verdict was not the same each time: a flake, which a
 * baseline-gated CI cannot live with (`--repeat N`). Evidence summaries that changed under a
 * stable verdict are reported as drifts; a counterexample's text is left out of that
 * comparison (a property may shrink to a different witness of the same failure).
 */
export async function repeatRun(inputs: RepeatInputs, n: number): Promise<RepeatOutcome> {
  if (!Number.isInteger(n) || n < 1) {
    throw new CrosscheckError(
      'USAGE',
      `Failed to repeat the run: ${String(n)} is not a positive integer. Pass --repeat 1 or more.`,
    );
  }
  const outcomes: ConformanceOutcome[] = [];
  for (let i = 0; i < n && inputs.signal?.aborted !== true; i++) {
    const { iuts, ...rest } = inputs;
    const outcome = await runConformance({ ...rest, iuts: await iuts() });
    outcomes.push(outcome);
    if (outcome.interrupted || outcome.defect !== undefined) break;
  }
  // A repetition cut short (an interrupt, a harness defect) would show every result it lacks as
  // a flake.
  const whole = outcomes.filter((o) => !o.interrupted && o.defect === undefined);
  return { outcomes, ...compareOutcomes(whole) };
}

/** Flakes and drifts across outcomes of the same run; exported for merged shard reports. */
export function compareOutcomes(
  outcomes: readonly ConformanceOutcome[],
): Pick<RepeatOutcome, 'flakes' | 'drifts'> {
  type Seen = { result: RuleResult; c: CaseResult };
  const byKey = new Map<string, (Seen | undefined)[]>();
  outcomes.forEach((outcome, i) => {
    for (const result of outcome.results)
      for (const c of result.cases) {
        const key = caseKey({ ...result, case: c.case });
        const row = byKey.get(key) ?? new Array<Seen | undefined>(outcomes.length).fill(undefined);
        row[i] = { result, c };
        byKey.set(key, row);
      }
  });
  const flakes: Flake[] = [];
  const drifts: Drift[] = [];
  for (const [key, row] of [...byKey].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const verdicts = row.map((r) => r?.c.verdict ?? 'missing');
    const first = row.find((r) => r !== undefined)!;
    if (new Set(verdicts).size > 1) {
      flakes.push({
        rule: first.result.rule,
        case: first.c.case,
        iut: first.result.iut,
        vendor: first.result.vendor,
        transport: first.result.transport,
        verdicts,
      });
      continue;
    }
    const summaries = row.map((r) => (r === undefined ? null : stableSummary(r.c)));
    if (new Set(summaries).size > 1) drifts.push({ key, summaries });
  }
  return { flakes, drifts };
}

/** The evidence summary without what may legitimately vary: a counterexample and timings. */
export function stableSummary(r: CaseResult): string {
  const counterexample = r.evidence.counterexample;
  return counterexample === undefined
    ? r.evidence.summary
    : r.evidence.summary.replace(JSON.stringify(counterexample.input), '<counterexample>');
}
