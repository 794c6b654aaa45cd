import type { PlanParams, PlanResult } from '../../harness/contract/types.ts';
import { a2aJsDiscover } from './a2aJsDiscover.ts';

/**
 * The delegation decision of an application on @a2a-js/sdk: discovery as in
 * {@link a2aJsDiscover}, then send. The SDK has no pre-flight for skills, media types,
 * blocking versus streaming callers (its `sendMessageStream` silently falls back to a blocking
 * call), no routing memory and no fallback peers, so nothing else decides; the extensions the
 * caller wants are activated as asked.
 */
export async function a2aJsPlan(params: PlanParams): Promise<PlanResult> {
  const found = await a2aJsDiscover(params);
  if (!found.admitted) {
    return {
      decision: 'reject',
      error: {
        type: 'DiscoveryError',
        code: found.code ?? 'DISCOVERY_FAILED',
        message: `the SDK refused the card at the ${found.stage ?? 'schema'} stage`,
      },
      requestExtensions: [],
    };
  }
  return { decision: 'send', peer: params.peer, requestExtensions: [...params.callerExtensions] };
}
