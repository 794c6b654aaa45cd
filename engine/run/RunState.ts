import type { ReportDifferential, ReportIut, ReportRootCause } from '../../reports/index.ts';
import type { DefectRecord } from '../../harness/errors/index.ts';
import type { ResolvedRunOptions } from '../../harness/options/RunOptions.ts';
import { createVendors, type VendorFleet } from '../../vendors/index.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';
import type { IutTrace } from '../differential/compareTraces.ts';
import { createCaseContext } from './createCaseContext.ts';
import type { PhaseInput, RunPhase } from './RunPhase.ts';

/** What a phase produced (its records and the IUTs it met), or what it threw. */
export type PhaseOutcome = { records: CaseRecord[]; met: ReportIut[] } | { error: unknown };

/**
 * Everything one run of `runConformance` holds between its stages, in one place: what each stage
 * reads and what it leaves for the next (select, greet, start the phases beside the cases, the
 * contract cases, the differential check, the other phases, keep what the phases produced).
 */
export interface RunState {
  readonly options: ResolvedRunOptions;
  /** The ids of the selected rules. */
  readonly selected: ReadonlySet<string>;
  /** The simulated vendors, made the first time something needs them. */
  readonly fleet: () => Promise<VendorFleet>;
  /** The case context, made the first time something needs it. */
  readonly context: () => Promise<CaseContext>;
  /** The fleet, if it was made (to close it and to report its vendors). */
  readonly made: () => VendorFleet | undefined;
  readonly records: CaseRecord[];
  /** The IUTs the run met, in the report's order. */
  readonly met: ReportIut[];
  /** The IUTs that answered their hello, for the phases. */
  readonly greeted: PhaseInput['iuts'];
  /** What each IUT answered to the searched inputs, for the differential check. */
  readonly traces: IutTrace[];
  /** Records of the IUT whose cases are running: kept if a defect stops the run in the middle. */
  running: CaseRecord[];
  /** Each IUT's name in the results (its built-in or hello name), by its source id. */
  names: Map<string, string>;
  /** Cases finished, of all the contract cases (the progress line). */
  done: number;
  total: number;
  /**
   * The phases running beside the cases; cut through `cut` when the run stops early (an
   * interrupt, a harness defect, a throw): they judge peers of their own, which nothing else stops.
   */
  readonly beside: Map<RunPhase, Promise<PhaseOutcome>>;
  /** Settles once the phases beside the cases have all ended. */
  besideDone: Promise<void>;
  /** A phase beside the cases threw: the phases after the cases do not start from then on. */
  besideThrew: boolean;
  readonly cut: AbortController;
  defect?: DefectRecord;
  differential?: ReportDifferential;
  /** The root causes the diagnostics established, after every phase. */
  rootCauses?: ReportRootCause[];
}

/**
 * A run's state before its first stage. The simulated vendors and the case context are made the
 * first time something needs them: a run that judges only agent URLs builds (and signs the cards
 * of) neither. Simulated peers keep their own short progress deadline (vendors/defaults.ts); the
 * run's deadlines are for real IUTs and agents, which may be slower.
 */
export function createRunState(
  options: ResolvedRunOptions,
  selected: ReadonlySet<string>,
  startedAt: Date,
): RunState {
  let made: VendorFleet | undefined;
  let fleetOnce: Promise<VendorFleet> | undefined;
  const fleet = (): Promise<VendorFleet> =>
    (fleetOnce ??= createVendors({ seed: options.seed }).then((f) => (made = f)));
  let contextOnce: Promise<CaseContext> | undefined;
  const context = (): Promise<CaseContext> =>
    (contextOnce ??= fleet().then((f) =>
      createCaseContext({
        seed: options.seed,
        fleet: f,
        transport: 'in-process',
        deadlines: options.deadlines,
        budget: {
          runs: options.runs,
          timeBudgetMs: options.timeBudgetMs,
          deadlineAt:
            options.timeBudgetMs === null ? null : startedAt.getTime() + options.timeBudgetMs,
        },
      }),
    ));
  return {
    options,
    selected,
    fleet,
    context,
    made: () => made,
    records: [],
    met: [],
    greeted: [],
    traces: [],
    running: [],
    names: new Map(),
    done: 0,
    total: 0,
    beside: new Map(),
    besideDone: Promise.resolve(),
    besideThrew: false,
    cut: new AbortController(),
  };
}

/**
 * Starts `phase` with what the run holds now (the greeted IUTs, `besideDone` as it is at this
 * moment); settles with what it produced or threw, never rejects.
 */
export function startPhase(
  run: RunState,
  phase: RunPhase,
  phaseSignal: AbortSignal | undefined,
): Promise<PhaseOutcome> {
  const { options } = run;
  const phaseMet: ReportIut[] = [];
  const input: PhaseInput = {
    seed: options.seed,
    deadlines: options.deadlines,
    context: run.context,
    fleet: run.fleet,
    ownFleet: () => run.fleet().then(() => createVendors({ seed: options.seed })),
    rules: run.selected,
    iuts: run.greeted,
    options,
    meet: (m) => phaseMet.push(m),
    besideDone: run.besideDone,
    ...(phaseSignal !== undefined && { signal: phaseSignal }),
  };
  return Promise.resolve()
    .then(() => phase(input))
    .then(
      (produced): PhaseOutcome => ({ records: produced, met: phaseMet }),
      (error: unknown): PhaseOutcome => ({ error }),
    );
}
