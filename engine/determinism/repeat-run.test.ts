import { beforeAll, describe, expect, it } from 'vitest';
import { resolveOptions } from '../../harness/options/index.ts';
import { resultKey } from '../../harness/results/types.ts';
import { createInProcessIut } from '../../harness/transports/inProcessIut.ts';
import { naiveAdapter } from '../../implementations/naive/index.ts';
import { referenceAdapter } from '../../implementations/reference/createReferenceAdapter.ts';
import { attackCases } from '../../scenarios/contract/signature/attacks/index.ts';
import { contractCases } from '../../scenarios/contractSuite.ts';
import { runConformance } from '../run/runConformance.ts';
import { resolveInProcessIut } from '../run/resolveIuts.ts';
import { type RepeatOutcome, repeatRun } from './repeatRun.ts';

/**
 * Determinism of the engine: the same seed gives the same verdicts and the same evidence
 * summaries, run after run; another seed (other vendor identities and keys) gives the same
 * verdicts for `reference`. And the flake detector itself finds a flake when there is one.
 */
const cases = [...contractCases, ...attackCases];
const builtins = async () => [
  await resolveInProcessIut('reference', 5_000),
  await resolveInProcessIut('naive', 5_000),
];

let repeated: RepeatOutcome;

beforeAll(async () => {
  repeated = await repeatRun({ options: resolveOptions({ seed: 3 }), cases, iuts: builtins }, 3);
});

describe('repeatRun over the contract suite and the attack catalogue', () => {
  it('finds no flake for reference and naive in three runs with one seed', () => {
    expect(repeated.runs).toBe(3);
    expect(repeated.flakes).toEqual([]);
  });

  it('finds the same evidence summaries each time', () => {
    expect(repeated.drifts).toEqual([]);
    const summaries = repeated.first.results.flatMap((r) => r.cases);
    expect(summaries.length).toBeGreaterThan(40);
  });

  it('holds only the first outcome: what it keeps of the others does not grow with them', async () => {
    const once = async (n: number): Promise<number> => {
      const out = await repeatRun(
        { options: resolveOptions({ seed: 3, rule: ['XV-SIG-002'] }), cases, iuts: builtins },
        n,
      );
      // Everything but the first outcome and the count: before, every outcome was held.
      return JSON.stringify({ ...out, first: null, runs: 0 }).length;
    };

    expect(await once(4)).toBe(await once(2));
  });

  it('finds a flake when an IUT answers differently from run to run', async () => {
    let run = 0;
    const flaky = async () => [
      {
        iut: createInProcessIut('flaky', run++ % 2 === 0 ? referenceAdapter : naiveAdapter),
        transport: 'in-process' as const,
      },
    ];
    const out = await repeatRun(
      {
        options: resolveOptions({ seed: 3, rule: ['XV-SIG-002', 'A2A-SIG-004'] }),
        cases,
        iuts: flaky,
      },
      2,
    );
    // Every case that reference passes and naive fails is a flake, named by its case id.
    expect(out.flakes.length).toBeGreaterThanOrEqual(3);
    expect(new Set(out.flakes.map((f) => f.rule))).toEqual(new Set(['A2A-SIG-004', 'XV-SIG-002']));
    for (const f of out.flakes)
      expect(f).toEqual({
        rule: f.rule,
        case: expect.any(String) as string,
        iut: 'flaky',
        vendor: null,
        transport: 'in-process',
        verdicts: ['pass', 'fail'],
      });
    expect(new Set(out.flakes.map((f) => f.case)).size).toBe(out.flakes.length);
  });

  it('refuses a repeat count below one', async () => {
    await expect(
      repeatRun({ options: resolveOptions(), cases, iuts: builtins }, 0),
    ).rejects.toMatchObject({ code: 'USAGE' });
  });
});

describe('seeds', () => {
  it('give reference the same verdicts whatever the seed', async () => {
    const bySeed = [];
    for (const seed of [1, 2, -77]) {
      const out = await runConformance({
        options: resolveOptions({ seed }),
        iuts: [await resolveInProcessIut('reference', 5_000)],
        cases,
      });
      bySeed.push(Object.fromEntries(out.results.map((r) => [resultKey(r), r.verdict])));
    }
    expect(bySeed[1]).toEqual(bySeed[0]);
    expect(bySeed[2]).toEqual(bySeed[0]);
    expect(Object.values(bySeed[0]!).every((v) => v === 'pass')).toBe(true);
  });
});
