import { beforeAll, describe, expect, it } from 'vitest';
import { resolveOptions } from '../../harness/options/index.ts';
import type { RuleResult } from '../../harness/results/types.ts';
import { contractCases } from '../../scenarios/contractSuite.ts';
import { runConformance } from '../../engine/run/runConformance.ts';
import { resolveInProcessIut } from '../../engine/run/resolveIuts.ts';

/**
 * The contract suite against the two built-in IUTs. `reference` must pass everything; `naive`
 * must fail exactly the rules a defaulting, signature-only SDK breaks (written here by hand).
 */
const NAIVE_EXPECTED: Record<string, 'pass' | 'fail'> = {
  // The attack catalogue (scenarios/attacks): duplicate card members read last-wins (D9).
  'A2A-SIG-001': 'fail',
  'A2A-SIG-002': 'pass',
  // alg/kid only in the unprotected header (A4), duplicate header members (A8), numeric kid (B1).
  'A2A-SIG-003': 'fail',
  'A2A-SIG-004': 'fail',
  'XV-DEL-001': 'fail',
  'XV-DEL-002': 'fail',
  'XV-DEL-003': 'fail',
  'XV-DEL-004': 'fail',
  'XV-DEL-005': 'fail',
  'XV-DISC-001': 'fail',
  'XV-DISC-002': 'fail',
  'XV-DISC-003': 'fail',
  'XV-NEG-001': 'fail',
  'XV-NEG-002': 'fail',
  'XV-NEG-003': 'fail',
  'XV-NEG-004': 'fail',
  'XV-NEG-005': 'pass',
  'XV-SIG-001': 'fail',
  // No algorithm allow-list (A3), key hints taken from the unprotected header (A11), a foreign jku
  // not refused (B2), b64:false and non-canonical base64url accepted (A7, C5).
  'XV-SIG-002': 'fail',
  'XV-SIG-003': 'fail',
  'XV-SIG-004': 'fail',
  'XV-SIG-005': 'fail',
  'XV-STR-001': 'fail',
};

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
