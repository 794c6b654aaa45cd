import { describe, expect, it } from 'vitest';
import { ruleRegistry } from '../rules.ts';
import type { Verdict } from '../../harness/vocabulary/index.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';
import { foldCaseRecords } from './foldCaseRecords.ts';

const rules = new Map([['XV-NEG-001', ruleRegistry.get('XV-NEG-001')]]);
const record = (caseId: string, verdict: Verdict, vendor: string | null = null): CaseRecord => ({
  caseId,
  rule: 'XV-NEG-001',
  iut: 'naive',
  vendor,
  transport: 'in-process',
  canonicalization: 'jcs-emitted',
  verdict,
  evidence: {
    summary: `${caseId} ${verdict}`,
    replay: `replay ${caseId}`,
    ...(verdict === 'not-applicable' ? { reason: `why ${caseId}` } : {}),
  },
});

describe('foldCaseRecords', () => {
  it('keeps every case with its own evidence and folds the verdict', () => {
    const [result, ...rest] = foldCaseRecords(
      [
        record('a', 'pass'),
        record('b', 'fail'),
        record('c', 'not-applicable'),
        record('d', 'fail'),
      ],
      rules,
    );
    expect(rest).toEqual([]);
    expect(result).toEqual({
      rule: 'XV-NEG-001',
      level: 'MUST',
      iut: 'naive',
      vendor: null,
      transport: 'in-process',
      canonicalization: 'jcs-emitted',
      verdict: 'fail',
      evidence: {
        summary: 'b fail (case b; 2 fail, 1 pass, 1 not-applicable of 4 cases)',
        case: 'b',
      },
      cases: [
        {
          case: 'a',
          verdict: 'pass',
          canonicalization: 'jcs-emitted',
          evidence: { summary: 'a pass', replay: 'replay a', case: 'a' },
        },
        {
          case: 'b',
          verdict: 'fail',
          canonicalization: 'jcs-emitted',
          evidence: { summary: 'b fail', replay: 'replay b', case: 'b' },
        },
        {
          case: 'c',
          verdict: 'not-applicable',
          canonicalization: 'jcs-emitted',
          evidence: { summary: 'c not-applicable', replay: 'replay c', reason: 'why c', case: 'c' },
        },
        {
          case: 'd',
          verdict: 'fail',
          canonicalization: 'jcs-emitted',
          evidence: { summary: 'd fail', replay: 'replay d', case: 'd' },
        },
      ],
    });
  });

  it('reads a pass beside not-applicable cases as a pass, and all not-applicable as not-applicable', () => {
    const results = foldCaseRecords(
      [
        record('a', 'not-applicable', 'v1'),
        record('b', 'pass', 'v1'),
        record('c', 'not-applicable', 'v2'),
      ],
      rules,
    );
    expect(
      results.map((r) => [r.vendor, r.verdict, r.evidence.summary, r.evidence.reason]),
    ).toEqual([
      ['v1', 'pass', 'b pass (case b; 1 pass, 1 not-applicable of 2 cases)', undefined],
      ['v2', 'not-applicable', 'c not-applicable', 'why c'],
    ]);
  });

  it('groups by (rule, IUT, vendor, transport) only', () => {
    const results = foldCaseRecords(
      [record('a', 'pass', 'v1'), record('a', 'error', 'v2'), record('b', 'pass', 'v1')],
      rules,
    );
    expect(results.map((r) => [r.vendor, r.verdict, r.cases.map((c) => c.case)])).toEqual([
      ['v1', 'pass', ['a', 'b']],
      ['v2', 'error', ['a']],
    ]);
  });
});

describe('foldCaseRecords on an A2A v0.3 agent', () => {
  const cap = ruleRegistry.get('A2A-CAP-002');
  const v03 = new Map([[cap.id, cap]]);
  const push = (generation?: '0.3'): CaseRecord => ({
    caseId: 'agent-push-undeclared-refused-jsonrpc',
    rule: cap.id,
    iut: 'agent',
    vendor: null,
    transport: 'http',
    canonicalization: null,
    verdict: 'fail',
    evidence: { summary: 'answered -32601' },
    ...(generation !== undefined && { generation }),
  });

  it("judges at the level of the rule's v0.3 counterpart and says so", () => {
    // v0.3 §11.1.3 makes the push methods MAY and §8.2 the A2A codes SHOULD: not a MUST failure.
    const [old] = foldCaseRecords([push('0.3')], v03);
    const [current] = foldCaseRecords([push()], v03);

    expect({ level: old!.level, generation: old!.generation }).toEqual({
      level: 'SHOULD',
      generation: '0.3',
    });
    expect({ level: current!.level, generation: current!.generation }).toEqual({
      level: 'MUST',
      generation: undefined,
    });
  });
});
