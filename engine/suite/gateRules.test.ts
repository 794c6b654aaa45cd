import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../../harness/options/index.ts';
import type { RuleResult } from '../../harness/results/types.ts';
import { ruleRegistry } from '../rules.ts';
import { gateRules } from './gateRules.ts';

const hello = {
  name: 'acme',
  version: '1.0.0',
  contractVersion: '1.1',
  roles: ['verifier' as const],
};
const failing = (iut: string): RuleResult => {
  const evidence = {
    case: 'neg-x',
    summary: '/admitted: expected false, got true',
    replay: `npx a2a-crosscheck replay --rule XV-NEG-001 --iut ${iut} --case neg-x --seed 42`,
  };
  return {
    rule: 'XV-NEG-001',
    level: 'MUST',
    iut,
    vendor: null,
    transport: 'in-process',
    verdict: 'fail',
    canonicalization: null,
    evidence,
    cases: [{ case: 'neg-x', verdict: 'fail', canonicalization: null, evidence }],
  };
};
const messageOf = (results: RuleResult[], module?: string, name = 'acme'): string =>
  gateRules({
    results,
    rules: [ruleRegistry.get('XV-NEG-001')],
    hello: { ...hello, name },
    options: resolveOptions({ rule: ['XV-NEG-001'] }),
    baseline: null,
    ...(module !== undefined && { module }),
  }).tests.get('XV-NEG-001')!.message;

describe('gateRules: the replay command of a suite failure', () => {
  it("is the engine's own when the suite knows the module path", () => {
    expect(messageOf([failing('./acme.ts')], './acme.ts')).toContain(
      '    replay: npx a2a-crosscheck replay --rule XV-NEG-001 --iut ./acme.ts --case neg-x --seed 42',
    );
  });

  it('never names the adapter by its hello name, which replay cannot load, and says how to get a path', () => {
    const message = messageOf([failing('acme')]);
    expect(message).not.toContain('--iut acme ');
    expect(message).toContain(
      "    replay: npx a2a-crosscheck replay --rule XV-NEG-001 --iut <path of the module exporting the adapter> --case neg-x --seed 42\n    (crosscheckSuite was given the adapter without its module path: pass { module: './my-adapter.ts' } for a command to paste)",
    );
  });

  it('keeps a built-in name, which replay loads', () => {
    expect(messageOf([failing('naive')], undefined, 'naive')).toContain(
      '    replay: npx a2a-crosscheck replay --rule XV-NEG-001 --iut naive --case neg-x --seed 42',
    );
  });
});
