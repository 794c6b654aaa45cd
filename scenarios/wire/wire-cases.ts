import type { ConformanceCase } from '../core/ConformanceCase.ts';
import { TRACING_EXTENSION } from '../cases/cardFixtures.ts';
import { clientCase } from './clientCase.ts';
import { personaCases } from './persona-cases.ts';
import { activations, notes, sends, statesSent, streamedChunks } from './transcriptQueries.ts';
import { JSON_PART, PDF_PART, TEXT_PART, params } from './wireParams.ts';

/**
 * S1–S3 of the seeds, then the other personas (`persona-cases.ts`), judged from the vendors'
 * transcripts. Each judge is the hand-written
 * expectation: what a conforming caller makes the vendor see.
 */
export const wireCases: ConformanceCase[] = [
  clientCase({
    id: 's1-no-activation-toward-vendor-a',
    rule: 'XV-NEG-002',
    vendor: 'vendor-a',
    about: 'S1: a caller with its own tracing extension must not activate it toward vendor A',
    expected:
      'no A2A-Extensions header and no message extensions reach vendor A; the unary task completes',
    watch: ['vendor-a'],
    delegate: (ctx, wire) =>
      params(ctx, wire, 'vendor-a', {
        skillId: 'report.summarize',
        parts: [TEXT_PART],
        callerExtensions: [TRACING_EXTENSION],
      }),
    judge: ({ result, transcripts }) => {
      const t = transcripts['vendor-a']!;
      const activated = [...new Set(sends(t).flatMap(activations))];
      if (activated.length > 0) {
        const working = statesSent(t).includes('TASK_STATE_WORKING');
        const dropped = notes(t, 'extension-activation-dropped').length > 0;
        return {
          pass: false,
          summary: `vendor A received activation of ${activated.join(', ')}${dropped ? ' and dropped it silently' : ''}; the task ${working ? 'reached' : 'never reached'} TASK_STATE_WORKING; the caller saw "${result.outcome}"`,
        };
      }
      return result.outcome === 'completed'
        ? { pass: true, summary: 'no activation arrived and the unary task completed' }
        : { pass: false, summary: `no activation arrived, but the task ended "${result.outcome}"` };
    },
  }),
  // Seed 000's condition of validity, as a case: with lazy negotiation the first invocation
  // surfaces the mismatch as an ordinary task error (vendor-a-lazy fails the task and names the
  // extension), so the silent stall cannot happen and the rule does not apply.
  clientCase({
    id: 's1-lazy-negotiation-condition',
    rule: 'XV-NEG-002',
    vendor: 'vendor-a-lazy',
    about:
      'condition case (seed 000): negotiation is lazy, so a mismatch is an ordinary task error; the rule does not apply',
    expected: 'not judged: the condition "negotiation before the first task" does not hold',
    watch: ['vendor-a-lazy'],
    facts: { negotiation: 'lazy' },
    delegate: (ctx, wire) =>
      params(ctx, wire, 'vendor-a-lazy', {
        skillId: 'report.summarize',
        parts: [TEXT_PART],
        callerExtensions: [TRACING_EXTENSION],
      }),
    judge: ({ result }) => ({
      pass: result.outcome !== 'stalled',
      summary: `the task ended "${result.outcome}"`,
    }),
  }),
  clientCase({
    id: 's1-explicit-empty-may-activate',
    rule: 'XV-NEG-002',
    vendor: 'vendor-explicit-empty',
    about:
      'S1 control: toward a vendor declaring extensions: [] the tracing extension may be requested and the task completes',
    expected: 'the task completes (the tracing extension may be requested and is ignored)',
    watch: ['vendor-explicit-empty'],
    delegate: (ctx, wire) =>
      params(ctx, wire, 'vendor-explicit-empty', {
        skillId: 'text.translate',
        parts: [TEXT_PART],
        callerExtensions: [TRACING_EXTENSION],
      }),
    judge: ({ result }) =>
      result.outcome === 'completed'
        ? { pass: true, summary: 'the task completed' }
        : {
            pass: false,
            summary: `the task ended "${result.outcome}"${result.error ? ` (${result.error.code})` : ''}`,
          },
  }),
  clientCase({
    id: 's1-minimal-card-no-activation',
    rule: 'XV-NEG-004',
    vendor: 'vendor-minimal',
    about:
      'S1, minimal card: toward a card that omits streaming and extensions, a unary task proceeds with no activation',
    expected:
      'no A2A-Extensions header and no message extensions reach the minimal vendor; the unary task completes',
    watch: ['vendor-minimal'],
    delegate: (ctx, wire) =>
      params(ctx, wire, 'vendor-minimal', {
        skillId: 'text.echo',
        parts: [TEXT_PART],
        callerExtensions: [TRACING_EXTENSION],
      }),
    judge: ({ result, transcripts }) => {
      const activated = [...new Set(sends(transcripts['vendor-minimal']!).flatMap(activations))];
      if (activated.length > 0) {
        return {
          pass: false,
          summary: `the minimal vendor received activation of ${activated.join(', ')} (it ignored it; a seed-000 peer would stall)`,
        };
      }
      return result.outcome === 'completed'
        ? { pass: true, summary: 'no activation arrived and the unary task completed' }
        : { pass: false, summary: `no activation arrived, but the task ended "${result.outcome}"` };
    },
  }),
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
    id: 's2-b-prime-rejected-at-discovery',
    rule: 'XV-DISC-001',
    vendor: 'vendor-b-prime',
    about:
      'S2: B′ signs enforceInputModes: true over an inconsistent skill; the caller must reject it at discovery',
    expected:
      'no task request to B′; the caller rejects it with DISC_ENFORCE_INPUT_MODES_INCONSISTENT',
    watch: ['vendor-b-prime'],
    delegate: (ctx, wire) =>
      params(ctx, wire, 'vendor-b-prime', { skillId: 'invoice.extract', parts: [PDF_PART] }),
    judge: ({ result, transcripts }) => {
      const sent = sends(transcripts['vendor-b-prime']!).length;
      const code = result.error?.code;
      const pass =
        sent === 0 &&
        result.outcome === 'rejected' &&
        code === 'DISC_ENFORCE_INPUT_MODES_INCONSISTENT';
      return {
        pass,
        summary: `B′ received ${sent} task request(s); the caller saw "${result.outcome}"${code ? ` (${code})` : ''}`,
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
    id: 's3-streaming-caller-reassembles-losslessly',
    rule: 'XV-STR-001',
    vendor: 'vendor-b',
    about: "S3: a streaming caller must reassemble every append chunk of B's artifact",
    expected: "every append chunk B streamed appears, in order, in the caller's artifact",
    watch: ['vendor-b'],
    delegate: (ctx, wire) =>
      params(ctx, wire, 'vendor-b', { skillId: 'invoice.validate', parts: [JSON_PART] }),
    judge: ({ result, transcripts }) => {
      const streamed = streamedChunks(transcripts['vendor-b']!);
      const got = new Map(
        (result.artifacts ?? []).map((a) => [
          a.artifactId,
          a.parts.map((p) => (typeof p['text'] === 'string' ? p['text'] : '')),
        ]),
      );
      const lost = [...streamed].filter(
        ([id, chunks]) => (got.get(id) ?? []).join('') !== chunks.join(''),
      );
      if (streamed.size === 0)
        return {
          pass: false,
          summary: `B streamed no artifact chunks; the caller saw "${result.outcome}"`,
        };
      return lost.length === 0
        ? {
            pass: true,
            summary: `all ${[...streamed.values()].flat().length} chunk(s) reassembled`,
          }
        : {
            pass: false,
            summary: lost
              .map(
                ([id, chunks]) =>
                  `artifact ${id}: streamed ${chunks.length} chunk(s), kept ${(got.get(id) ?? []).length}`,
              )
              .join('; '),
          };
    },
  }),
  ...personaCases,
];
