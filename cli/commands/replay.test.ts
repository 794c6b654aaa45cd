import { describe, expect, it } from 'vitest';
import type { RuleResult } from '../../harness/results/types.ts';
import { fakeEngine } from '../_fixtures/fakeEngine.ts';
import { testIo } from '../_fixtures/testIo.ts';
import { main } from '../main.ts';

/** A replayed result as the engine folds it: the expected and actual answers are on its case. */
const replayed: RuleResult = {
  rule: 'XV-NEG-001',
  level: 'MUST',
  iut: './acme.ts',
  vendor: null,
  transport: 'in-process',
  canonicalization: null,
  verdict: 'fail',
  evidence: { summary: '/capabilities/extensions: expected "undeclared", got []', case: 'neg-x' },
  cases: [
    {
      case: 'neg-x',
      verdict: 'fail',
      canonicalization: null,
      evidence: {
        summary: '/capabilities/extensions: expected "undeclared", got []',
        expected: { admitted: true, capabilities: { extensions: 'undeclared' } },
        actual: { admitted: true, capabilities: { extensions: [] } },
        replay:
          'npx a2a-crosscheck replay --rule XV-NEG-001 --iut ./acme.ts --case neg-x --seed 42',
      },
    },
  ],
};

describe('replay', () => {
  it('shows expected and actual without --json, case by case', async () => {
    const { engine } = fakeEngine({ replay: { results: [replayed] } });
    const t = testIo();
    const code = await main(
      ['replay', '--rule', 'XV-NEG-001', '--iut', './acme.ts', '--case', 'neg-x', '--seed', '42'],
      t.io,
      engine,
    );
    expect(code).toBe(1);
    expect(t.stdout().split('\n')).toEqual([
      'FAIL XV-NEG-001 [MUST] ./acme.ts × no vendor (in-process), case neg-x: /capabilities/extensions: expected "undeclared", got []',
      '  differences:',
      '    /capabilities/extensions: expected "undeclared", got []',
      '  expected: {"admitted":true,"capabilities":{"extensions":"undeclared"}}',
      '  actual:   {"admitted":true,"capabilities":{"extensions":[]}}',
      '  replay: npx a2a-crosscheck replay --rule XV-NEG-001 --iut ./acme.ts --case neg-x --seed 42',
      '',
    ]);
  });
});
