import { describe, expect, it } from 'vitest';
import type { RuleResult } from '../harness/results/types.ts';
import type { Rule, RuleRegistry } from '../harness/rules/index.ts';
import { result, sampleReport } from './_fixtures/sampleReport.ts';
import { compareToBaseline } from './compareToBaseline.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';
import { reportGate } from './ReportGate.ts';
import { triage } from './triage.ts';

const failing = (rule: string, level: RuleResult['level'], code = '/x'): RuleResult =>
  result({
    rule,
    iut: 'acme',
    vendor: null,
    level,
    verdict: 'fail',
    evidence: { summary: `${rule} failed`, expected: { [code.slice(1)]: 1 }, actual: {} },
  });

/** The stages the catalogue gives these rules: all the ordering reads of it. */
const STAGES_OF: Record<string, Rule['stages']> = {
  'XV-SIG-001': ['signature'],
  'XV-DEL-001': ['delegation'],
};
const rules = {
  has: (id: string) => id in STAGES_OF,
  get: (id: string) => ({ stages: STAGES_OF[id] ?? [] }),
} as unknown as RuleRegistry;

describe('triage: what to fix first', () => {
  it('orders regressions by level, then novelty, then root cause, whatever their rule ids', () => {
    // Arrange: in rule-id order the planted card misreading would come after the others.
    const results = [
      failing('A2A-ERR-002', 'MUST'), // wire behaviour, new
      failing('A2A-SEND-004', 'SHOULD'), // below MUST, new (gates under --strict)
      failing('A2A-CARD-001', 'MUST'), // reads the card, new
      failing('A2A-AUTH-001', 'MUST'), // baselined at another verdict: changed outcome
      failing('XV-DEL-001', 'MUST'), // the delegation stage, new
      failing('XV-SIG-001', 'MUST'), // the signature stage, new
    ];
    const ungated: CrosscheckReport = {
      ...sampleReport(results),
      iuts: [{ id: 'acme', transport: 'msw', roles: ['verifier', 'agent'] }],
    };
    const baseline = {
      entries: [
        {
          rule: 'A2A-AUTH-001',
          case: 'a2a-auth-001-case',
          iut: 'acme',
          vendor: null,
          transport: 'msw' as const,
          verdict: 'error' as const,
          code: 'IUT_TIMEOUT',
          reason: 'acme times out here',
        },
      ],
    };
    const comparison = compareToBaseline(ungated, baseline, { strict: true });
    const report = { ...ungated, gate: reportGate(comparison, true) };

    // Act
    const order = triage(report, rules).regressions.ordered.map((item) =>
      'cases' in item ? item.rules.join('+') : item.rule,
    );

    // Assert
    expect(order).toEqual([
      'A2A-CARD-001',
      'XV-SIG-001',
      'XV-DEL-001',
      'A2A-ERR-002',
      'A2A-AUTH-001',
      'A2A-SEND-004',
    ]);
  });
});
