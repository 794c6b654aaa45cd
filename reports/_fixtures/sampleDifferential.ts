import type { DifferentialComparison, ReportDifferential } from '../ReportDifferential.ts';

const replay = (iut: string, path: string): string =>
  `npx a2a-crosscheck replay --rule XV-DISC-002 --iut ${iut} --case prop-disc-security-schemes --seed 42 --path "${path}"`;

/** Test data: one comparison per pair, one of them agreeing on everything. */
export function comparison(
  partial: Partial<DifferentialComparison> & Pick<DifferentialComparison, 'iuts'>,
): DifferentialComparison {
  return {
    property: 'prop-disc-security-schemes',
    rule: 'XV-DISC-002',
    role: 'verifier',
    compared: 40,
    projected: 0,
    unprojected: 0,
    ...partial,
  };
}

/** A hand-built differential: two comparisons that differ (one on hostile text), one that does not. */
export const SAMPLE_DIFFERENTIAL: ReportDifferential = {
  comparisons: [
    comparison({ iuts: ['reference', 'naive'], projected: 3, unprojected: 1 }),
    comparison({ iuts: ['reference', 'reference-twin'] }),
  ],
  findings: [
    {
      property: 'prop-disc-security-schemes',
      rule: 'XV-DISC-002',
      iuts: ['reference', 'naive'],
      kind: 'projected',
      of: 3,
      pointers: ['/admitted', '/stage'],
      seed: 42,
      path: '7',
      input: { call: 'discover', card: { name: '<script>alert(1)</script>' } },
      answers: [
        {
          iut: 'reference',
          answer: { admitted: false, stage: 'consistency' },
          judged: { verdict: 'agrees' },
          replay: replay('reference', '7'),
        },
        {
          iut: 'naive',
          answer: { admitted: true, note: '<img src=x>' },
          judged: { verdict: 'disagrees', why: '/admitted: expected false, got true' },
          replay: replay('naive', '7'),
        },
      ],
      referenceAnswer: { admitted: false, stage: 'consistency' },
    },
  ],
};
