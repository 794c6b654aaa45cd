import { CrosscheckError } from '../harness/errors/CrosscheckError.ts';
import { createReport, reportRulesFrom, type CrosscheckReport } from '../reports/index.ts';
import { runSuite, type SuiteExtensions } from '../scenarios/index.ts';
import type { Engine, ProgressEvent } from './engine.ts';
import type { ResolvedRunOptions } from '../harness/options/index.ts';

/**
 * The engine the CLI uses: the scenarios' suite, with its outcome turned into a report. Wiring
 * only; everything it calls lives in scenarios/ and reports/.
 */
async function run(options: ResolvedRunOptions, onProgress: (e: ProgressEvent) => void): Promise<CrosscheckReport> {
  const outcome = await runSuite(options, onProgress, await suiteExtensions());
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
  });
}

/** Optional parts (stdio transport, agent checks) are loaded only when a run needs them. */
async function suiteExtensions(): Promise<SuiteExtensions> {
  const { stdioExtensions } = await import('../scenarios/index.ts');
  return stdioExtensions;
}

function notWired(what: string): never {
  throw new CrosscheckError('INTERNAL', `Failed to ${what}: this build does not include it yet.`);
}

export const defaultEngine: Engine = {
  run,
  replay: async () => notWired('replay'),
  selftest: async () => notWired('run the self-test'),
  async serveVendors(options) {
    const { serveVendors } = await import('../scenarios/agent/index.ts');
    return serveVendors({ seed: options.seed, port: options.port });
  },
};
