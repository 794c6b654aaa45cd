import type { ConformanceCase } from '../../core/ConformanceCase.ts';
import { clientCase, type WireJudgement, type WireObservation } from '../../wire/clientCase.ts';
import {
  activations,
  legacyActivations,
  notes,
  sends,
  statesSent,
} from '../../wire/transcriptQueries.ts';
import { TEXT_PART, params } from '../../wire/wireParams.ts';
import { TRACING_EXTENSION } from '../../cases/cardFixtures.ts';
import { AUDIT_EXTENSION_URI } from '../../../vendors/index.ts';

/**
 * XV-NEG-006 toward `vendor`, whose card marks the audit extension required: every task request
 * activates it, since the caller supports it.
 */
function judgeRequiredActivation(vendor: string, label: string) {
  return ({ result, transcripts }: WireObservation): WireJudgement => {
    const t = transcripts[vendor]!;
    const sent = sends(t);
    if (sent.length === 0)
      return {
        pass: false,
        summary: `${label} received no task request; the caller saw "${result.outcome}"${result.error ? ` (${result.error.code})` : ''}`,
      };
    const without = sent.filter((s) => !activations(s).includes(AUDIT_EXTENSION_URI));
    if (without.length === 0)
      return {
        pass: true,
        summary: `all ${sent.length} task request(s) activated the audit extension; the task ended "${result.outcome}"`,
      };
    const legacy = without.some((s) => legacyActivations(s).includes(AUDIT_EXTENSION_URI));
    const ignored = notes(t, 'required-extension-ignored').length > 0;
    const refused = result.error?.code !== undefined ? ` (${result.error.code})` : '';
    return {
      pass: false,
      summary:
        `${without.length} of ${sent.length} task request(s) to ${label} did not activate the audit extension` +
        (legacy
          ? ' (named only in the v0.3 X-A2A-Extensions header, which a v1.0 agent does not read)'
          : '') +
        (ignored
          ? `; ${label} served the task anyway, without the audit trail, and the caller saw "${result.outcome}"`
          : `; the caller saw "${result.outcome}"${refused}`),
    };
  };
}

/** Seed 000 over the wire (S1) and vendors D and E's required extension: what a conforming caller makes the vendors see, written by hand. Each judge reads the vendors' transcripts (DESIGN §4). */
export const NEGOTIATION_WIRE_CASES: readonly ConformanceCase[] = [
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
    id: 's4-required-extension-activated-toward-d',
    rule: 'XV-NEG-006',
    vendor: 'vendor-d',
    about:
      'a caller that supports the audit extension vendor D marks required must activate it on every task request',
    expected:
      'every SendMessage or SendStreamingMessage to D carries the audit extension in A2A-Extensions or message extensions',
    watch: ['vendor-d'],
    delegate: (ctx, wire) =>
      params(ctx, wire, 'vendor-d', {
        skillId: 'ops.summarize',
        parts: [TEXT_PART],
        callerExtensions: [AUDIT_EXTENSION_URI],
      }),
    judge: judgeRequiredActivation('vendor-d', 'D'),
  }),
  clientCase({
    id: 's4-required-extension-activated-toward-e',
    rule: 'XV-NEG-006',
    vendor: 'vendor-e',
    about:
      'vendor E marks the audit extension required but serves requests without it: a caller that supports it must still activate it',
    expected:
      'every SendMessage or SendStreamingMessage to E carries the audit extension in A2A-Extensions or message extensions',
    watch: ['vendor-e'],
    delegate: (ctx, wire) =>
      params(ctx, wire, 'vendor-e', {
        skillId: 'bridge.relay',
        parts: [TEXT_PART],
        callerExtensions: [AUDIT_EXTENSION_URI],
      }),
    judge: judgeRequiredActivation('vendor-e', 'E'),
  }),
];
