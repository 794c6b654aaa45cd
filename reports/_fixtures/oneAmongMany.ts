import type { BaselineEntry } from '../Baseline.ts';
import { compareToBaseline } from '../compareToBaseline.ts';
import type { CrosscheckReport } from '../CrosscheckReport.ts';
import { reportGate } from '../ReportGate.ts';
import { result, sampleReport } from './sampleReport.ts';

/** The case id of the one regression in {@link oneAmongMany}. */
export const THE_REGRESSION = 'del-unknown-skill-rejected';

const RULES = ['XV-NEG-001', 'XV-NEG-002', 'XV-SIG-001', 'XV-SIG-005', 'XV-STR-001'];

/**
 * A gated report of 151 failing cases on `naive`: 150 the baseline expects, spread over five
 * rules that sort before and after it, and one regression (XV-DEL-003, not in the baseline)
 * placed in the middle of the results, where a list sorted by rule and capped at 50 rows would
 * hide it.
 */
export function oneAmongMany(): CrosscheckReport {
  const failing = RULES.map((rule) => {
    const r = result({ rule, iut: 'naive', vendor: null, verdict: 'fail' });
    const c = r.cases[0]!;
    return {
      ...r,
      cases: Array.from({ length: 30 }, (_, i) => ({
        ...c,
        case: `${rule.toLowerCase()}-case-${String(i).padStart(2, '0')}`,
        evidence: { summary: `${rule} case ${i} fails as expected` },
      })),
    };
  });
  const regression = result({
    rule: 'XV-DEL-003',
    iut: 'naive',
    vendor: null,
    verdict: 'fail',
    evidence: {
      case: THE_REGRESSION,
      summary: 'an unknown skill id is delegated: /decision: expected "reject", got "send"',
      expected: { decision: 'reject' },
      actual: { decision: 'send' },
      replay: `npx a2a-crosscheck replay --rule XV-DEL-003 --iut naive --case ${THE_REGRESSION} --seed 42`,
    },
  });
  const results = [...failing.slice(0, 3), regression, ...failing.slice(3)];
  const ungated = sampleReport(results);
  const entries: BaselineEntry[] = failing.flatMap((r) =>
    r.cases.map((c) => ({
      rule: r.rule,
      case: c.case,
      iut: r.iut,
      vendor: r.vendor,
      transport: r.transport,
      verdict: 'fail' as const,
      code: null,
      reason: `naive fails ${c.case} by design`,
    })),
  );
  return { ...ungated, gate: reportGate(compareToBaseline(ungated, { entries }), false) };
}
