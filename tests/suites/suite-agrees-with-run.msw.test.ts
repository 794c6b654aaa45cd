import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '../../harness/contract/types.ts';
import { resolveOptions } from '../../harness/options/index.ts';
import { caseKey } from '../../harness/results/types.ts';
import { ruleRegistry } from '../../engine/rules.ts';
import { naiveAdapter } from '../../implementations/naive/index.ts';
import { gateRules } from '../../engine/suite/gateRules.ts';
import { judgeAdapter } from '../../engine/suite/judgeAdapter.ts';
import { runCrosscheck } from '../../public/runCrosscheck.ts';
import { readBaseline, readBaselineFile, type ReportGate } from '../../reports/index.ts';

/** Rules whose naive failures the shipped baseline expects, case by case. */
const RULES = ['XV-NEG-*', 'XV-STR-001'];
/**
 * The failing case the baseline below leaves out, inside XV-NEG-002, a rule whose other failing
 * cases it still expects: the new failing case a per-rule expectation would hide.
 */
const LEFT_OUT = 'neg-declared-list-limits-requests';

const keys = (
  cases: readonly {
    rule: string;
    case: string;
    iut: string;
    vendor: string | null;
    transport: string;
  }[],
) => cases.map((c) => caseKey(c as Parameters<typeof caseKey>[0])).sort();

describe('crosscheckSuite and run gate alike, case by case', () => {
  let dir = '';
  let file = '';
  let run: ReportGate;
  let suite: ReturnType<typeof gateRules>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'xc-suite-run-'));
    const shipped = await readBaselineFile('crosscheck-baseline/naive-proof-of-power.json');
    const entries = shipped.entries.filter(
      (e) => /^XV-NEG-/.test(e.rule) || e.rule === 'XV-STR-001',
    );
    expect(entries.filter((e) => e.rule === 'XV-NEG-002').map((e) => e.case)).toContain(LEFT_OUT);
    file = join(dir, 'baseline.json');
    await writeFile(
      file,
      JSON.stringify({ ...shipped, entries: entries.filter((e) => e.case !== LEFT_OUT) }),
    );
    const common = { rule: RULES, baseline: file, workers: 1 };
    run = (await runCrosscheck({ ...common, iut: ['naive'] })).gate!;
    const options = resolveOptions(common);
    suite = gateRules({
      results: await judgeAdapter(naiveAdapter, 'naive', options),
      rules: ruleRegistry.select({ profile: options.profile, ids: RULES }),
      hello: await naiveAdapter.hello({ contractVersion: CONTRACT_VERSION }),
      options,
      baseline: await readBaseline(file),
    });
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('names the one left-out case as the only regression, on both sides', () => {
    expect(keys(run.regressions)).toEqual([`XV-NEG-002|${LEFT_OUT}|naive|-|in-process`]);
    expect(keys(suite.gate.regressions)).toEqual(keys(run.regressions));
    expect(run.exitCode).toBe(1);
  });

  it('baselines, advises and finds stale the same cases', () => {
    expect(keys(suite.gate.baselined)).toEqual(keys(run.baselined));
    expect(keys(suite.gate.advisories)).toEqual(keys(run.advisories));
    expect(keys(suite.gate.stale)).toEqual(keys(run.stale));
    expect(run.stale).toEqual([]);
  });

  it('fails exactly the rule of that case in the suite, naming it with its replay command', () => {
    const failing = [...suite.tests].filter(([, t]) => t.status === 'fail').map(([id]) => id);
    expect(failing).toEqual(['XV-NEG-002']);
    const message = suite.tests.get('XV-NEG-002')!.message;
    expect(message).toMatch(
      new RegExp(
        `^XV-NEG-002 regressed in 1 case\\(s\\):\\n  fail \\(no vendor, in-process\\) case ${LEFT_OUT}: new: fail at /requestExtensions \\(not in the baseline\\)\\n`,
      ),
    );
    expect(message).toContain(
      `replay: npx a2a-crosscheck replay --rule XV-NEG-002 --iut naive --case ${LEFT_OUT} --seed 42`,
    );
  });
});
