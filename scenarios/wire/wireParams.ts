import type { DelegateParams } from '../../harness/contract/types.ts';
import type { CaseContext, WireView } from '../core/CaseContext.ts';

/** A small PDF-looking payload (the magic bytes are all a media-type check ever reads). */
export const PDF_PART = {
  raw: Buffer.from('%PDF-1.7\n% a2a-crosscheck invoice\n').toString('base64'),
  mediaType: 'application/pdf',
  filename: 'invoice.pdf',
};
export const JSON_PART = { data: { invoice: 42, currency: 'EUR' }, mediaType: 'application/json' };
export const TEXT_PART = { text: 'Summarize the Q3 report.', mediaType: 'text/plain' };

/** A wire case's delegation toward `vendor`, with the run's keys and a policy that trusts the fleet. */
export function params(
  ctx: CaseContext,
  wire: WireView,
  vendor: string,
  rest: Partial<DelegateParams> & Pick<DelegateParams, 'skillId' | 'parts'>,
): DelegateParams {
  return {
    cardUrl: wire.urls[vendor]!.cardUrl,
    callerMode: 'streaming',
    callerExtensions: [],
    // Long enough for a healthy task, short enough that a stall ends the case quickly.
    deadlineMs: wire.fleet.progressDeadlineMs * 4,
    jwks: ctx.jwks,
    policy: ctx.policy({
      canonicalization: 'jcs-emitted',
      allowedJkuOrigins: Object.values(wire.urls).map((u) => u.origin),
    }),
    fallbackCardUrls: [],
    ...rest,
  };
}
