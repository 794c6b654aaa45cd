import type { RuleResult } from '../../harness/results/types.ts';
import type { CrosscheckReport } from '../CrosscheckReport.ts';
import { createReport } from '../createReport.ts';

/** Test data: a result with the fields every test repeats filled in. */
export function result(
  partial: Partial<RuleResult> & Pick<RuleResult, 'rule' | 'iut' | 'verdict'>,
): RuleResult {
  const evidence = partial.evidence ?? { summary: `${partial.rule} ${partial.verdict}` };
  const canonicalization = partial.canonicalization ?? null;
  return {
    level: 'MUST',
    vendor: 'vendor-a',
    transport: 'msw',
    canonicalization,
    evidence,
    cases: [
      {
        case: evidence.case ?? `${partial.rule.toLowerCase()}-case`,
        verdict: partial.verdict,
        canonicalization,
        evidence,
      },
    ],
    ...partial,
  };
}

export const HOSTILE_CARD =
  '{"name":"<script>alert(1)</script>","description":"]]> and ]]> again \u0000"}';

/** Hand-built results covering every verdict, a SHOULD rule, a transcript with a retry and a stall. */
export const SAMPLE_RESULTS: readonly RuleResult[] = [
  result({
    rule: 'XV-NEG-001',
    iut: 'naive',
    verdict: 'fail',
    evidence: {
      summary: 'absent extensions read as [] | declared',
      expected: { extensions: 'undeclared' },
      actual: { extensions: [] },
      card: HOSTILE_CARD,
      counterexample: {
        seed: 42,
        path: '3:1:0',
        input: { capabilities: {} },
        iutAnswer: [],
        referenceAnswer: 'undeclared',
        numRuns: 4,
      },
      replay: 'npx a2a-crosscheck replay --rule XV-NEG-001 --iut naive --seed 42 --path "3:1:0"',
    },
  }),
  result({ rule: 'XV-NEG-001', iut: 'reference', verdict: 'pass' }),
  result({
    rule: 'XV-WIRE-001',
    iut: 'naive',
    verdict: 'fail',
    evidence: {
      summary: 'first task never reached TASK_STATE_WORKING',
      replay: 'npx a2a-crosscheck replay --rule XV-WIRE-001 --iut naive --seed 42',
      transcript: [
        {
          at: 0,
          direction: 'request',
          from: 'caller',
          to: 'vendor-a',
          label: 'GET /.well-known/agent-card.json',
        },
        { at: 3, direction: 'response', from: 'vendor-a', to: 'caller', label: '200 agent card' },
        {
          at: 5,
          direction: 'request',
          from: 'caller',
          to: 'vendor-a',
          label: 'SendMessage',
          headers: { 'A2A-Extensions': 'urn:x' },
        },
        { at: 3005, direction: 'note', from: 'harness', to: 'vendor-a', label: 'stall' },
        { at: 3010, direction: 'request', from: 'caller', to: 'vendor-a', label: 'SendMessage' },
        {
          at: 3020,
          direction: 'event',
          from: 'vendor-a',
          to: 'caller',
          label: 'TASK_STATE_SUBMITTED',
        },
      ],
    },
  }),
  result({ rule: 'XV-WIRE-001', iut: 'reference', verdict: 'pass' }),
  result({
    rule: 'A2A-STR-001',
    iut: 'naive',
    vendor: 'vendor-b',
    verdict: 'error',
    evidence: {
      summary: 'IUT crashed during reassemble',
      reason: 'exit code 1',
      stderr: 'TypeError: x is undefined',
    },
  }),
  result({ rule: 'A2A-STR-001', iut: 'reference', vendor: 'vendor-b', verdict: 'pass' }),
  result({
    rule: 'XV-DEL-002',
    iut: 'naive',
    vendor: 'vendor-b',
    level: 'SHOULD',
    verdict: 'fail',
  }),
  result({
    rule: 'XV-DEL-002',
    iut: 'reference',
    vendor: 'vendor-b',
    level: 'SHOULD',
    verdict: 'not-applicable',
    evidence: { summary: 'caller streams', reason: 'the caller consumes streams' },
  }),
];

/** A complete, unsharded report of the sample results. */
export function sampleReport(results: readonly RuleResult[] = SAMPLE_RESULTS): CrosscheckReport {
  return createReport({
    harness: { name: 'a2a-crosscheck', version: '0.1.0' },
    seed: 42,
    profile: 'all',
    startedAt: '2025-01-02T03:04:05.000Z',
    durationMs: 1234,
    iuts: [
      {
        id: 'reference',
        name: 'reference',
        version: '0.1.0',
        transport: 'in-process',
        roles: ['verifier', 'client'],
      },
      { id: 'naive', transport: 'in-process', roles: ['verifier', 'client'] },
    ],
    vendors: [
      { id: 'vendor-a', name: 'Vendor A', organisation: 'Acme <Signer> & Co' },
      { id: 'vendor-b', name: 'Vendor B' },
    ],
    rules: [
      {
        id: 'A2A-STR-001',
        title: 'blocking SendMessage returns every artifact',
        level: 'MUST',
        profile: 'spec',
      },
      {
        id: 'XV-DEL-002',
        title: 'refuse streaming-only peers for blocking callers',
        level: 'SHOULD',
        profile: 'cross-vendor',
      },
      {
        id: 'XV-NEG-001',
        title: 'absent tri-state capability is undeclared',
        level: 'MUST',
        profile: 'cross-vendor',
      },
      {
        id: 'XV-WIRE-001',
        title: 'undeclared extension activation does not stall',
        level: 'MUST',
        profile: 'cross-vendor',
      },
    ],
    results: [...results],
  });
}
