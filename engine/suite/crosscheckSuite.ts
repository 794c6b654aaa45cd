import type { AdapterModule } from '../../harness/contract/types.ts';
import { resolveOptions, type RunOptions } from '../../harness/options/index.ts';
import { ruleRegistry } from '../rules.ts';
import { loadVitest } from './loadVitest.ts';
import { loadAdapterModule } from '../adapters/loadAdapterModule.ts';
import type { RuleTest } from './gateRules.ts';

/** Options of {@link crosscheckSuite}: the run options `run` takes, `baseline` and `strict` included. */
export interface CrosscheckSuiteOptions extends Omit<
  RunOptions,
  'iut' | 'iutCmd' | 'agentUrl' | 'out'
> {
  /**
   * Title of the suite. Default: the adapter's `hello().name`, which also names the IUT in
   * results, as on the command line, so the same baseline file holds for both.
   */
  name?: string;
  /**
   * @deprecated Rule ids expected to fail, with no case named: a new failing case inside such a
   * rule goes unseen. Use `baseline` (the file or directory `run --baseline` takes), which expects
   * each failing case with its verdict and code. Each rule listed here must still fail.
   */
  expectedFailures?: string[];
  /**
   * Path of the module that exports the adapter (as `--iut` takes it), so a failure's replay
   * command runs as printed. Implied when the adapter is given as a path.
   */
  module?: string;
}

/** How long the whole run may take inside `beforeAll`: far above the default budgets. */
const RUN_TIMEOUT_MS = 300_000;

/**
 * Registers the harness's checks as vitest tests inside the caller's own suite, gated as `run`
 * gates: a `describe` titled with the adapter's `hello` name, and in it one test per rule of the
 * selected profile that judges a role the adapter declares. The adapter's `hello` is checked
 * first (a misspelled role, a declared role whose call is missing, no role: the suite fails at
 * collection with one line naming the fix). A rule's test fails when one of its cases regresses
 * against `baseline` (a file or a directory, the one `run --baseline` reads: a case it does not
 * list, or lists with another verdict or code) or one of its entries went stale, listing each
 * case with its replay command; SHOULD rules gate only with `strict`, as on the command line; a
 * rule with nothing applicable is a skipped test whose note gives the reason. `adapter` is the
 * adapter object or the path of its module (relative to the working directory).
 *
 * ```ts
 * import { crosscheckSuite } from 'a2a-crosscheck';
 * import adapter from './my-adapter.ts';
 * crosscheckSuite(adapter, { module: './my-adapter.ts', baseline: 'crosscheck-baseline.json' });
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
  const selected = ruleRegistry.select({
    profile: resolved.profile,
    ...(resolved.rule.length > 0 ? { ids: resolved.rule } : {}),
  });
  const modulePath = typeof adapter === 'string' ? adapter : module;

  // vitest awaits an async suite factory while it collects, so hello, the pre-flight and the
  // baseline are read before any test is registered, and registration never outlives collection.
  describe(name ?? 'a2a-crosscheck', async () => {
    const loaded = typeof adapter === 'string' ? await loadAdapterModule(adapter) : adapter;
    // The engine and the reports load when the suite runs, not when the library entry is imported.
    const [{ preflightHello }, { createInProcessIut }, gating, { readBaseline }] =
      await Promise.all([
        import('../adapters/preflightHello.ts'),
        import('../../harness/transports/inProcessIut.ts'),
        import('./gateRules.ts'),
        import('../../reports/readBaseline.ts'),
      ]);
    const source = modulePath ?? name ?? 'the adapter';
    const hello = await preflightHello(
      createInProcessIut(source, loaded, { deadlineMs: resolved.deadlines.callMs }),
      {
        source,
        adapter: loaded,
      },
    );
    const baseline = resolved.baseline === null ? null : await readBaseline(resolved.baseline);
    const rules = gating.rulesForRoles(selected, hello);

    const register = (): void => {
      let tests = new Map<string, RuleTest>();
      beforeAll(async () => {
        const { judgeAdapter } = await import('./judgeAdapter.ts');
        const results = await judgeAdapter(loaded, modulePath ?? hello.name, resolved);
        tests = gating.gateRules({
          results,
          rules,
          hello,
          options: resolved,
          baseline,
          ...(modulePath !== undefined && { module: modulePath }),
        }).tests;
      }, RUN_TIMEOUT_MS);
      for (const rule of rules) {
        it(`${rule.id} [${rule.level}] ${rule.title}`, (ctx) => {
          const test = tests.get(rule.id);
          if (expectedFailures.includes(rule.id)) {
            expect(
              test?.failing,
              `${rule.id} was expected to fail (expectedFailures)`,
            ).toBeGreaterThan(0);
            return;
          }
          if (test?.status === 'fail') expect.fail(test.message);
          if (test?.status === 'skip') ctx.skip(test.message);
        });
      }
    };
    if (name === undefined) describe(hello.name, register);
    else register();
  });
}
