import { beforeAll, describe, expect, it } from 'vitest';
import { resolveOptions } from '../../../harness/options/index.ts';
import type { CaseRecord } from '../../../scenarios/core/ConformanceCase.ts';
import { resolveInProcessIut } from '../../../engine/run/resolveIuts.ts';
import { runConformance } from '../../../engine/run/runConformance.ts';
import { wireCases } from '../../../scenarios/wire/wire-cases.ts';
import { wirePhase } from '../../../engine/wire/wirePhase.ts';

/** Expected verdicts of the seed cases S1–S3, by hand: reference prevents each failure, naive shows it. */
const EXPECTED: Record<string, { reference: 'pass'; naive: 'pass' | 'fail'; naiveSays: RegExp }> = {
  's1-no-activation-toward-vendor-a': {
    reference: 'pass',
    naive: 'fail',
    naiveSays:
      /received activation of .*tracing.* dropped it silently; the task never reached TASK_STATE_WORKING/,
  },
  's1-minimal-card-no-activation': {
    reference: 'pass',
    naive: 'fail',
    naiveSays: /the minimal vendor received activation of .*tracing/,
  },
  // The control: naive reads any list as "negotiation supported", which is right for [].
  's1-explicit-empty-may-activate': {
    reference: 'pass',
    naive: 'pass',
    naiveSays: /the task completed/,
  },
  's2-pdf-mismatch-falls-back-to-c': {
    reference: 'pass',
    naive: 'fail',
    naiveSays: /B received 3 task request\(s\), C received 0/,
  },
  's2-b-prime-rejected-at-discovery': {
    reference: 'pass',
    naive: 'fail',
    // Seed 002's "verified but inconsistent card is trusted": admitted, then retried.
    naiveSays: /B′ received 3 task request\(s\); the caller saw "failed"/,
  },
  's3-blocking-caller-refuses-streaming-b': {
    reference: 'pass',
    naive: 'fail',
    naiveSays: /B received 1 task request\(s\); the caller saw "completed" with 1 artifact part/,
  },
  's3-streaming-caller-reassembles-losslessly': {
    reference: 'pass',
    naive: 'fail',
    naiveSays: /streamed 3 chunk\(s\), kept 1/,
  },
};

/**
 * The S1–S3 suite over one wire transport. Shared by the msw and loopback test files, which
 * vitest keeps in separate projects (msw patches the process's fetch).
 */
export function describeWireSuite(kind: 'msw' | 'loopback'): void {
  describe(`seed cases over ${kind}`, () => {
    let records: CaseRecord[];

    beforeAll(async () => {
      const options = resolveOptions({ transports: [kind], seed: 11 });
      const iuts = [
        await resolveInProcessIut('reference', 5_000),
        await resolveInProcessIut('naive', 5_000),
      ];
      const out = await runConformance({
        options,
        iuts,
        cases: [],
        phases: [wirePhase(wireCases)],
      });
      records = out.records;
    });

    it.each(Object.entries(EXPECTED))(
      '%s: reference passes, naive shows the seed failure',
      (caseId, expected) => {
        const ref = records.find((r) => r.caseId === caseId && r.iut === 'reference');
        const naive = records.find((r) => r.caseId === caseId && r.iut === 'naive');
        expect(ref?.verdict, ref?.evidence.summary).toBe(expected.reference);
        expect(ref?.transport).toBe(kind);
        expect(naive?.verdict).toBe(expected.naive);
        expect(naive?.evidence.summary).toMatch(expected.naiveSays);
      },
    );

    it('records the wire transcript as evidence', () => {
      const naive = records.find(
        (r) => r.caseId === 's1-no-activation-toward-vendor-a' && r.iut === 'naive',
      );
      const labels = naive?.evidence.transcript?.map((e) => `${e.direction}:${e.label}`) ?? [];
      expect(labels).toContain('request:SendStreamingMessage');
      expect(labels).toContain('note:extension-activation-dropped');
    });

    it('ends the stall by the progress deadline, not by waiting', () => {
      const stalled = records.find(
        (r) => r.caseId === 's1-no-activation-toward-vendor-a' && r.iut === 'naive',
      );
      // The caller's progress deadline ended the wait: it saw "stalled", not a vendor's answer
      // or a network timeout. How long that took on the wall clock is the machine's, not the
      // harness's, so it is not judged here.
      expect(stalled?.evidence.summary).toMatch(/the caller saw "stalled"$/);
    });
  });
}
