import { beforeAll, describe, expect, it } from 'vitest';
import { resolveOptions } from '../../harness/options/index.ts';
import type { RuleResult } from '../../harness/results/types.ts';
import { contractCases } from '../../scenarios/contractSuite.ts';
import { CONTRACT_AREAS } from '../../scenarios/contract/index.ts';
import { runConformance } from '../../engine/run/runConformance.ts';
import { resolveInProcessIut } from '../../engine/run/resolveIuts.ts';

/**
 * The contract suite against the two built-in IUTs. `reference` must pass everything; `naive`
 * must fail exactly the rules a defaulting, signature-only SDK breaks: the verdicts each rule
 * area writes by hand (`scenarios/contract/<area>/<area>-expected.ts`).
 */
const NAIVE_EXPECTED: Record<string, 'pass' | 'fail'> = Object.fromEntries(
  CONTRACT_AREAS.flatMap((area) =>
    Object.entries(area.expected)
      .filter(([, verdicts]) => verdicts.judgedOn === undefined)
      .map(([rule, verdicts]) => [rule, verdicts.naive]),
  ),
);

let results: RuleResult[];

beforeAll(async () => {
  const options = resolveOptions({ seed: 7 });
  const iuts = [
    await resolveInProcessIut('reference', 5_000),
    await resolveInProcessIut('naive', 5_000),
  ];
  results = (await runConformance({ options, iuts, cases: contractCases })).results;
});

/** A rule's worst verdict for one IUT across vendors. */
function verdictOf(iut: string, rule: string): string {
  const rows = results.filter((r) => r.iut === iut && r.rule === rule);
  if (rows.length === 0) return 'missing';
  return rows.some((r) => r.verdict === 'fail')
    ? 'fail'
    : rows.every((r) => r.verdict === 'pass')
      ? 'pass'
      : 'other';
}

describe('contract suite against the built-in IUTs', () => {
  it('reference passes every case', () => {
    const notPassing = results.filter((r) => r.iut === 'reference' && r.verdict !== 'pass');
    expect(notPassing.map((r) => `${r.rule} ${r.vendor ?? '-'}: ${r.evidence.summary}`)).toEqual(
      [],
    );
  });

  it.each(Object.entries(NAIVE_EXPECTED))('naive %s is %s', (rule, expected) => {
    expect(verdictOf('naive', rule)).toBe(expected);
  });

  it('naive fails every cross-vendor verifier rule of the seeds except XV-NEG-005', () => {
    const seedRules = Object.keys(NAIVE_EXPECTED).filter((id) =>
      /^XV-(NEG|DISC|DEL)-|^XV-SIG-001$/.test(id),
    );
    const passing = seedRules.filter((id) => verdictOf('naive', id) !== 'fail');
    expect(passing).toEqual(['XV-NEG-005']);
  });

  it('names the evidence of a failure: the case, the expected and the actual answer', () => {
    const row = results.find(
      (r) => r.iut === 'naive' && r.rule === 'XV-NEG-001' && r.vendor === 'vendor-a',
    );
    expect(row?.cases[0]?.evidence).toMatchObject({
      case: 'vendor-a-extensions-undeclared',
      expected: { capabilities: { extensions: 'undeclared' } },
      actual: { capabilities: { extensions: [] } },
    });
  });
});
