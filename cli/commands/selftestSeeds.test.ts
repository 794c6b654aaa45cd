import { describe, expect, it } from 'vitest';
import { fakeEngine } from '../_fixtures/fakeEngine.ts';
import { testIo } from '../_fixtures/testIo.ts';
import type { SelftestOutcome } from '../engine.ts';
import { main } from '../main.ts';

/** A mutant the search catches at every seed, one it misses at seed 1, and a twin lost at 2. */
function outcomeAt(seed: number): SelftestOutcome {
  return {
    mutants: [
      { id: 'm-always', brokenRule: 'XV-NEG-001', caughtBy: ['XV-NEG-001'] },
      { id: 'm-tuned', brokenRule: 'XV-DEL-001', caughtBy: seed === 1 ? [] : ['XV-DEL-001'] },
    ],
    control: { caughtBy: [], errors: 0 },
    agentTwins: {
      proven: seed === 2 ? ['A2A-LIST-001'] : ['A2A-GET-002', 'A2A-LIST-001'],
      unproven:
        seed === 2
          ? [{ rule: 'A2A-GET-002', fault: 'f', twin: 'pass', control: 'pass', why: [] }]
          : [],
      notViolable: [],
      durationMs: 1,
    },
  };
}

function engineBySeed() {
  const { engine, calls } = fakeEngine({ selftest: outcomeAt(42) });
  const seen: number[] = [];
  return {
    seen,
    calls,
    engine: {
      ...engine,
      selftest: (options: { seed: number }) => {
        seen.push(options.seed);
        return Promise.resolve(outcomeAt(options.seed));
      },
    },
  };
}

describe('selftest --seeds', () => {
  it('judges at each seed and counts a mutant or twin only when caught at every one', async () => {
    const { engine, seen } = engineBySeed();
    const t = testIo();
    expect(await main(['selftest', '--seeds', '42,1,2', '--runs', '10'], t.io, engine)).toBe(1);
    expect(seen).toEqual([42, 1, 2]);
    expect(t.stdout()).toBe(
      [
        '  ✓ m-always (breaks XV-NEG-001): caught at 3/3 seeds',
        '  ✗ m-tuned (breaks XV-DEL-001): caught at 2/3 seeds, not at 1',
        '  ✓ control (reference): clean at every seed',
        'mutation score over seeds 42,1,2: 1/2 caught at every seed (10 runs)',
        '  ✗ A2A-GET-002 (twin): proven at 2/3 seeds, not at 2',
        '      seed 2, f: twin pass, control pass',
        '  ✓ A2A-LIST-001 (twin): proven at 3/3 seeds',
        '1/2 agent rules proven able to fail at every seed',
        '',
      ].join('\n'),
    );
  });

  it('judges at the proof gate when no seed is given: the default seed and four untuned ones', async () => {
    const { engine, seen } = engineBySeed();
    const t = testIo();
    expect(await main(['selftest', '--rule', 'XV-NEG-001'], t.io, engine)).toBe(0);
    expect(seen).toEqual([42, 101, 102, 103, 104]);
    expect(t.stdout()).toContain('mutation score over seeds 42,101,102,103,104:');
  });

  it('judges at one seed alone when --seed is given', async () => {
    const { engine, seen } = engineBySeed();
    const t = testIo();
    await main(['selftest', '--seed', '7'], t.io, engine);
    expect(seen).toEqual([7]);
    expect(t.stdout()).toContain('(seed 7, 100 runs)');
  });

  it('passes when every mutant and twin is caught at every seed', async () => {
    const { engine } = engineBySeed();
    const t = testIo();
    expect(await main(['selftest', '--seeds', '42,3'], t.io, engine)).toBe(0);
  });

  it('refuses --seed beside --seeds, and a seed that is not an integer', async () => {
    const { engine } = engineBySeed();
    const t = testIo();
    expect(await main(['selftest', '--seed', '4', '--seeds', '1,2'], t.io, engine)).toBe(2);
    expect(await main(['selftest', '--seeds', '1,x'], t.io, engine)).toBe(2);
    expect(t.stderr()).toContain("--seeds 'x' is not an integer");
  });
});
