import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../../harness/options/index.ts';
import { createStdioIut } from '../../harness/transports/stdioIut.ts';
import { runConformance } from '../run/runConformance.ts';
import { allCases } from '../run/suiteCases.ts';
import { wirePhase } from './wirePhase.ts';

describe('wire phase with a child-process client', () => {
  it('runs the wire scenarios and client properties over loopback when --transport says msw, and says why', async () => {
    // Arrange: the default transport (msw) only, and reference served over stdio.
    const options = resolveOptions({
      seed: 42,
      runs: 5,
      rule: ['XV-NEG-002', 'XV-DEL-004'],
      transports: ['msw'],
      workers: 1,
    });
    const command = 'node --import tsx implementations/reference-stdio/main.ts';
    const iut = createStdioIut(command, { deadlineMs: options.deadlines.callMs });
    // Act
    const outcome = await runConformance({
      options,
      iuts: [{ iut, transport: 'stdio', source: { kind: 'stdio', command } }],
      cases: allCases,
      phases: [wirePhase(allCases)],
    });
    // Assert
    const wire = outcome.records.filter((r) => r.transport === 'loopback');
    expect(wire.map((r) => `${r.caseId} ${r.verdict}`).sort()).toEqual([
      'prop-client-no-activation-toward-undeclared pass',
      'prop-client-no-retry-falls-back pass',
      'regression-client-no-retry-falls-back-naive-seed-42 pass',
      's1-explicit-empty-may-activate pass',
      's1-lazy-negotiation-condition not-applicable',
      's1-no-activation-toward-vendor-a pass',
      's2-pdf-mismatch-falls-back-to-c pass',
    ]);
    expect(wire.every((r) => r.evidence.details?.includes('cannot see msw'))).toBe(true);
    expect(outcome.records.some((r) => r.transport === 'msw')).toBe(false);
  });
});
