import {
  createReport,
  reportRulesFrom,
  type CrosscheckReport,
  type InterruptSignal,
  type ReportDefect,
} from '../../reports/index.ts';
import type { DefectRecord } from '../../harness/errors/index.ts';
import { runSuite, type SuiteExtensions } from './runSuite.ts';
import { type Catalogue, DEFAULT_CATALOGUE } from './Catalogue.ts';
import type { Engine, ProgressEvent } from './Engine.ts';
import type { ResolvedRunOptions } from '../../harness/options/index.ts';
import type { AdapterModule } from '../../harness/contract/types.ts';

/**
 * The engine the CLI uses: the scenarios' suite, with its outcome turned into a report. Wiring
 * only; everything it calls lives in engine/ and reports/. `adapters` are in-process adapter
 * objects judged beside the IUTs the options name (the programmatic `runCrosscheck`).
 */
export async function runToReport(
  options: ResolvedRunOptions,
  onProgress: (e: ProgressEvent) => void,
  adapters: readonly AdapterModule[] = [],
  interrupt?: AbortSignal,
  catalogue: Catalogue = DEFAULT_CATALOGUE,
): Promise<CrosscheckReport> {
  const outcome = await runSuite(
    options,
    onProgress,
    { ...(await suiteExtensions()), adapters },
    interrupt,
    catalogue,
  );
  const reason: unknown = interrupt?.reason;
  const signal: InterruptSignal = reason === 'SIGTERM' || reason === 'SIGHUP' ? reason : 'SIGINT';
  return createReport({
    seed: outcome.seed,
    profile: outcome.profile,
    startedAt: outcome.startedAt,
    durationMs: outcome.durationMs,
    ...(options.shard ? { shard: options.shard } : {}),
    ruleFilter: options.rule,
    iuts: outcome.iuts,
    vendors: outcome.vendors,
    rules: reportRulesFrom(outcome.rules),
    results: outcome.results,
    ...(outcome.defect !== undefined && { harnessDefect: reportDefect(outcome.defect) }),
    ...(outcome.differential !== undefined && { differential: outcome.differential }),
    ...(outcome.rootCauses !== undefined && { rootCauses: outcome.rootCauses }),
    ...(outcome.interrupted && {
      interrupted: {
        signal,
        note: `${signal} stopped the run: the results cover only the cases that finished before it; cases still running were dropped and later ones never started.`,
      },
    }),
  });
}

/** Longest stack a report keeps of a harness defect. */
const STACK_CHARS = 8 * 1024;

/** A harness defect as `report.json` holds it. */
function reportDefect(defect: DefectRecord): ReportDefect {
  return {
    message: defect.message,
    code: defect.code,
    ...(defect.stack !== undefined && { stack: defect.stack.slice(0, STACK_CHARS) }),
    ...(defect.rule !== undefined && { rule: defect.rule }),
    ...(defect.caseId !== undefined && { case: defect.caseId }),
    ...(defect.iut !== undefined && { iut: defect.iut }),
    ...(defect.replay !== undefined && { replay: defect.replay }),
  };
}

/** Optional parts (stdio transport, agent checks) are loaded only when a run needs them. */
async function suiteExtensions(): Promise<SuiteExtensions> {
  const { stdioExtensions } = await import('../index.ts');
  return stdioExtensions;
}

/**
 * The engine over `catalogue` (default: the shipped one). The CLI and the library entry use
 * {@link defaultEngine}; a test hands `main` an engine over a catalogue of its own, so the real
 * pipeline runs on cases and checks it wrote.
 */
export function createEngine(catalogue: Catalogue = DEFAULT_CATALOGUE): Engine {
  return {
    run: (options, onProgress, interrupt) =>
      runToReport(options, onProgress, [], interrupt, catalogue),
    ...services,
  };
}

/** What an engine does besides `run`; the same whatever the catalogue. */
const services: Omit<Engine, 'run'> = {
  async replay(args) {
    const { replay } = await import('../replay/replay.ts');
    return replay(args);
  },
  async selftest(options) {
    const { runSelftest, runAgentTwins } = await import('../selftest/index.ts');
    // Every twin by every check: a twin proves its rule only when it fails that rule and the
    // collateral it declares (scenarios/agent/twinCollateral.ts), nothing else.
    const twins = await runAgentTwins({
      seed: options.seed,
      rules: options.rule,
      scope: 'all-rules',
    });
    const result = await runSelftest({
      seed: options.seed,
      runs: options.runs,
      rule: options.rule,
      deadlines: options.deadlines,
      scope: 'all-rules',
    });
    return {
      mutants: result.mutants.map(({ id, brokenRule, caughtBy, durationMs }) => ({
        id,
        brokenRule,
        caughtBy,
        durationMs,
      })),
      control: { caughtBy: result.control.caughtBy, errors: result.control.errors.length },
      agentTwins: {
        // A rule with several twins is proven when every one of them fails it.
        proven: [...new Set(twins.twins.map((t) => t.rule))].filter((rule) =>
          twins.twins.every((t) => t.rule !== rule || t.proven),
        ),
        unproven: twins.twins
          .filter((t) => !t.proven)
          .map(({ rule, fault, twin, control, why }) => ({ rule, fault, twin, control, why })),
        notViolable: twins.notViolable,
        durationMs: twins.durationMs,
      },
    };
  },
  async caseCounts() {
    const { caseCountsByRule } = await import('../run/caseCounts.ts');
    return caseCountsByRule();
  },
  async serveVendors(options) {
    const { serveVendors } = await import('../agent/index.ts');
    return serveVendors({ seed: options.seed, port: options.port });
  },
};

/** The engine of the CLI and of `runCrosscheck`: the shipped catalogue. */
export const defaultEngine: Engine = createEngine();
