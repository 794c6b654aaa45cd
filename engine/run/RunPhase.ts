import type { AdapterModule, HelloResult, Iut } from '../../harness/contract/types.ts';
import type { ResolvedRunOptions } from '../../harness/options/RunOptions.ts';
import type { TransportName } from '../../harness/results/types.ts';
import type { ReportIut } from '../../reports/index.ts';
import type { VendorFleet } from '../../vendors/index.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';

/**
 * How to open the same IUT again in another thread (a search worker): a built-in name or module
 * path, a stdio command, or a built-in mutant. Absent for adapters handed over as objects
 * (`crosscheckSuite`), which cannot leave the thread they live in.
 */
export type IutSource =
  | { kind: 'in-process'; nameOrPath: string }
  | { kind: 'stdio'; command: string }
  | { kind: 'mutant'; id: string };

/** An IUT ready to be driven, with the transport the report names. */
export interface ResolvedIut {
  iut: Iut;
  transport: TransportName;
  /**
   * The IUT's id is where it came from (a module path, a command, an object handed over in code):
   * results and baselines name it by its `hello` name instead (engine/run/nameIuts.ts).
   */
  nameFromHello?: boolean;
  /** Where the IUT came from, so a worker thread can load it again (engine/workers). */
  source?: IutSource;
  /** The loaded module of an in-process adapter (what the pre-flight checks it exports). */
  module?: AdapterModule;
}

/** Progress of a run: units of work done out of the total, and what runs now. */
export interface RunProgress {
  done: number;
  total: number;
  label?: string;
}

/**
 * What an extra phase gets: the run's seed and deadlines, the selected rules, the met IUTs, and
 * on demand the simulated vendors and the case context (made once, the first time a phase or a
 * contract case needs them: a run that judges only agent URLs builds neither).
 */
export interface PhaseInput {
  seed: number;
  deadlines: ResolvedRunOptions['deadlines'];
  context(): Promise<CaseContext>;
  fleet(): Promise<VendorFleet>;
  /**
   * A fleet for this phase alone, made from the run's seed: the same identities, keys and cards
   * as `fleet()` (which the report lists, and which this makes too), none of its tasks or
   * transcripts. The phase closes it. For a phase that runs beside the contract cases.
   */
  ownFleet(): Promise<VendorFleet>;
  rules: ReadonlySet<string>;
  iuts: { resolved: ResolvedIut; hello: HelloResult }[];
  options: ResolvedRunOptions;
  /** Records an IUT the phase met (e.g. an agent judged by URL), for the report. */
  meet: (iut: ReportIut) => void;
  /** The run's interrupt: once aborted, the phase starts nothing and cuts what is in flight. */
  signal?: AbortSignal;
  /**
   * Settles once every phase marked `besideCases` has ended (at once for those phases
   * themselves). A phase after the cases starts while they may still run: what it does on this
   * thread that they must not meet (msw patching this thread's `fetch`) waits for this; what it
   * hands to the search workers need not.
   */
  besideDone: Promise<void>;
}

/**
 * A phase of a run after the contract cases (wire scenarios, agent checks): it drives what it
 * needs and returns case records. Phases are defined beside their checks; the engine runs them.
 */
export type RunPhase = ((input: PhaseInput) => Promise<CaseRecord[]>) & {
  /** What the progress line shows while the phase runs, e.g. "agent checks of http://…". */
  label?: string;
  /**
   * The phase may run beside the contract cases and beside the other phases marked so: it
   * judges peers of its own on 127.0.0.1 (`ownFleet()`, never `fleet()` or `context()`), and
   * its deadlines leave room for a busy process (lag-free clocks, deadlines several times what a
   * simulated peer needs), so the cases beside it delay it without changing a verdict. It starts
   * once every IUT is greeted. The phases without the mark start once the cases are done, one at
   * a time, and hold what patches this thread (msw, DESIGN §4) until it is done (`besideDone`).
   */
  besideCases?: boolean;
};

/** `phase`, labelled for the progress line (it keeps its `besideCases` mark). */
export function labelPhase(label: string, phase: RunPhase): RunPhase {
  const labelled: RunPhase = (input) => phase(input);
  labelled.label = label;
  if (phase.besideCases === true) labelled.besideCases = true;
  return labelled;
}
