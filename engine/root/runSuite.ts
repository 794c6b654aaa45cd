import type { AdapterModule } from '../../harness/contract/types.ts';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { createInProcessIut } from '../../harness/transports/inProcessIut.ts';
import type { ResolvedRunOptions } from '../../harness/options/RunOptions.ts';
import { type CaseResult, caseKey, type RuleResult } from '../../harness/results/types.ts';
import { foldVerdicts } from '../../harness/vocabulary/index.ts';
import { agentPhase, sdkAgentsPhase, vendorAgentsPhase } from '../agent/index.ts';
import { manifestAgentsPhase } from '../sdks/manifestAgentsPhase.ts';
import { signatureGridPhase } from '../sdks/signatureGridPhase.ts';
import { repeatRun, type Flake } from '../determinism/index.ts';
import { labelPhase, type ResolvedIut, type RunPhase, type RunProgress } from '../run/RunPhase.ts';
import { resolveInProcessIut } from '../run/resolveIuts.ts';
import { preflightHello } from '../adapters/preflightHello.ts';
import { runConformance, type ConformanceOutcome } from '../run/runConformance.ts';
import { suiteCases } from '../run/suiteCases.ts';
import { type Catalogue, DEFAULT_CATALOGUE } from './Catalogue.ts';
import { wirePhase } from '../wire/wirePhase.ts';
import { WorkerPool } from '../workers/WorkerPool.ts';
import type { SearchWorkers } from '../workers/runSearchCases.ts';

/**
 * IUT sources beyond the built-in names and module paths: `--iut-cmd` adapters over stdio
 * (loaded only when a run needs them) and adapter objects handed over by the programmatic API.
 */
export interface SuiteExtensions {
  resolveCommand?: (command: string, options: ResolvedRunOptions) => Promise<ResolvedIut>;
  adapters?: readonly AdapterModule[];
}

/**
 * The IUTs the options name, each adapter the user wrote greeted and checked first
 * (`preflightHello`): a mistake in one (a misspelled role, a missing call, no role, a hello that
 * throws) stops the run before it starts, exit 2 with one line, and every IUT already started is
 * closed. Built-in IUTs are the harness's own and are not pre-flighted.
 */
async function resolveIuts(
  options: ResolvedRunOptions,
  extensions: SuiteExtensions,
): Promise<ResolvedIut[]> {
  const iuts: ResolvedIut[] = [];
  const checked = async (resolved: ResolvedIut, source: string): Promise<void> => {
    iuts.push(resolved);
    await preflightHello(resolved.iut, {
      source,
      ...(resolved.module !== undefined && { adapter: resolved.module }),
    });
  };
  try {
    for (const name of options.iut) {
      if (name === 'vendors') continue;
      if (name === 'sdks' || name.startsWith('sdk:')) continue;
      const resolved = await resolveInProcessIut(name, options.deadlines.callMs);
      if (resolved.nameFromHello === true) await checked(resolved, name);
      else iuts.push(resolved);
    }
    for (const [i, adapter] of (extensions.adapters ?? []).entries()) {
      const source = `<module of adapter ${i + 1}>`;
      const iut = createInProcessIut(source, adapter, { deadlineMs: options.deadlines.callMs });
      await checked({ iut, transport: 'in-process', nameFromHello: true, module: adapter }, source);
    }
    await resolveSdkAdapters(options, extensions, checked);
    for (const command of options.iutCmd) {
      if (!extensions.resolveCommand)
        throw new CrosscheckError(
          'INTERNAL',
          `Failed to start ${command}: this build has no stdio transport. Run it through the a2a-crosscheck CLI.`,
        );
      await checked(await extensions.resolveCommand(command, options), command);
    }
  } catch (error) {
    await Promise.allSettled(iuts.map(({ iut }) => iut.close()));
    throw error;
  }
  return iuts;
}

/**
 * The stdio adapters of the SDK implementations (`--iut sdks`), each installed first (cached) and
 * greeted like any adapter the user wrote: its `hello` names it in the records.
 */
async function resolveSdkAdapters(
  options: ResolvedRunOptions,
  extensions: SuiteExtensions,
  checked: (resolved: ResolvedIut, source: string) => Promise<void>,
): Promise<void> {
  const { installImplementations, adapterCommand, selectedImplementations } =
    await import('../sdks/index.ts');
  const selected = selectedImplementations(options.iut);
  if (selected === undefined) return;
  for (const manifest of await installImplementations(selected)) {
    const command = adapterCommand(manifest);
    if (command === undefined) continue;
    if (!extensions.resolveCommand)
      throw new CrosscheckError(
        'INTERNAL',
        `Failed to start ${manifest.id}: this build has no stdio transport. Run it through the a2a-crosscheck CLI.`,
      );
    await checked(await extensions.resolveCommand(command, options), manifest.id);
  }
}

function phasesFor(
  options: ResolvedRunOptions,
  catalogue: Catalogue,
  workers?: SearchWorkers,
): RunPhase[] {
  const checks = catalogue.agentChecks;
  const phases: RunPhase[] = [
    labelPhase(
      'wire scenarios',
      wirePhase(catalogue.cases, workers === undefined ? {} : { workers }),
    ),
  ];
  if (options.iut.includes('vendors'))
    phases.push(labelPhase('the simulated vendors judged as agents', vendorAgentsPhase(checks)));
  if (options.iut.includes('a2a-js'))
    phases.push(labelPhase('the @a2a-js/sdk agents judged as agents', sdkAgentsPhase(checks)));
  if (options.iut.some((n) => n === 'sdks' || n.startsWith('sdk:')))
    phases.push(labelPhase('the SDK agents of other languages', manifestAgentsPhase(checks)));
  // Every run whose IUTs sign or verify besides the reference: the grid is between them.
  phases.push(labelPhase('the signer × verifier grid', signatureGridPhase()));
  const agentIds = new Set<string>();
  for (const url of options.agentUrl) {
    const phase = agentPhase(url, {
      ids: agentIds,
      builtOn: options.builtOn,
      checks,
      reach: {
        allowRemote: options.allowRemote,
        allowSpecialAddresses: options.allowSpecialAddresses,
        headersAnyOrigin: options.headersAnyOrigin,
        headers: options.headers,
        waitForAgentMs: options.waitForAgentMs,
        ...(options.jwks !== null && { jwks: options.jwks }),
      },
    });
    phases.push(labelPhase(`agent checks of ${url}`, phase));
  }
  return phases;
}

/**
 * The main job: resolves the IUTs named by the options (built-in names or module paths, stdio
 * commands, agent URLs, the simulated vendors as agents), runs every selected case, the wire
 * phase and the agent checks, and returns what the run produced. With `repeat` > 1 the whole
 * run is repeated with the same seed and every result whose verdict changed becomes an
 * `error` naming the flake (a baseline-gated CI cannot live with one).
 */
export async function runSuite(
  options: ResolvedRunOptions,
  onProgress: (p: RunProgress) => void = () => {},
  extensions: SuiteExtensions = {},
  signal?: AbortSignal,
  catalogue: Catalogue = DEFAULT_CATALOGUE,
): Promise<ConformanceOutcome> {
  // The user's regression files are read first: one that cannot be read is exit 2 before any
  // worker thread is started (and left behind).
  const cases = suiteCases(options, catalogue.cases);
  // The search's worker threads live as long as the run (all repeats of it), and no longer.
  const pool = options.workers > 1 ? new WorkerPool(options.workers) : undefined;
  const workers = pool === undefined ? undefined : { pool };
  const base = {
    options,
    cases,
    phases: phasesFor(options, catalogue, workers),
    onProgress,
    ...(workers === undefined ? {} : { workers }),
    ...(signal && { signal }),
  };
  try {
    if (options.repeat <= 1)
      return await runConformance({ ...base, iuts: await resolveIuts(options, extensions) });
    const repeated = await repeatRun(
      { ...base, iuts: () => resolveIuts(options, extensions) },
      options.repeat,
    );
    const { first, defect } = repeated;
    return {
      ...first,
      results: markFlakes(first.results, repeated.flakes),
      interrupted: repeated.interrupted,
      ...(defect !== undefined && { defect }),
    };
  } finally {
    await pool?.close();
  }
}

/** Turns every flaky case into an `error` naming the flake, and refolds its result. */
function markFlakes(results: RuleResult[], flakes: readonly Flake[]): RuleResult[] {
  const byKey = new Map(flakes.map((f) => [caseKey(f), f]));
  return results.map((r) => {
    let changed = false;
    const cases = r.cases.map((c): CaseResult => {
      const flake = byKey.get(caseKey({ ...r, case: c.case }));
      if (!flake) return c;
      changed = true;
      return {
        ...c,
        verdict: 'error',
        evidence: {
          ...c.evidence,
          summary: `flaky: the verdict changed across ${flake.verdicts.length} runs with the same seed (${flake.verdicts.join(', ')})`,
          reason: c.evidence.summary,
        },
      };
    });
    if (!changed) return r;
    const verdict = foldVerdicts(cases.map((c) => c.verdict));
    const deciding = cases.find((c) => c.verdict === verdict)!;
    return {
      ...r,
      verdict,
      cases,
      evidence: { ...r.evidence, summary: deciding.evidence.summary, case: deciding.case },
    };
  });
}
