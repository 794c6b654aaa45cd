import type { ReportDifferential, ReportIut, ReportRootCause } from '../../reports/index.ts';
import { setMaxListeners } from 'node:events';
import type { HelloResult } from '../../harness/contract/types.ts';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import {
  asHarnessDefect,
  isHarnessDefect,
  isPeerFault,
  type DefectRecord,
} from '../../harness/errors/index.ts';
import { caseRecord } from '../records/caseRecord.ts';
import type { BuiltOn, ResolvedRunOptions } from '../../harness/options/RunOptions.ts';
import { selectShard } from '../../harness/options/selectShard.ts';
import { boundEvidence } from '../../harness/results/boundEvidence.ts';
import type { RuleResult, TransportName } from '../../harness/results/types.ts';
import { ruleRegistry } from '../rules.ts';
import type { Rule } from '../../harness/rules/Rule.ts';
import { handshake } from '../../harness/transports/inProcessIut.ts';
import { foldCaseRecords } from './foldCaseRecords.ts';
import type { CaseRecord, ConformanceCase } from '../../scenarios/core/ConformanceCase.ts';
import { type PhaseOutcome, type RunState, createRunState, startPhase } from './RunState.ts';
import { declaredCanonicalizations } from './declaredCanonicalizations.ts';
import { nameIuts } from './nameIuts.ts';
import { ABORTED, untilAborted } from './untilAborted.ts';
import { type SearchWorkers, runSearchCases } from '../workers/runSearchCases.ts';
import {
  differentialCheck,
  takeAnswers,
  withoutAnswers,
} from '../differential/differentialCheck.ts';
import type { ResolvedIut, RunPhase, RunProgress } from './RunPhase.ts';
import { diagnoseIut } from '../diagnosis/index.ts';

/** Everything a run produced; the CLI turns it into the report. */
export interface ConformanceOutcome {
  seed: number;
  profile: ResolvedRunOptions['profile'];
  startedAt: string;
  durationMs: number;
  rules: Rule[];
  iuts: ReportIut[];
  vendors: { id: string; name: string; organisation?: string }[];
  results: RuleResult[];
  records: CaseRecord[];
  /** True when `signal` stopped the run: the results cover only the cases that finished. */
  interrupted: boolean;
  /**
   * Set when the harness itself failed (a `HarnessDefect`): the run stopped there, the results
   * cover what finished before it, and the exit code is 3. Never a verdict.
   */
  defect?: DefectRecord;
  /**
   * What IUTs of one role answered differently to the same generated inputs (the differential
   * check): informational, never a verdict. Absent when no property was searched on two IUTs.
   */
  differential?: ReportDifferential;
  /**
   * More basic failures of one verifier each, established by a diagnostic, with the failing cases
   * they explain: informational, never a verdict. Absent when none was established.
   */
  rootCauses?: ReportRootCause[];
}

/** What one phase of the run contributes: cases for contract IUTs, or a whole wire phase. */
export interface RunInputs {
  options: ResolvedRunOptions;
  iuts: ResolvedIut[];
  cases: readonly ConformanceCase[];
  /** Extra phases (wire scenarios, agent checks), each producing records; run after the cases. */
  phases?: RunPhase[];
  /** Worker threads for the property searches (`--workers`); absent: all on this thread. */
  workers?: SearchWorkers;
  onProgress?: (p: RunProgress) => void;
  /**
   * Stops the run (SIGINT, SIGTERM): the IUTs are closed at once (stdio adapters and their
   * process groups stopped), nothing new starts, what was still running is dropped, and the
   * outcome holds what finished, marked `interrupted`.
   */
  signal?: AbortSignal;
}

/**
 * Runs the selected cases against every IUT, then the extra phases, and folds the records into
 * one result per (rule, IUT, vendor, transport). The contract cases shard by (rule, vendor), so
 * a result is always computed whole on one shard, and every IUT's search of a property runs on
 * the same shard: the differential check compares them whatever the shard.
 *
 * In named stages over one explicit state ({@link RunState}): select the rules, greet the IUTs,
 * start the phases that run beside the cases, run the contract cases, the differential check,
 * run the other phases, keep what the phases produced, diagnose the root causes of the
 * verifiers' failures; then close and fold.
 */
export async function runConformance(inputs: RunInputs): Promise<ConformanceOutcome> {
  const { options, signal } = inputs;
  const startedAt = new Date();
  const rules = selectRules(options);
  const selected = new Set(rules.map((r) => r.id));
  const cases = inputs.cases.filter((c) => selected.has(c.rule) && c.wire !== true);
  // Worker threads load the harness while the IUTs are greeted and the vendors made, when some
  // search will go to them (an IUT they can open, a property of a selected rule).
  if (
    inputs.workers !== undefined &&
    inputs.iuts.some((r) => r.source !== undefined) &&
    inputs.cases.some((c) => c.search === true && selected.has(c.rule))
  )
    inputs.workers.pool.warm();
  const run = createRunState(options, selected, startedAt);
  // Each pending case, search job and phase waits on this signal with its own 'abort' listener
  // (untilAborted), removed when the wait settles; runSearchCases sends every search job at
  // once, so dozens wait together. Node's cap of 10 listeners is a leak heuristic that such a
  // run trips without leaking (engine/run/runConformance.test.ts): lift it for the run's signal.
  if (signal !== undefined) setMaxListeners(0, signal);
  setMaxListeners(0, run.cut.signal);
  const closeIuts = () => Promise.allSettled(inputs.iuts.map(({ iut }) => iut.close()));
  // A hung adapter must not hold an interrupted run: closing it fails its pending calls now.
  const onAbort = (): void => {
    run.cut.abort(signal?.reason);
    void closeIuts();
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    try {
      const hellos = await greetIuts(inputs, run);
      const phases = inputs.phases ?? [];
      startPhasesBeside(phases, run, signal);
      await runContractCases(inputs, run, cases, hellos);
      if (signal?.aborted !== true) {
        try {
          run.differential = await differentialCheck(run.traces, cases);
        } catch (error) {
          throw asHarnessDefect(error, { caseId: 'the differential check' });
        }
      }
      keepPhaseOutcomes(phases, run, await runPhases(phases, inputs, run));
    } catch (error) {
      // The harness's own defect stops the run here: what finished is reported, marked with it.
      if (!isHarnessDefect(error)) throw error;
      run.defect = error.record;
      run.records.push(...run.running.map(withoutAnswers));
    }
    // Results and baselines name an IUT by its built-in or hello name, not by its source.
    for (const r of run.records) r.iut = run.names.get(r.iut) ?? r.iut;
    if (signal?.aborted !== true && run.defect === undefined) await diagnoseFailures(run);
  } finally {
    signal?.removeEventListener('abort', onAbort);
    // Done already unless the run stopped early; then they are cut, and awaited unless the
    // run was interrupted (an interrupted run waits for nothing).
    run.cut.abort();
    if (signal?.aborted !== true) await Promise.all(run.beside.values());
    run.made()?.close();
    await closeIuts();
  }
  return outcomeOf(run, rules, startedAt, signal?.aborted === true);
}

/** Stage 1: the rules the profile and `--rule` select; none is a usage error. */
function selectRules(options: ResolvedRunOptions): Rule[] {
  const rules = ruleRegistry.select({
    profile: options.profile,
    ...(options.rule.length > 0 ? { ids: options.rule } : {}),
  });
  if (rules.length === 0) {
    throw new CrosscheckError(
      'USAGE',
      `Failed to select rules: no rule matches ${options.rule.join(', ')} in profile "${options.profile}". Run \`a2a-crosscheck rules\` to list them.`,
    );
  }
  return rules;
}

type Hellos = Map<ResolvedIut, HelloResult | { failed: unknown }>;

/**
 * Stage 2: every IUT is greeted before any case runs (a name two IUTs share stops the run here);
 * sets the run's names and its greeted IUTs, and returns each IUT's hello or why it failed.
 */
async function greetIuts(inputs: RunInputs, run: RunState): Promise<Hellos> {
  const hellos: Hellos = new Map();
  for (const resolved of inputs.iuts) {
    const greeting = await untilAborted(
      handshake(resolved.iut).catch((failed: unknown) => ({ failed })),
      inputs.signal,
    );
    if (greeting === ABORTED) break;
    hellos.set(resolved, greeting);
  }
  run.names = nameIuts(
    inputs.iuts.map((resolved) => {
      const hello = hellos.get(resolved);
      return {
        source: resolved.iut.id,
        transport: resolved.transport,
        nameFromHello: resolved.nameFromHello === true,
        hello: hello === undefined || 'failed' in hello ? undefined : hello,
      };
    }),
  );
  for (const resolved of inputs.iuts) {
    const hello = hellos.get(resolved);
    if (hello !== undefined && !('failed' in hello)) run.greeted.push({ resolved, hello });
  }
  return hellos;
}

/**
 * Stage 3: the phases that may run beside the cases start now (the agent checks of the built-in
 * agents: mostly waiting on peers and deadlines, while the cases keep the cores busy).
 */
function startPhasesBeside(
  phases: readonly RunPhase[],
  run: RunState,
  signal: AbortSignal | undefined,
): void {
  for (const phase of phases)
    if (phase.besideCases === true && signal?.aborted !== true)
      run.beside.set(
        phase,
        startPhase(run, phase, run.cut.signal).then((o) => {
          if ('error' in o) run.besideThrew = true;
          return o;
        }),
      );
  run.besideDone = Promise.all(run.beside.values()).then(() => undefined);
}

/** Stage 4: every IUT's share of the contract cases, one IUT after another. */
async function runContractCases(
  inputs: RunInputs,
  run: RunState,
  cases: readonly ConformanceCase[],
  hellos: Hellos,
): Promise<void> {
  const { options, signal } = inputs;
  run.total = inputs.iuts.length * cases.length;
  for (const resolved of inputs.iuts) {
    if (signal?.aborted === true) break;
    const { iut, transport } = resolved;
    // Not by IUT: every IUT's cases of a rule run on one shard, so the differential check
    // sees all the answers to a property whatever the shard (results stay whole: coarser).
    const mine = selectShard(cases, (c) => `${c.rule}|${c.vendor ?? '-'}`, options.shard);
    const hello = hellos.get(resolved);
    const id = run.names.get(iut.id) ?? iut.id;
    const source = id === iut.id ? {} : { source: iut.id };
    if (hello === undefined || 'failed' in hello) {
      run.met.push({ id, ...source, transport, roles: [] });
      run.records.push(...mine.map((c) => handshakeFailure(c, iut.id, transport, hello?.failed)));
      run.done += cases.length;
      continue;
    }
    run.met.push({
      id,
      ...source,
      name: hello.name,
      version: hello.version,
      transport,
      roles: hello.roles,
      ...builtOnOf(hello, source.source !== undefined ? options.builtOn : []),
      ...(hello.canonicalizations ? { canonicalizations: declaredCanonicalizations(hello) } : {}),
    });
    const iutCtx = {
      ...(await run.context()),
      iutCanonicalizations: declaredCanonicalizations(hello),
    };
    const caseRecords = await runSearchCases(resolved, hello, transport, mine, iutCtx, {
      onCaseDone: (r) => {
        run.running.push(r);
        inputs.onProgress?.({ done: ++run.done, total: run.total, label: `${r.rule} ${r.iut}` });
      },
      ...(signal && { signal }),
      ...(inputs.workers === undefined ? {} : { workers: inputs.workers }),
    });
    const taken = takeAnswers(caseRecords, {
      name: id,
      source: iut.id,
      transport,
      verifies: iutCtx.iutCanonicalizations.verify,
    });
    run.records.push(...taken.records);
    run.traces.push(...taken.traces);
    run.running = [];
    run.done += cases.length - mine.length;
  }
}

/**
 * Stage 8: the root causes of each verifier's failures (`engine/diagnosis/`), once every phase
 * has judged it (the signer × verifier grid is a phase), while the IUTs are still open. A
 * diagnostic's own call into the IUT is bounded like a case's; one that fails establishes nothing.
 */
async function diagnoseFailures(run: RunState): Promise<void> {
  const causes: ReportRootCause[] = [];
  for (const { resolved, hello } of run.greeted) {
    if (!hello.roles.includes('verifier')) continue;
    const name = run.names.get(resolved.iut.id) ?? resolved.iut.id;
    const mine = run.records.filter(
      (r) => r.iut === name && r.transport === resolved.transport && r.verdict === 'fail',
    );
    if (mine.length === 0) continue;
    const verifies = declaredCanonicalizations(hello).verify;
    const ctx = {
      ...(await run.context()),
      iutCanonicalizations: declaredCanonicalizations(hello),
    };
    try {
      causes.push(
        ...(await diagnoseIut(
          { iut: resolved.iut, name, transport: resolved.transport, verifies },
          mine,
          ctx,
        )),
      );
    } catch (error) {
      // The harness's own defect: reported like one in a case, the results kept as they are.
      run.defect = asHarnessDefect(error, {
        caseId: 'the root-cause diagnostics',
        iut: name,
      }).record;
      return;
    }
  }
  if (causes.length > 0) run.rootCauses = causes;
}

/**
 * Stage 6: agent checks can run for a while with no case finishing: the progress line says what
 * runs. The other phases start now, one after another, while those that ran beside the cases
 * finish (mostly waiting on peers and deadlines: the search threads would idle meanwhile); what
 * they do on this thread waits for `besideDone`. After a phase that threw, none starts.
 */
async function runPhases(
  phases: readonly RunPhase[],
  inputs: RunInputs,
  run: RunState,
): Promise<Map<RunPhase, PhaseOutcome>> {
  const { signal } = inputs;
  const outcomes = new Map<RunPhase, PhaseOutcome>();
  const failed = () => run.besideThrew || [...outcomes.values()].some((o) => 'error' in o);
  for (const phase of phases) {
    if (phase.besideCases === true) continue;
    if (signal?.aborted === true || failed()) break;
    inputs.onProgress?.({
      done: run.done,
      total: run.total,
      label: phase.label ?? 'further checks',
    });
    const outcome = await untilAborted(startPhase(run, phase, signal), signal);
    if (outcome === ABORTED) break;
    outcomes.set(phase, outcome);
  }
  for (const [phase, pending] of run.beside) {
    if (signal?.aborted === true) break;
    inputs.onProgress?.({
      done: run.done,
      total: run.total,
      label: phase.label ?? 'further checks',
    });
    const outcome = await untilAborted(pending, signal);
    if (outcome === ABORTED) break;
    outcomes.set(phase, outcome);
    if ('error' in outcome) break;
  }
  return outcomes;
}

/**
 * Stage 7: records and met IUTs in the order of the phases, whichever finished first; from the
 * first phase that threw or did not run (interrupted) on, nothing is kept, as if the run stopped
 * there; then what was thrown first in the phases' order is thrown.
 */
function keepPhaseOutcomes(
  phases: readonly RunPhase[],
  run: RunState,
  outcomes: ReadonlyMap<RunPhase, PhaseOutcome>,
): void {
  const thrown = phases.map((p) => outcomes.get(p)).find((o) => o !== undefined && 'error' in o);
  for (const phase of phases) {
    const outcome = outcomes.get(phase);
    if (outcome === undefined || 'error' in outcome) break;
    run.met.push(...outcome.met);
    // Phases that do not shard their own work (the agent checks) are cut to this shard
    // here, so that every result is computed on exactly one shard and the shards merge.
    run.records.push(
      ...selectShard(
        outcome.records,
        (r) => `${r.rule}|${r.iut}|${r.vendor ?? '-'}|${r.transport}`,
        run.options.shard,
      ).map((r) => ({ ...r, evidence: boundEvidence(r.evidence) })),
    );
  }
  if (thrown !== undefined) throw thrown.error;
}

/** The outcome of a finished (or stopped) run: its records folded into results. */
function outcomeOf(
  run: RunState,
  rules: Rule[],
  startedAt: Date,
  interrupted: boolean,
): ConformanceOutcome {
  const byId = new Map(rules.map((r) => [r.id, r]));
  const made = run.made();
  return {
    seed: run.options.seed,
    profile: run.options.profile,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    rules,
    iuts: run.met,
    vendors: (made?.ids ?? []).map((id) => ({
      id,
      name: made!.vendor(id).persona.product,
      organisation: made!.vendor(id).identity.organization,
    })),
    results: foldCaseRecords(run.records, byId),
    records: run.records,
    interrupted,
    ...(run.defect !== undefined && { defect: run.defect }),
    ...(run.differential !== undefined &&
      run.defect === undefined && {
        differential: run.differential,
      }),
    ...(run.rootCauses !== undefined && { rootCauses: run.rootCauses }),
  };
}

function handshakeFailure(
  c: ConformanceCase,
  iut: string,
  transport: TransportName,
  error: unknown,
): CaseRecord {
  if (!isPeerFault(error)) throw asHarnessDefect(error, { caseId: 'hello', iut });
  return caseRecord(
    {
      caseId: c.id,
      rule: c.rule,
      iut,
      vendor: c.vendor,
      transport,
      canonicalization: c.canonicalization,
    },
    'error',
    {
      summary: `hello failed for ${iut} (${error.code}); rule ${c.rule} could not be judged`,
      reason: error.message,
      code: error.code,
    },
  );
}

/**
 * What an adapter is built on: what its hello declares (contract 1.2) and, for a user's adapter
 * (named by its hello), what `--built-on` declares; built-in adapters get only their own word.
 */
function builtOnOf(hello: HelloResult, declared: readonly BuiltOn[]): { builtOn?: BuiltOn[] } {
  const all = [...(hello.builtOn ?? []), ...declared];
  const unique = [...new Map(all.map((b) => [`${b.name}@${b.version}`, b])).values()];
  return unique.length > 0
    ? { builtOn: unique.map((b) => ({ name: b.name, version: b.version })) }
    : {};
}
