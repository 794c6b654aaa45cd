import {
  createReport,
  reportRulesFrom,
  type CrosscheckReport,
  type InterruptSignal,
} from '../../reports/index.ts';
import { runSuite, type SuiteExtensions } from '../index.ts';
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
): Promise<CrosscheckReport> {
  const outcome = await runSuite(
    options,
    onProgress,
    { ...(await suiteExtensions()), adapters },
    interrupt,
  );
  const signal: InterruptSignal = interrupt?.reason === 'SIGTERM' ? 'SIGTERM' : 'SIGINT';
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
    ...(outcome.interrupted && {
      interrupted: {
        signal,
        note: `${signal} stopped the run: the results cover only the cases that finished before it; cases still running were dropped and later ones never started.`,
      },
    }),
  });
}

/** Optional parts (stdio transport, agent checks) are loaded only when a run needs them. */
async function suiteExtensions(): Promise<SuiteExtensions> {
  const { stdioExtensions } = await import('../index.ts');
  return stdioExtensions;
}

export const defaultEngine: Engine = {
  run: (options, onProgress, interrupt) => runToReport(options, onProgress, [], interrupt),
  async replay(args) {
    const { replay } = await import('../replay/replay.ts');
    return replay(args);
  },
  async selftest(options) {
    const { runSelftest } = await import('../selftest/index.ts');
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
