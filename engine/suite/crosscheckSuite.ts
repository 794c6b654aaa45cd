import {
  CONTRACT_VERSION,
  type AdapterModule,
  type HelloResult,
} from '../../harness/contract/types.ts';
import { resolveOptions, type RunOptions } from '../../harness/options/index.ts';
import type { RuleResult } from '../../harness/results/types.ts';
import { ruleRegistry } from '../rules.ts';
import type { Rule } from '../../harness/rules/Rule.ts';
import { isFailing } from '../../harness/vocabulary/verdict.ts';
import { loadVitest } from './loadVitest.ts';
import { loadAdapterModule } from '../adapters/loadAdapterModule.ts';

/** Options of {@link crosscheckSuite}: run options, plus results the caller expects to fail. */
export interface CrosscheckSuiteOptions extends Omit<
  RunOptions,
  'iut' | 'iutCmd' | 'agentUrl' | 'out' | 'baseline'
> {
  /** Title of the suite and name of the IUT in results. Default: the adapter's `hello().name`. */
  name?: string;
  /** Rule ids whose failure is known and accepted (like a baseline); they must still fail. */
  expectedFailures?: string[];
  /**
   * Path of the module that exports the adapter (as `--iut` takes it), so a failure's replay
   * command runs as printed. Implied when the adapter is given as a path.
   */
  module?: string;
}

/** How long the whole run may take inside `beforeAll`: far above the default budgets. */
const RUN_TIMEOUT_MS = 300_000;

function isThenable<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/** The failing cases of results, as the test's failure message shows them, with replay commands. */
function describeFailures(results: readonly RuleResult[]): string[] {
  return results.flatMap((r) =>
    r.cases
      .filter((c) => isFailing(c.verdict))
      .map((c) => {
        const replay = c.evidence.replay ? `\n    replay: ${c.evidence.replay}` : '';
        return `  ${c.verdict} (${r.vendor ?? 'no vendor'}, ${r.transport}) case ${c.case}: ${c.evidence.summary}${replay}`;
      }),
  );
}

/** Why a rule had nothing to judge: the distinct reasons of its not-applicable cases. */
function notApplicableNote(results: readonly RuleResult[]): string {
  const reasons = [
    ...new Set(results.flatMap((r) => r.cases).map((c) => c.evidence.reason ?? c.evidence.summary)),
  ];
  return reasons.length === 0
    ? 'not applicable: no case of this rule ran'
    : `not applicable: ${reasons.join('; ')}`;
}

/**
 * Registers the harness's checks as vitest tests inside the caller's own suite: a `describe`
 * titled with the adapter's `hello` name, and in it one test per rule of the selected profile.
 * A rule that fails lists every failing result with its replay command; a rule with nothing
 * applicable is a skipped test whose note gives the reason. `adapter` is the adapter object or
 * the path of its module (relative to the working directory).
 *
 * ```ts
 * import { crosscheckSuite } from 'a2a-crosscheck';
 * import adapter from './my-adapter.ts';
 * crosscheckSuite(adapter, { profile: 'cross-vendor', module: './my-adapter.ts' });
 * ```
 *
 * vitest is an optional peer dependency; calling this without it installed is a `USAGE` error.
 */
export function crosscheckSuite(
  adapter: AdapterModule | string,
  options: CrosscheckSuiteOptions = {},
): void {
  const { describe, it, beforeAll, expect } = loadVitest();
  const { name, expectedFailures = [], module, ...runOptions } = options;
  const resolved = resolveOptions(runOptions);
  const rules = ruleRegistry.select({
    profile: resolved.profile,
    ...(resolved.rule.length > 0 ? { ids: resolved.rule } : {}),
  });
  const modulePath = typeof adapter === 'string' ? adapter : module;

  const register = (loaded: AdapterModule, title: string): void => {
    describe(title, () => {
      let results: RuleResult[] = [];
      beforeAll(async () => {
        // The engine loads when the suite runs, not when the library entry is imported.
        const { judgeAdapter } = await import('./judgeAdapter.ts');
        results = await judgeAdapter(loaded, modulePath ?? title, resolved);
      }, RUN_TIMEOUT_MS);

      const test = (rule: Rule) =>
        it(`${rule.id} [${rule.level}] ${rule.title}`, (ctx) => {
          const mine = results.filter((r) => r.rule === rule.id);
          const bad = describeFailures(mine);
          if (expectedFailures.includes(rule.id)) {
            expect(
              bad.length,
              `${rule.id} was expected to fail (expectedFailures)`,
            ).toBeGreaterThan(0);
            return;
          }
          if (bad.length > 0) {
            expect.fail(`${rule.id} failed in ${bad.length} case(s):\n${bad.join('\n')}`);
          }
          if (mine.every((r) => r.verdict === 'not-applicable')) ctx.skip(notApplicableNote(mine));
        });
      rules.forEach(test);
    });
  };

  // The title comes from hello; an async hello is awaited inside a describe (vitest awaits an
  // async suite factory while it collects), so registration never outlives collection.
  const withHello = (loaded: AdapterModule): void => {
    if (name !== undefined) return register(loaded, name);
    const hello = loaded.hello({ contractVersion: CONTRACT_VERSION });
    if (!isThenable<HelloResult>(hello)) return register(loaded, hello.name);
    describe('a2a-crosscheck', async () => register(loaded, (await hello).name));
  };
  if (typeof adapter !== 'string') return withHello(adapter);
  describe('a2a-crosscheck', async () => withHello(await loadAdapterModule(adapter)));
}
