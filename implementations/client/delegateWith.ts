import { randomUUID } from 'node:crypto';
import type {
  DelegateParams,
  DelegateResult,
  PeerRef,
  PlanParams,
  PlanResult,
} from '../../harness/contract/types.ts';
import { CrosscheckError, isCrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { parseStrictJson } from '../../harness/json/parseStrictJson.ts';
import {
  assertLoopback,
  createJsonRpcBinding,
  fetchDocument,
  jsonRpcUrlFromCard,
  WIRE_DEFAULTS,
  type HttpTarget,
  type JsonRpcBinding,
  type SendMessageParams,
} from '../../harness/wire/index.ts';
import { lagFreeClock } from '../../harness/time/lagFreeClock.ts';
import type { DelegationStrategy } from './DelegationStrategy.ts';
import { sendBlocking, sendStreaming } from './sendTask.ts';

/**
 * A real A2A client over `fetch` (DESIGN §3 `client` role): fetches the cards, plans, sends the
 * task blocking or streaming over the harness's JSON-RPC binding (v1.0), and on a failed task
 * plans again with what it learnt. Everything a rule judges happens on the wire, where the
 * simulated vendors record it.
 */
export async function delegateWith(
  params: DelegateParams,
  strategy: DelegationStrategy,
): Promise<DelegateResult> {
  // The deadline runs on the lag-free clock, as the harness's own do: this client runs in the
  // harness's process, and a wall-clock budget let a loaded machine spend it (a delegation
  // judged "stalled" or short of time under load, and not on an idle machine).
  const watch = lagFreeClock();
  try {
    return await delegateWithin(params, strategy, () =>
      Math.max(1, params.deadlineMs - watch.elapsed()),
    );
  } finally {
    watch.stop();
  }
}

/** {@link delegateWith} with `remaining()` the milliseconds left of the delegation's deadline. */
async function delegateWithin(
  params: DelegateParams,
  strategy: DelegationStrategy,
  remaining: () => number,
): Promise<DelegateResult> {
  const http: HttpTarget = {
    allowRemote: false,
    deadlineMs: params.deadlineMs,
    maxResponseBytes: WIRE_DEFAULTS.maxResponseBytes,
  };
  // One binding per peer (so one request-id sequence), made from the first card that names a
  // JSONRPC interface; a card that names none is fetched again before a send, then refused.
  const rpcOf = new Map<string, JsonRpcBinding>();
  const fetchCard = async (url: string): Promise<Uint8Array> => {
    const { bytes } = await fetchDocument(url, http, { deadlineMs: remaining() });
    if (!rpcOf.has(url)) {
      const rpcUrl = tryRpcUrl(bytes);
      if (rpcUrl !== undefined)
        rpcOf.set(
          url,
          createJsonRpcBinding({
            url: assertLoopback(rpcUrl, http.allowRemote).href,
            generation: '1.0',
            target: http,
            ...(strategy.readAnswer === undefined
              ? {}
              : { readJson: throwingReader(strategy.readAnswer) }),
          }),
        );
    }
    return bytes;
  };
  const rpcFor = async (url: string): Promise<JsonRpcBinding> => {
    if (!rpcOf.has(url)) await fetchCard(url);
    const rpc = rpcOf.get(url);
    if (rpc !== undefined) return rpc;
    // A planner that picks a peer this client cannot reach is the client's own bug, as it was
    // with the retired wire client (USAGE); the in-process transport reports it as IUT_CRASHED.
    throw new CrosscheckError(
      'USAGE',
      `Failed to call SendMessage: the Agent Card at ${url} names no JSONRPC interface. Delegate to a peer whose card lists one in "supportedInterfaces".`,
    );
  };
  const cardOf = async (url: string): Promise<string> =>
    Buffer.from(await fetchCard(url)).toString('base64');

  // Routing memory names a peer by its card URL, normalized (RFC 3986 §6.2.2), so an equal
  // spelling of a URL already tried is never taken for another peer.
  const primaryUrl = normalizeUrl(params.cardUrl);
  const primary = await cardOf(primaryUrl);
  const peers: PeerRef[] = [];
  for (const url of new Set(params.fallbackCardUrls.map(normalizeUrl))) {
    if (url !== primaryUrl) peers.push({ peer: url, cardBase64: await cardOf(url) });
  }
  const cardAt = (url: string): string | undefined =>
    url === primaryUrl ? primary : peers.find((p) => p.peer === url)?.cardBase64;
  const [mediaType = 'text/plain', ...otherTypes] = payloadMediaTypes(params.parts);
  const degraded: PlanParams['degraded'] = [];
  let lastFailure: PlanParams['lastFailure'];
  let last: DelegateResult = { outcome: 'failed' };
  const base = {
    jwks: params.jwks,
    policy: params.policy,
    skillId: params.skillId,
    callerMode: params.callerMode,
    callerExtensions: params.callerExtensions,
  };

  // Each pass plans once; a pass that finds another part the chosen peer cannot take marks that
  // peer degraded and plans again without spending an attempt. Bounded by the peers there are.
  let attempts = 0;
  for (
    let pass = 0;
    attempts < strategy.maxAttempts && pass <= strategy.maxAttempts + peers.length;
    pass++
  ) {
    const plan = await strategy.plan({
      ...base,
      cardBase64: primary,
      peer: primaryUrl,
      mediaType,
      degraded: [...degraded],
      peers,
      ...(lastFailure ? { lastFailure } : {}),
    });
    if (plan.decision === 'reject')
      return { outcome: 'rejected', ...(plan.error ? { error: plan.error } : {}) };
    degraded.push(...(plan.markDegraded ?? []));
    const target = plan.peer === undefined ? primaryUrl : normalizeUrl(plan.peer);
    // XV-DEL-001 holds for every part: the chosen peer must accept the other media types too.
    const misfit = await firstMisfit(
      strategy,
      { ...base, degraded: [...degraded] },
      target,
      cardAt(target),
      otherTypes,
    );
    if (misfit !== undefined) {
      if (degraded.some((d) => d.peer === target && d.skillId === params.skillId))
        return { outcome: 'rejected', ...(misfit.error ? { error: misfit.error } : {}) };
      degraded.push({ peer: target, skillId: params.skillId });
      continue;
    }
    attempts++;
    const rpc = await rpcFor(target);
    const message = {
      messageId: randomUUID(),
      role: 'ROLE_USER',
      parts: params.parts,
      ...(plan.requestExtensions.length > 0 ? { extensions: plan.requestExtensions } : {}),
    } as SendMessageParams['message'];
    try {
      const input = { message, extensions: plan.requestExtensions, deadlineMs: remaining() };
      const task =
        params.callerMode === 'streaming' && declaresStreaming(cardAt(target))
          ? await sendStreaming(rpc, input, strategy)
          : await sendBlocking(rpc, input);
      if ('stalled' in task) return { outcome: 'stalled', servedBy: target };
      if ('rpcError' in task) {
        lastFailure = { peer: target, skillId: params.skillId, code: task.rpcError };
        last = { outcome: 'failed', servedBy: target };
        continue;
      }
      const state = task.state;
      last = {
        outcome: state === 'TASK_STATE_COMPLETED' ? 'completed' : 'failed',
        servedBy: target,
        taskState: state,
        artifacts: task.artifacts,
      };
      if (state === 'TASK_STATE_COMPLETED') return last;
      lastFailure = {
        peer: target,
        skillId: params.skillId,
        code: task.code ?? -32603,
        taskState: state,
      };
    } catch (error) {
      if (isCrosscheckError(error, 'NET_TIMEOUT')) return { outcome: 'stalled', servedBy: target };
      // A peer that answers with something other than A2A (an HTTP 503 with no body, say) gave
      // no answer: the delegation ends in error, it is not the client's crash (XV-DEL-006).
      if (isCrosscheckError(error, 'NET_BAD_RESPONSE'))
        return { outcome: 'error', servedBy: target };
      throw error;
    }
  }
  return last;
}

/**
 * The plan for the first of `mediaTypes` that `target` cannot take as the planned peer (no
 * fallback considered), or undefined when it takes them all.
 */
async function firstMisfit(
  strategy: DelegationStrategy,
  base: Omit<PlanParams, 'cardBase64' | 'peer' | 'mediaType' | 'peers'>,
  target: string,
  cardBase64: string | undefined,
  mediaTypes: readonly string[],
): Promise<PlanResult | undefined> {
  if (cardBase64 === undefined) return undefined;
  for (const mediaType of mediaTypes) {
    const plan = await strategy.plan({ ...base, cardBase64, peer: target, mediaType, peers: [] });
    if (plan.decision !== 'send') return plan;
  }
  return undefined;
}

/** A strategy's answer reader as the binding calls it: the value, or its refusal thrown. */
function throwingReader(
  read: NonNullable<DelegationStrategy['readAnswer']>,
): (input: Uint8Array | string) => unknown {
  return (input) => {
    const out = read(input);
    if ('error' in out) throw out.error;
    return out.value;
  };
}

function normalizeUrl(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

function tryRpcUrl(card: Uint8Array): string | undefined {
  try {
    return jsonRpcUrlFromCard(parseStrictJson(card), WIRE_DEFAULTS.a2aVersion);
  } catch {
    return undefined;
  }
}

/**
 * A2A §3.3.4: streaming operations need `capabilities.streaming: true`; toward any other peer a
 * streaming-capable caller still sends a blocking `SendMessage`.
 */
function declaresStreaming(cardBase64: string | undefined): boolean {
  if (cardBase64 === undefined) return false;
  try {
    const card = JSON.parse(Buffer.from(cardBase64, 'base64').toString('utf8')) as {
      capabilities?: { streaming?: unknown };
    };
    return card.capabilities?.streaming === true;
  } catch {
    return false;
  }
}

/** The distinct media types of the payload parts, in order; bare text parts are instructions. */
function payloadMediaTypes(parts: Record<string, unknown>[]): string[] {
  const declared = parts
    .map((p) => p['mediaType'])
    .filter((m): m is string => typeof m === 'string' && m !== '');
  return [...new Set(declared)];
}
