import type { ConformanceCase } from '../../core/ConformanceCase.ts';
import { clientCase } from '../../wire/clientCase.ts';
import { sends } from '../../wire/transcriptQueries.ts';
import { JSON_PART, PDF_PART, TEXT_PART, params } from '../../wire/wireParams.ts';

/** Seed 002 over the wire (S2, S3) and the hung vendor: what a conforming caller makes the vendors see, written by hand. Each judge reads the vendors' transcripts (DESIGN §4). */
export const DELEGATION_WIRE_CASES: readonly ConformanceCase[] = [
  clientCase({
    id: 's2-pdf-mismatch-falls-back-to-c',
    rule: 'XV-DEL-004',
    vendor: 'vendor-b',
    about:
      'S2: after B fails the accepted PDF task, the caller must not retry B and must complete on C',
    expected: 'exactly one task request to B, then exactly one to C, which completes the task',
    watch: ['vendor-b', 'vendor-c'],
    delegate: (ctx, wire) =>
      params(ctx, wire, 'vendor-b', {
        skillId: 'invoice.extract',
        parts: [PDF_PART],
        fallbackCardUrls: [wire.urls['vendor-c']!.cardUrl],
      }),
    judge: ({ result, transcripts }) => {
      const toB = sends(transcripts['vendor-b']!).length;
      const toC = sends(transcripts['vendor-c']!).length;
      const pass = toB === 1 && toC === 1 && result.outcome === 'completed';
      return {
        pass,
        summary: `B received ${toB} task request(s), C received ${toC}; the caller saw "${result.outcome}"`,
      };
    },
  }),
  clientCase({
    id: 's3-blocking-caller-refuses-streaming-b',
    rule: 'XV-DEL-002',
    vendor: 'vendor-b',
    about: 'S3: a blocking-only caller must refuse streaming vendor B before SendMessage',
    expected: 'no task request to B; the caller rejects it with DEL_STREAMING_BLOCKING_MISMATCH',
    watch: ['vendor-b'],
    delegate: (ctx, wire) =>
      params(ctx, wire, 'vendor-b', {
        skillId: 'invoice.validate',
        parts: [JSON_PART],
        callerMode: 'blocking',
      }),
    judge: ({ result, transcripts }) => {
      const sent = sends(transcripts['vendor-b']!).length;
      if (
        sent === 0 &&
        result.outcome === 'rejected' &&
        result.error?.code === 'DEL_STREAMING_BLOCKING_MISMATCH'
      ) {
        return {
          pass: true,
          summary: 'refused before SendMessage with DEL_STREAMING_BLOCKING_MISMATCH',
        };
      }
      const kept = (result.artifacts ?? []).reduce((n, a) => n + a.parts.length, 0);
      return {
        pass: false,
        summary: `B received ${sent} task request(s); the caller saw "${result.outcome}" with ${kept} artifact part(s)`,
      };
    },
  }),
  clientCase({
    id: 's4-hung-peer-not-reported-completed',
    rule: 'XV-DEL-006',
    vendor: 'vendor-hung',
    about:
      'the hung vendor serves its card and never answers: the delegation must end by the caller deadline, not completed',
    expected:
      'at least one task request reaches the hung vendor; the caller reports "stalled", "failed" or "error", with no artifact',
    watch: ['vendor-hung'],
    delegate: (ctx, wire) =>
      params(ctx, wire, 'vendor-hung', { skillId: 'batch.run', parts: [TEXT_PART] }),
    judge: ({ result, transcripts }) => {
      const sent = sends(transcripts['vendor-hung']!).length;
      const parts = (result.artifacts ?? []).reduce((n, a) => n + a.parts.length, 0);
      const ended = `the caller saw "${result.outcome}"${result.error ? ` (${result.error.code})` : ''}`;
      if (sent === 0)
        return { pass: false, summary: `the hung vendor received no task request; ${ended}` };
      const silent = ['stalled', 'failed', 'error'].includes(result.outcome) && parts === 0;
      return {
        pass: silent,
        summary: `the hung vendor received ${sent} task request(s) and answered none; ${ended}${parts > 0 ? ` with ${parts} artifact part(s)` : ''}`,
      };
    },
  }),
];
