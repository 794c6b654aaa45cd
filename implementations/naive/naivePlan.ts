import type { PlanParams, PlanResult } from '../../harness/contract/types.ts';
import { naiveDiscover } from './naiveDiscover.ts';

/**
 * Delegation planning as signature-only SDKs do it: if discovery admitted the card, send.
 * Skills resolve lazily on the peer, media types are the peer's business, a failed attempt is
 * retried on the same peer, and the caller's extensions are requested from any peer whose
 * (defaulted) extension list exists.
 */
export async function naivePlan(params: PlanParams): Promise<PlanResult> {
  const found = await naiveDiscover(params);
  if (!found.admitted) {
    return {
      decision: 'reject',
      error: {
        type: 'DiscoveryError',
        code: found.code ?? 'SIG_INVALID',
        message: `card of ${params.peer} was not admitted`,
      },
      requestExtensions: [],
    };
  }
  return {
    decision: 'send',
    peer: params.peer,
    requestExtensions: found.mayNegotiateExtensions ? [...params.callerExtensions] : [],
  };
}
