import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveOptions } from '../../harness/options/index.ts';
import type { RuleResult } from '../../harness/results/types.ts';
import { createStdioIut, type StdioIut } from '../../harness/transports/stdioIut.ts';
import { contractCases } from '../../scenarios/contractSuite.ts';
import { runConformance } from '../../engine/run/runConformance.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What the deliberately simple Python verifier gets, by (rule, vendor), checked by hand against
 * adapter.py: its defaulting reader reports `[]` / `false` for undeclared capabilities
 * (XV-NEG-001/002/004 fail), "signatures present" passes any signature (A2A-SIG-*, XV-SIG-*
 * fail), and it plans "send" for everything (every XV-DEL fails). It admits minimal cards
 * (XV-NEG-005 pass), admits B's true card (XV-DISC-001 B pass), and lets the caller request
 * extensions from a peer with `extensions: []` (XV-NEG-002 explicit-empty pass). It declares
 * no consumer role, so XV-STR-001 is not applicable.
 */
const EXPECTED: Record<string, 'pass' | 'fail' | 'not-applicable'> = {
  // No schema stage: a card without a REQUIRED member is admitted (schema-cases.ts).
  'A2A-CARD-001 -': 'fail',
  // The example does not verify signatures at all, so every attack that must be refused is admitted.
  'A2A-SIG-001 -': 'fail',
  'A2A-SIG-002 -': 'fail',
  'A2A-SIG-003 -': 'fail',
  'A2A-SIG-004 -': 'fail',
  'XV-DEL-001 -': 'fail',
  'XV-DEL-001 vendor-b': 'fail',
  'XV-DEL-002 -': 'fail',
  'XV-DEL-002 vendor-b': 'fail',
  'XV-DEL-003 -': 'fail',
  'XV-DEL-003 vendor-b': 'fail',
  'XV-DEL-004 -': 'fail',
  'XV-DEL-004 vendor-b': 'fail',
  'XV-DEL-005 -': 'fail',
  'XV-DISC-001 vendor-b': 'pass',
  'XV-DISC-001 vendor-b-prime': 'fail',
  'XV-DISC-002 -': 'fail',
  'XV-DISC-003 -': 'fail',
  'XV-NEG-001 -': 'fail',
  'XV-NEG-001 vendor-a': 'fail',
  'XV-NEG-002 -': 'fail',
  'XV-NEG-002 vendor-a': 'fail',
  'XV-NEG-002 vendor-explicit-empty': 'pass',
  'XV-NEG-003 -': 'fail',
  'XV-NEG-004 -': 'fail',
  'XV-NEG-004 vendor-minimal': 'fail',
  'XV-NEG-005 -': 'pass',
  'XV-NEG-005 vendor-minimal': 'pass',
  'XV-SIG-001 -': 'fail',
  'XV-SIG-001 vendor-a': 'fail',
  'XV-SIG-002 -': 'fail',
  'XV-SIG-003 -': 'fail',
  'XV-SIG-004 -': 'fail',
  'XV-SIG-005 -': 'fail',
  'XV-STR-001 -': 'not-applicable',
};

let results: RuleResult[];
let iut: StdioIut;

beforeAll(async () => {
  iut = createStdioIut('python3 implementations/python-example/adapter.py', {
    id: 'python-example',
    cwd: ROOT,
  });
  const outcome = await runConformance({
    options: resolveOptions({ seed: 7 }),
    iuts: [{ iut, transport: 'stdio' }],
    cases: contractCases,
  });
  results = outcome.results;
});

describe('python-example over stdio', () => {
  it('gets the hand-checked verdict for every (rule, vendor)', () => {
    const actual = Object.fromEntries(
      results.map((r) => [`${r.rule} ${r.vendor ?? '-'}`, r.verdict]),
    );

    expect(actual).toEqual(EXPECTED);
  });

  it('has no transport errors, and its one process served the whole suite', () => {
    expect(results.filter((r) => r.verdict === 'error')).toEqual([]);
    expect(iut.starts).toBe(1);
  });
});
