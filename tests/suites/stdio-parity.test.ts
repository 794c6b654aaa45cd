import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveOptions } from '../../harness/options/index.ts';
import type { RuleResult } from '../../harness/results/types.ts';
import { createStdioIut } from '../../harness/transports/stdioIut.ts';
import { contractCases } from '../../scenarios/contractSuite.ts';
import { resolveInProcessIut } from '../../engine/run/resolveIuts.ts';
import { runConformance } from '../../engine/run/runConformance.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The same reference model, in-process and as a child process over the stdio protocol, must get
 * the same verdict for every (rule, vendor): the transport adds nothing and loses nothing.
 */
let results: RuleResult[];

beforeAll(async () => {
  const options = resolveOptions({ seed: 7 });
  const inProcess = await resolveInProcessIut('reference', 5_000);
  const stdio = createStdioIut('node --import tsx implementations/reference-stdio/main.ts', {
    id: 'reference-stdio',
    cwd: ROOT,
    deadlineMs: 5_000,
  });
  results = (
    await runConformance({
      options,
      iuts: [inProcess, { iut: stdio, transport: 'stdio' }],
      cases: contractCases,
    })
  ).results;
});

function verdicts(iut: string): Record<string, string> {
  const rows = results
    .filter((r) => r.iut === iut)
    .map((r) => [`${r.rule} ${r.vendor ?? '-'}`, r.verdict] as const);
  return Object.fromEntries(rows.sort(([a], [b]) => a.localeCompare(b)));
}

describe('reference over stdio', () => {
  it('gets the same verdict as in-process for every (rule, vendor)', () => {
    const inProcess = verdicts('reference');
    const overStdio = verdicts('reference-stdio');

    expect(Object.keys(inProcess).length).toBeGreaterThan(10);
    expect(overStdio).toEqual(inProcess);
  });

  it('has no transport errors', () => {
    const errors = results.filter((r) => r.iut === 'reference-stdio' && r.verdict === 'error');
    expect(errors.map((r) => `${r.rule}: ${r.evidence.reason ?? r.evidence.summary}`)).toEqual([]);
  });

  it('reports the stdio transport by name', () => {
    expect(
      new Set(results.filter((r) => r.iut === 'reference-stdio').map((r) => r.transport)),
    ).toEqual(new Set(['stdio']));
  });
});
