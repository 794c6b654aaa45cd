import { describe, expect, it } from 'vitest';
import type { BaselineEntry } from './Baseline.ts';
import { result, sampleReport } from './_fixtures/sampleReport.ts';
import { compareToBaseline } from './compareToBaseline.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';
import { recordBaseline } from './recordBaseline.ts';
import { reportGate } from './ReportGate.ts';
import type { ReportRootCause } from './ReportRootCause.ts';
import { regressionWords, triage } from './triage.ts';

const cause = (id: string, caseId: string): ReportRootCause => ({
  cause: id,
  property: 'canonical-form',
  iut: 'naive',
  transport: 'msw',
  title: `${id} title`,
  sections: ['A2A §8.4.1'],
  diagnostic: {
    summary: 'the probe failed',
    canonicalization: 'a2a-1.0',
    card: '{}',
    control: {},
    probe: {},
  },
  consequences: [{ rule: 'R', case: caseId, vendor: 'vendor-a', transport: 'msw' }],
});

const failing = (rootCauses: ReportRootCause[]): CrosscheckReport => ({
  ...sampleReport([result({ rule: 'R', iut: 'naive', verdict: 'fail' })]),
  rules: [{ id: 'R', title: 'R', level: 'MUST', profile: 'spec' }],
  ...(rootCauses.length > 0 ? { rootCauses } : {}),
});

const entry = (cause?: string): BaselineEntry => ({
  rule: 'R',
  case: 'r-case',
  iut: 'naive',
  vendor: 'vendor-a',
  transport: 'msw',
  verdict: 'fail',
  code: null,
  reason: 'escapes non-ASCII characters',
  ...(cause !== undefined ? { cause } : {}),
});

describe('a baseline entry that names a root cause', () => {
  it('is baselined while the run attributes the case to that cause', () => {
    const c = compareToBaseline(failing([cause('canonical-form/non-ascii', 'r-case')]), {
      entries: [entry('canonical-form/non-ascii')],
    });
    expect([c.exitCode, c.baselined.length, c.changed.length]).toEqual([0, 1, 0]);
  });

  it('is changed, not gating, when the case fails as stated but no diagnostic explains it', () => {
    const report = failing([]);
    const c = compareToBaseline(report, { entries: [entry('canonical-form/non-ascii')] });
    expect([c.exitCode, c.baselined.length, c.changed.length]).toEqual([0, 0, 1]);
    const gate = reportGate(c, false);
    expect(gate.changed?.[0]).toMatchObject({
      expectedCause: 'canonical-form/non-ascii',
      gotCauses: [],
    });
    const t = triage({ ...report, gate });
    expect(regressionWords(t.changed[0]!)).toBe(
      'fails as the baseline expects (fail), but no longer as a consequence of root cause canonical-form/non-ascii (now: none) (not gating; --strict gates it)',
    );
  });

  it('gates under --strict when another cause explains the case', () => {
    const c = compareToBaseline(
      failing([cause('canonical-form/markup', 'r-case')]),
      { entries: [entry('canonical-form/non-ascii')] },
      { strict: true },
    );
    expect(c.exitCode).toBe(1);
    expect(reportGate(c, true).regressions[0]).toMatchObject({
      because: 'another outcome',
      expectedCause: 'canonical-form/non-ascii',
      gotCauses: ['canonical-form/markup'],
    });
  });

  it('is what --write-baseline records for a case a cause explains', () => {
    const c = compareToBaseline(failing([cause('canonical-form/non-ascii', 'r-case')]), {
      entries: [entry()],
    });
    expect(recordBaseline(c).entries).toEqual([entry('canonical-form/non-ascii')]);
  });
});
