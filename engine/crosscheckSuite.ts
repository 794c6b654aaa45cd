import { beforeAll, describe, expect, it } from 'vitest';
import type { AdapterModule } from '../harness/contract/types.ts';
import { resolveOptions, type RunOptions } from '../harness/options/index.ts';
import type { RuleResult } from '../harness/results/types.ts';
import { ruleRegistry } from '../harness/rules/index.ts';
import { isFailing } from '../harness/vocabulary/index.ts';
import { createInProcessIut } from '../harness/transports/inProcessIut.ts';
import { allCases } from './suite.ts';
import { runConformance } from './runConformance.ts';
import { wirePhase } from './wirePhase.ts';

/** Options of {@link crosscheckSuite}: run options, plus results the caller expects to fail. */
export interface CrosscheckSuiteOptions extends Omit<
  RunOptions,
  'iut' | 'iutCmd' | 'agentUrl' | 'out' | 'baseline'
> {
  /** Name of the IUT in test titles and results. Default: the adapter's `hello().name`. */
  name?: string;
  /** Rule ids whose failure is known and accepted (like a baseline); they must still fail. */
  expectedFailures?: string[];
}

/**
 * Registers the harness's checks as vitest tests inside the caller's own suite: one test per
 * rule of the selected profile, failing with the evidence summary of every failing result.
 *
 * ```ts
 * import { crosscheckSuite } from 'a2a-crosscheck/engine/crosscheckSuite.ts';
 * crosscheckSuite(myAdapter, { profile: 'cross-vendor' });
 * ```
 */
export function crosscheckSuite(
  adapter: AdapterModule,
  options: CrosscheckSuiteOptions = {},
): void {
  const { name, expectedFailures = [], ...runOptions } = options;
  const resolved = resolveOptions(runOptions);
  const rules = ruleRegistry.select({
    profile: resolved.profile,
    ...(resolved.rule.length > 0 ? { ids: resolved.rule } : {}),
  });
  const title = name ?? 'adapter';
  describe(`a2a-crosscheck: ${title}`, () => {
    let results: RuleResult[] = [];
    beforeAll(async () => {
      const iut = createInProcessIut(title, adapter, { deadlineMs: resolved.deadlines.callMs });
      const outcome = await runConformance({
        options: resolved,
        iuts: [{ iut, transport: 'in-process' }],
        cases: allCases,
        phases: [wirePhase(allCases)],
      });
      results = outcome.results;
    }, 120_000);

    for (const rule of rules) {
      it(`${rule.id} [${rule.level}] ${rule.title}`, () => {
        const lines = results
          .filter((r) => r.rule === rule.id)
          .flatMap((r) =>
            r.cases
              .filter((c) => isFailing(c.verdict))
              .map(
                (c) =>
                  `${c.verdict} (${r.vendor ?? 'no vendor'}, ${r.transport}) case ${c.case}: ${c.evidence.summary}${c.evidence.replay ? `\n  replay: ${c.evidence.replay}` : ''}`,
              ),
          );
        if (expectedFailures.includes(rule.id))
          expect(lines.length, `${rule.id} was expected to fail`).toBeGreaterThan(0);
        else expect(lines).toEqual([]);
      });
    }
  });
}
