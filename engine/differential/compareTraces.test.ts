import { describe, expect, it } from 'vitest';
import type { TracedAnswer } from '../../harness/results/AnswerTrace.ts';
import { type IutTrace, compareTraces } from './compareTraces.ts';

/** An answer at `index`: projection `p`, whole answer `w` (digests stand for themselves here). */
function answer(
  index: number,
  p: string,
  w: string,
  more: Partial<TracedAnswer> = {},
): TracedAnswer {
  return {
    index,
    input: `input-${index}`,
    answer: w,
    projection: p,
    projected: p,
    shown: w,
    reference: null,
    judged: { verdict: 'agrees' },
    ...more,
  };
}

function trace(iut: string, answers: TracedAnswer[], more: Partial<IutTrace> = {}): IutTrace {
  return {
    iut,
    replayTarget: `--iut ${iut}`,
    canonicalization: null,
    verifies: ['a2a-1.0', 'jcs-emitted'],
    trace: { property: 'prop-x', seed: 42, numRuns: 100, answers },
    ...more,
  };
}

const counts = (t: IutTrace[]) =>
  compareTraces(t).map(({ a, b, compared, projected, unprojected, first }) => ({
    pair: `${a.iut}/${b.iut}`,
    compared,
    projected,
    unprojected,
    first: first.map((d) => `${d.kind}@${d.a.index}×${d.of}`),
  }));

describe('compareTraces', () => {
  it('finds no disagreement between equal answers', () => {
    const same = [answer(0, 'p', 'w'), answer(1, 'q', 'v')];
    expect(counts([trace('a', same), trace('b', same)])).toEqual([
      { pair: 'a/b', compared: 2, projected: 0, unprojected: 0, first: [] },
    ]);
  });

  it('tells a difference under the projection from one elsewhere, and keeps the first of each', () => {
    const a = [answer(0, 'p', 'w'), answer(1, 'p', 'w'), answer(2, 'p', 'w'), answer(3, 'p', 'w')];
    const b = [answer(0, 'p', 'w'), answer(1, 'p', 'W'), answer(2, 'P', 'W'), answer(3, 'P', 'W')];
    expect(counts([trace('a', a), trace('b', b)])).toEqual([
      {
        pair: 'a/b',
        compared: 4,
        projected: 2,
        unprojected: 1,
        first: ['projected@2×2', 'unprojected@1×1'],
      },
    ]);
  });

  it('compares only inputs both answered with the same input', () => {
    // b crashed on input 1 (no entry) and stopped after input 2; input 0 was another input.
    const a = [answer(0, 'p', 'w'), answer(1, 'p', 'w'), answer(2, 'p', 'w'), answer(3, 'p', 'w')];
    const b = [answer(0, 'X', 'X', { input: 'other' }), answer(2, 'p', 'w')];
    expect(counts([trace('a', a), trace('b', b)])).toEqual([
      { pair: 'a/b', compared: 1, projected: 0, unprojected: 0, first: [] },
    ]);
  });

  it('leaves out inputs signed under a canonicalization one IUT declares it does not verify', () => {
    const a = [answer(0, 'p', 'w', { signedUnder: ['jcs-emitted'] }), answer(1, 'p', 'w')];
    const b = [answer(0, 'X', 'X', { signedUnder: ['jcs-emitted'] }), answer(1, 'X', 'X')];
    expect(counts([trace('a', a), trace('b', b, { verifies: ['a2a-1.0'] })])).toEqual([
      { pair: 'a/b', compared: 1, projected: 1, unprojected: 0, first: ['projected@1×1'] },
    ]);
  });

  it('pairs every two IUTs of a property in order, except those run under other canonicalizations', () => {
    const same = [answer(0, 'p', 'w')];
    expect(
      counts([
        trace('a', same),
        trace('b', same),
        trace('c', same, { canonicalization: 'a2a-1.0' }),
        trace('d', same),
      ]).map((c) => c.pair),
    ).toEqual(['a/b', 'a/d', 'b/d']);
  });
});
