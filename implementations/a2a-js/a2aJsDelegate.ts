import { randomUUID } from 'node:crypto';
import type { StreamResponse } from '@a2a-js/sdk';
import { SendMessageRequest, Task, type AgentCard, type SendMessageResult } from '@a2a-js/sdk';
import {
  ClientFactory,
  DefaultAgentCardResolver,
  ServiceParameters,
  withA2AExtensions,
  type Client,
} from '@a2a-js/sdk/client';
import type { DelegateParams, DelegateResult } from '../../harness/contract/types.ts';
import { lagFreeSignal } from '../../harness/time/lagFreeSignal.ts';
import { foldWithResultManager } from './a2aJsFold.ts';
import { artifactsOf } from './a2aJsReassemble.ts';
import { verifiesWithTrustedKeys } from './a2aJsTrust.ts';

/** Task states a simple application treats as "this peer failed, try the next one". */
const FAILURE_STATES = new Set(['TASK_STATE_FAILED', 'TASK_STATE_REJECTED']);

/** An attempt that failed, with the outcome to report if it is the last one. */
class FailedAttempt extends Error {
  constructor(readonly outcome: DelegateResult) {
    super(outcome.outcome);
  }
}

/**
 * The client role (`delegate`): a simple application on @a2a-js/sdk's client, over real HTTP,
 * the same application the other SDKs' adapters are. For each card URL (the planned one, then
 * the fallbacks in order):
 * 1. `DefaultAgentCardResolver.resolve()` fetches and normalizes the card; when it carries
 *    signatures, `verifyAgentCardSignature()` with the trusted keys must accept it (an unsigned
 *    card is used as is, as the SDK's users do);
 * 2. `ClientFactory.createFromAgentCard()` builds a client over an interface it speaks;
 * 3. `Client.sendMessageStream()` for a streaming caller (the SDK itself falls back to a blocking
 *    call when the card does not declare streaming), else `Client.sendMessage()`, one user
 *    message with the given parts, the caller's extensions in the SDK's `A2A-Extensions` service
 *    parameter (`withA2AExtensions`), unconditionally. A2A requests name no skill, so `skillId`
 *    is not sent;
 * 4. the events are folded by the SDK's `ResultManager` (see `a2aJsFold.ts`).
 * `deadlineMs` bounds the whole delegation (one `AbortSignal` for every call), on the harness's
 * lag-free clock: the SDK runs in the harness's process, so a wall-clock deadline would let a
 * loaded machine turn a slow harness into a "stalled" delegation. The next fallback
 * is tried only when the SDK reports a failure: an exception, or a task that ends FAILED or
 * REJECTED. Nothing is remembered between calls: the SDK has no routing memory.
 */
export async function a2aJsDelegate(params: DelegateParams): Promise<DelegateResult> {
  const deadline = lagFreeSignal(Math.max(0, params.deadlineMs));
  const { signal } = deadline;
  try {
    let last: DelegateResult = { outcome: 'failed' };
    for (const url of [params.cardUrl, ...params.fallbackCardUrls]) {
      if (signal.aborted) return { outcome: 'stalled', servedBy: url };
      try {
        return await attempt(url, params, signal);
      } catch (error) {
        if (signal.aborted) return { outcome: 'stalled', servedBy: url };
        if (error instanceof FailedAttempt) last = error.outcome;
        else throw error;
      }
    }
    return last;
  } finally {
    deadline.cancel();
  }
}

async function attempt(
  cardUrl: string,
  params: DelegateParams,
  signal: AbortSignal,
): Promise<DelegateResult> {
  const { origin, pathname } = new URL(cardUrl);
  const fetchImpl: typeof fetch = (input, init) => fetch(input, { ...init, signal });
  let card: AgentCard;
  try {
    card = await new DefaultAgentCardResolver({ fetchImpl }).resolve(origin, pathname);
  } catch (cause) {
    throw refused('DISCOVERY_FETCH_FAILED', cause);
  }
  if (Array.isArray(card.signatures) && card.signatures.length > 0) {
    if (!(await verifiesWithTrustedKeys(card, params.jwks)))
      throw refused('SIG_INVALID', new Error('no signature verifies with the trusted keys'));
  }
  let client: Client;
  try {
    client = await new ClientFactory().createFromAgentCard(card);
  } catch (cause) {
    throw refused('CARD_MISSING_REQUIRED', cause);
  }
  const request = SendMessageRequest.fromJSON({
    message: { messageId: randomUUID(), role: 'ROLE_USER', parts: params.parts },
  });
  const options = {
    signal,
    serviceParameters: ServiceParameters.createFrom(
      undefined,
      withA2AExtensions(...params.callerExtensions),
    ),
  };
  const responses: StreamResponse[] = [];
  try {
    if (params.callerMode === 'streaming') {
      for await (const event of client.sendMessageStream(request, options)) responses.push(event);
    } else {
      responses.push(asStreamResponse(await client.sendMessage(request, options)));
    }
  } catch {
    if (signal.aborted) throw signal.reason;
    throw new FailedAttempt({ outcome: 'failed', servedBy: cardUrl });
  }
  const task = await foldWithResultManager(responses);
  if (task === undefined) {
    const byMessage = responses.some((r) => r.payload?.$case === 'message');
    return { outcome: byMessage ? 'completed' : 'failed', servedBy: cardUrl, artifacts: [] };
  }
  const state = (Task.toJSON(task) as { status?: { state?: string } }).status?.state ?? '';
  const result: DelegateResult = {
    outcome: state === 'TASK_STATE_COMPLETED' ? 'completed' : 'failed',
    servedBy: cardUrl,
    taskState: state,
    artifacts: artifactsOf(task.artifacts),
  };
  if (FAILURE_STATES.has(state)) throw new FailedAttempt(result);
  return result;
}

/** A blocking answer as the stream event that carries it. */
function asStreamResponse(result: SendMessageResult): StreamResponse {
  return 'status' in result
    ? { payload: { $case: 'task', value: result } }
    : { payload: { $case: 'message', value: result } };
}

function refused(code: string, cause: unknown): FailedAttempt {
  const why = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  return new FailedAttempt({
    outcome: 'rejected',
    error: { type: 'DiscoveryError', code, message: why },
  });
}
