import type { AdapterModule } from '../../harness/contract/types.ts';
import { HarnessDefect } from '../../harness/errors/index.ts';
import type { Deadlines } from '../../harness/options/index.ts';
import { DEFAULTS, resolveOptions } from '../../harness/options/index.ts';
import { createInProcessIut } from '../../harness/transports/inProcessIut.ts';
import { MUTANTS, type Mutant } from '../mutants/index.ts';
import { referenceAdapter } from '../../implementations/reference/createReferenceAdapter.ts';
import { contractCases } from '../../scenarios/contractSuite.ts';
import { wireCases } from '../../scenarios/wire/wire-cases.ts';
import type { ConformanceCase } from '../../scenarios/core/ConformanceCase.ts';
import { runConformance } from '../run/runConformance.ts';
import { wirePhase } from '../wire/wirePhase.ts';
import { buildPropertyCases } from '../properties/index.ts';
import { regressionCases } from '../regressions/index.ts';
import { matchesAny } from './matchesAny.ts';
import { runLimited } from '../run/runLimited.ts';

/** Options of {@link runSelftest}; every member but `seed` and `runs` optional. */
export interface SelftestInput {
  seed: number;
  /** Runs per property. */
  runs: number;
  /** Rule ids or globs (`XV-DEL-*`) narrowing the mutants by the rule each breaks; empty or absent: all. */
  rule?: readonly string[];
  deadlines?: Deadlines;
  /** Mutants run at once (default 2). */
  concurrency?: number;
  /** The mutants to run (default {@link MUTANTS}). */
  mutants?: readonly Mutant[];
  /**
   * `all-rules` (default) runs every rule against every mutant and reports all that caught it;
   * `own-rule` runs only the rule each mutant breaks (the pass criterion is the same: caught by
   * its own rule), and the control only those rules: much faster, for tests and quick checks.
   */
  scope?: SelftestScope;
}

/** How much of the catalogue each mutant is run against. */
export type SelftestScope = 'all-rules' | 'own-rule';

/** One mutant's fate (the CLI's `MutantOutcome`, plus timing and the verdict of the self-test). */
export interface SelftestMutantOutcome {
  id: string;
  brokenRule: string;
  description: string;
  /** Rules whose results failed for this mutant, sorted. */
  caughtBy: string[];
  /** Caught by the rule it breaks. */
  passed: boolean;
  durationMs: number;
}

/** The self-test's result (the CLI's `SelftestOutcome`, plus the control run and the totals). */
export interface SelftestResult {
  mutants: SelftestMutantOutcome[];
  /** `reference` itself under the same cases: must be caught by nothing, or the score means nothing. */
  control: { caughtBy: string[]; errors: string[]; durationMs: number };
  /** Every mutant caught by its own rule, and the control clean. */
  passed: boolean;
  durationMs: number;
}

/**
 * Every case a mutant is judged by: contract cases, properties (no shrinking needed), regressions,
 * and the hand-written wire cases of the client role.
 */
function selftestCases(): ConformanceCase[] {
  return [
    ...contractCases,
    ...buildPropertyCases({ shrink: false }),
    ...regressionCases,
    ...wireCases,
  ];
}

/** What one judging of an IUT found: the rules that failed it, the rules in error. */
interface Judged {
  caughtBy: string[];
  errors: string[];
  durationMs: number;
}

/**
 * Judges `adapter` by `cases` under `rules` (empty: all). With `wire` the cases are the client
 * role's wire cases, run in a wire phase on loopback (msw patches the one global `fetch`, which
 * judgings side by side in this process would share).
 */
async function judge(
  id: string,
  adapter: AdapterModule,
  input: SelftestInput,
  cases: readonly ConformanceCase[],
  rules: readonly string[],
  wire = false,
): Promise<Judged> {
  const started = Date.now();
  const options = resolveOptions({
    seed: input.seed,
    runs: input.runs,
    rule: [...rules],
    deadlines: input.deadlines ?? { ...DEFAULTS.deadlines },
    transports: ['loopback'],
  });
  const iut = createInProcessIut(id, adapter, { deadlineMs: options.deadlines.callMs });
  const outcome = await runConformance({
    options,
    iuts: [{ iut, transport: 'in-process' }],
    cases: wire ? [] : cases,
    phases: wire ? [wirePhase(cases)] : [],
  });
  if (outcome.defect !== undefined) throw new HarnessDefect(outcome.defect);
  const failed = new Set(outcome.results.filter((r) => r.verdict === 'fail').map((r) => r.rule));
  const errors = new Set(outcome.results.filter((r) => r.verdict === 'error').map((r) => r.rule));
  return {
    caughtBy: [...failed].sort(),
    errors: [...errors].sort(),
    durationMs: Date.now() - started,
  };
}

/** Two judgings of one IUT as one. */
function merged(a: Judged, b: Judged): Judged {
  return {
    caughtBy: [...new Set([...a.caughtBy, ...b.caughtBy])].sort(),
    errors: [...new Set([...a.errors, ...b.errors])].sort(),
    durationMs: a.durationMs + b.durationMs,
  };
}

/**
 * DESIGN §3 "prove its own power": runs every selected one-bug mutant of `reference` through the
 * contract cases, the properties and the regression cases (via `runConformance`, in process) and
 * records which rules caught it. A mutant that escapes, or is caught only by other rules, fails
 * the self-test; so does a control run of `reference` that any rule fails.
 */
export async function runSelftest(input: SelftestInput): Promise<SelftestResult> {
  const started = Date.now();
  const cases = selftestCases();
  const selected = (input.mutants ?? MUTANTS).filter((m) =>
    matchesAny(m.brokenRule, input.rule ?? []),
  );
  const concurrency = input.concurrency ?? 2;
  const ownOnly = input.scope === 'own-rule';
  const brokenRules = [...new Set(selected.map((m) => m.brokenRule))];
  const controlRules = ownOnly ? brokenRules : [];
  const offWire = cases.filter((c) => c.wire !== true);
  const onWire = cases.filter((c) => c.wire === true);
  const [control, ...judged] = await runLimited([null, ...selected], concurrency, (m) =>
    m === null
      ? judge('reference', referenceAdapter, input, offWire, controlRules)
      : judge(`mutant:${m.id}`, m.adapter, input, offWire, ownOnly ? [m.brokenRule] : []),
  );
  // The client role over the wire (generated fleets, the seed cases) runs afterwards, one IUT
  // at a time: a delegation's deadline is wall-clock time, and judgings side by side on this one
  // thread would hold each other's event loop past it. It is the slowest part of the catalogue,
  // so it runs only where it can change the outcome: for a mutant its own rule has not caught
  // off the wire (the rule that must catch it), and for the control, for those mutants' rules.
  const wireOf = (rules: readonly string[]) => onWire.filter((c) => rules.includes(c.rule));
  const needWire = selected.flatMap((m, i) =>
    judged[i]!.caughtBy.includes(m.brokenRule) || wireOf([m.brokenRule]).length === 0 ? [] : [i],
  );
  const wireRules = [...new Set(needWire.map((i) => selected[i]!.brokenRule))];
  const controlWire = wireOf(wireRules);
  const controlOutcome =
    controlWire.length === 0
      ? control!
      : merged(
          control!,
          await judge('reference', referenceAdapter, input, controlWire, wireRules, true),
        );
  for (const i of needWire) {
    const m = selected[i]!;
    judged[i] = merged(
      judged[i]!,
      await judge(`mutant:${m.id}`, m.adapter, input, wireOf([m.brokenRule]), [m.brokenRule], true),
    );
  }
  const mutants = selected.map((m, i) => {
    const { caughtBy, durationMs } = judged[i]!;
    return {
      id: m.id,
      brokenRule: m.brokenRule,
      description: m.description,
      caughtBy,
      passed: caughtBy.includes(m.brokenRule),
      durationMs,
    };
  });
  return {
    mutants,
    control: controlOutcome,
    passed:
      mutants.every((m) => m.passed) &&
      controlOutcome.caughtBy.length === 0 &&
      controlOutcome.errors.length === 0,
    durationMs: Date.now() - started,
  };
}
