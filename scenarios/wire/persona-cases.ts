import { AUDIT_EXTENSION_URI } from '../../vendors/index.ts';
import type { ConformanceCase } from '../core/ConformanceCase.ts';
import { clientCase, type WireJudgement, type WireObservation } from './clientCase.ts';
import { activations, legacyActivations, notes, sends } from './transcriptQueries.ts';
import { TEXT_PART, params } from './wireParams.ts';

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

/**
 * The personas the seeds do not name, each met by a client: vendor D (a full-surface peer that
 * enforces its required extension), vendor E (which marks the same extension required and serves
 * requests without it) and the hung vendor (which never answers a JSON-RPC request). Each judge is
 * the hand-written expectation of what a conforming caller makes the vendor see.
 */
export const personaCases: ConformanceCase[] = [
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
