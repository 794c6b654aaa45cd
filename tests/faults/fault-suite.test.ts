import { beforeAll, describe, expect, it } from 'vitest';
import { resolveOptions } from '../../harness/options/index.ts';
import { type RuleResult, resultKey } from '../../harness/results/types.ts';
import { HOSTILE_BEHAVIOURS } from '../../implementations/hostile/index.ts';
import { contractCases } from '../../scenarios/contractSuite.ts';
import { type ConformanceOutcome, runConformance } from '../../engine/run/runConformance.ts';
import { resolveInProcessIut } from '../../engine/run/resolveIuts.ts';
import { WHAT_CAME_BACK, hostileIuts } from './_fixtures/hostileIuts.ts';

/**
 * DESIGN §7 in one run: every hostile in-process IUT (throws, hangs, answers late, garbage,
 * non-JSON, enormous, getters that throw after resolving, broken hello) sits beside the healthy
 * built-ins. Every case against a hostile IUT ends in `error` with evidence naming the rule, the
 * call and what came back; the run ends in bounded time; the healthy IUTs' results are those of
 * a run without the hostile ones; and the outcome is plain JSON a report can be built from.
 */
const DEADLINE_MS = 200;
/**
 * The run's deadline is wide, so healthy IUTs and hostile ones that answer at once are never
 * timed out by a loaded machine; only the hostile IUTs that hang or answer late get DEADLINE_MS
 * (`hostileIuts`).
 */
const RUN_DEADLINE_MS = 10_000;
const options = resolveOptions({ seed: 5, deadlines: { callMs: RUN_DEADLINE_MS } });

let mixed: ConformanceOutcome;
let healthyOnly: ConformanceOutcome;

const healthy = async () => [
  await resolveInProcessIut('reference', RUN_DEADLINE_MS),
  await resolveInProcessIut('naive', RUN_DEADLINE_MS),
];
/** The seeds' condition-of-validity cases of the contract suite (not-applicable for every IUT). */
const CONDITION_CASES = contractCases.map((c) => c.id).filter((id) => id.endsWith('-condition'));
const splitConditionCases = <R extends { caseId: string }>(records: R[]): [R[], R[]] => [
  records.filter((r) => CONDITION_CASES.includes(r.caseId)),
  records.filter((r) => !CONDITION_CASES.includes(r.caseId)),
];
const verdicts = (results: RuleResult[], iuts: string[]) =>
  Object.fromEntries(
    results.filter((r) => iuts.includes(r.iut)).map((r) => [resultKey(r), r.verdict]),
  );

beforeAll(async () => {
  healthyOnly = await runConformance({ options, iuts: await healthy(), cases: contractCases });
  mixed = await runConformance({
    options,
    iuts: [...(await healthy()), ...hostileIuts(DEADLINE_MS)],
    cases: contractCases,
  });
});

describe('hostile in-process IUTs in one run', () => {
  it.each(HOSTILE_BEHAVIOURS.map((b) => [b]))(
    'every case against hostile-%s is an error',
    (behaviour) => {
      const mine = mixed.records.filter((r) => r.iut === `hostile-${behaviour}`);
      expect(mine).toHaveLength(contractCases.length);
      // The seeds' condition cases are not-applicable before the IUT is called; every other
      // case ends in an error.
      const [conditions, judged] = splitConditionCases(mine);
      expect(conditions.map((r) => r.caseId)).toEqual(CONDITION_CASES);
      expect([...new Set(judged.map((r) => r.verdict))]).toEqual(['error']);
      expect(
        mixed.results
          .filter((r) => r.iut === `hostile-${behaviour}` && r.cases.length > 1)
          .every((r) => r.verdict === 'error'),
      ).toBe(true);
    },
  );

  it.each(HOSTILE_BEHAVIOURS.map((b) => [b]))(
    'hostile-%s evidence names the rule, the call and what came back',
    (behaviour) => {
      const [, judged] = splitConditionCases(
        mixed.records.filter((x) => x.iut === `hostile-${behaviour}`),
      );
      for (const r of judged) {
        expect(r.evidence.summary).toContain(r.rule);
        expect(r.evidence.reason).toMatch(/"(hello|discover|plan|sign|reassemble)"/);
        expect(r.evidence.reason).toContain(`hostile-${behaviour}`);
        expect(r.evidence.reason).toMatch(WHAT_CAME_BACK[behaviour]);
        expect(r.evidence.reason!.length).toBeLessThan(1_000);
      }
    },
  );

  it('leaves the healthy IUTs exactly as a run without the hostile ones', () => {
    const names = ['reference', 'naive'];
    expect(verdicts(mixed.results, names)).toEqual(verdicts(healthyOnly.results, names));
    expect(mixed.results.filter((r) => r.iut === 'reference' && r.verdict !== 'pass')).toEqual([]);
  });

  it('produces an outcome that is plain, bounded JSON (what a report is built from)', () => {
    const text = JSON.stringify(mixed);
    expect(text.length).toBeLessThan(5 * 1024 * 1024);
    expect(JSON.parse(text)).toEqual(mixed);
    expect(mixed.iuts.map((i) => i.id)).toEqual([
      'reference',
      'naive',
      ...HOSTILE_BEHAVIOURS.map((b) => `hostile-${b}`),
    ]);
  });
});
