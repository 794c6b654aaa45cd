import { beforeAll, describe, expect, it } from 'vitest';
import { resolveOptions } from '../../harness/options/index.ts';
import { resultKey } from '../../harness/results/types.ts';
import { createStdioIut } from '../../harness/transports/index.ts';
import {
  STDIO_FAULTS,
  type StdioFault,
  faultyStdioCommand,
} from '../../implementations/hostile/index.ts';
import { contractCases } from '../../scenarios/contractSuite.ts';
import { type ConformanceOutcome, runConformance } from '../../engine/run/runConformance.ts';
import { resolveInProcessIut } from '../../engine/run/resolveIuts.ts';
import { capDeadline } from './_fixtures/hostileIuts.ts';

/**
 * DESIGN §7 for child-process IUTs: adapters that exit at once, crash mid-call, print non-JSON,
 * answer under a wrong id, never answer, or answer twice, run beside the in-process reference.
 * The run ends (each fault by a deadline or an exit: the evidence says which), the reference is untouched, and the faults show up as `error`
 * verdicts whose evidence names the call and what the process did.
 */
const DEADLINE_MS = 200;
/** Wide, so a loaded machine never times out the healthy reference or a prompt fault. */
const RUN_DEADLINE_MS = 10_000;
const options = resolveOptions({ seed: 13, deadlines: { callMs: RUN_DEADLINE_MS } });
// The seeds' condition cases never reach the IUT (not-applicable before the call): left out.
const cases = contractCases.filter(
  (c) => (c.role === 'verifier' || c.role === 'consumer') && !c.id.endsWith('-condition'),
);

/** What each fault's evidence must say: the transport's words for what came back. */
const SAYS: Record<Exclude<StdioFault, 'answers-twice'>, RegExp> = {
  'exits-immediately': /exit code 1|missing dependency/,
  'crashes-mid-call': /exit code 3/,
  'prints-non-json': /not JSON: "Loading model weights\.\.\."/,
  'wrong-id': /answered id \d+, which was never sent/,
  'never-answers': /no answer within 200 ms|"\w+" \(id \d+\) timed out/,
};

let outcome: ConformanceOutcome;

beforeAll(async () => {
  const stdio = STDIO_FAULTS.map((fault) => {
    const iut = createStdioIut(faultyStdioCommand(fault), {
      id: `stdio-${fault}`,
      deadlineMs: DEADLINE_MS,
      startupDeadlineMs: 15_000,
      killGraceMs: 200,
    });
    // Only the adapter that never answers needs the short deadline; the rest keep the run's.
    return {
      iut: fault === 'never-answers' ? capDeadline(iut, DEADLINE_MS) : iut,
      transport: 'stdio' as const,
    };
  });
  outcome = await runConformance({
    options,
    iuts: [await resolveInProcessIut('reference', RUN_DEADLINE_MS), ...stdio],
    cases,
  });
});

const records = (fault: StdioFault) => outcome.records.filter((r) => r.iut === `stdio-${fault}`);

describe('faulty child-process adapters in one run', () => {
  it.each(Object.keys(SAYS).map((f) => [f as Exclude<StdioFault, 'answers-twice'>]))(
    'every case against stdio-%s is an error naming what the process did',
    (fault) => {
      const mine = records(fault);
      expect(mine).toHaveLength(cases.length);
      expect([...new Set(mine.map((r) => r.verdict))]).toEqual(['error']);
      for (const r of mine) {
        expect(r.evidence.summary).toContain(r.rule);
        expect(`${r.evidence.reason ?? ''}`).toMatch(SAYS[fault]);
      }
    },
  );

  it('names the call in the evidence of a fault that happens during one', () => {
    for (const fault of [
      'crashes-mid-call',
      'prints-non-json',
      'wrong-id',
      'never-answers',
    ] as const) {
      for (const r of records(fault))
        expect(r.evidence.reason).toMatch(/"(discover|plan|reassemble)"/);
    }
    for (const r of records('exits-immediately'))
      expect(r.evidence.summary).toMatch(/^hello failed for stdio-exits-immediately/);
  });

  it('charges a duplicate answer to some later call, and never turns it into a failure', () => {
    const mine = records('answers-twice');
    expect(
      mine.some((r) => r.verdict === 'error' && /a second time/.test(r.evidence.reason ?? '')),
    ).toBe(true);
    expect(mine.filter((r) => r.verdict === 'fail')).toEqual([]);
  });

  it('ends, and leaves the in-process reference passing', () => {
    const reference = outcome.results.filter((r) => r.iut === 'reference');
    expect(reference.length).toBeGreaterThan(10);
    expect(reference.filter((r) => r.verdict !== 'pass').map(resultKey)).toEqual([]);
  });
});
