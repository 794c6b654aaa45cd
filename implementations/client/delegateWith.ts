import { randomUUID } from 'node:crypto';
import type {
  DelegateParams,
  DelegateResult,
  PeerRef,
  PlanParams,
  PlanResult,
  ReassembledArtifact,
  StreamEvent,
} from '../../harness/contract/types.ts';
import { CrosscheckError, isCrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { isJsonObject } from '../../harness/json/JsonValue.ts';
import {
  A2ARpcError,
  createA2AClient,
  taskFailureCode,
  TERMINAL_STATES,
  type A2AClient,
  type A2ATask,
} from '../../harness/wire/index.ts';
import type { DelegationStrategy } from './DelegationStrategy.ts';

/**
 * A real A2A client over `fetch` (DESIGN §3 `client` role): fetches the cards, plans, sends the
 * task blocking or streaming, and on a failed task plans again with what it learnt. Everything
 * a rule judges happens on the wire, where the simulated vendors record it.
 */
export async function delegateWith(
  params: DelegateParams,
  strategy: DelegationStrategy,
): Promise<DelegateResult> {
  const started = Date.now();
  const remaining = (): number => Math.max(1, params.deadlineMs - (Date.now() - started));
  const clients = new Map<string, A2AClient>();
  const clientFor = (url: string): A2AClient => {
    let c = clients.get(url);
    if (!c)
      clients.set(url, (c = createA2AClient({ cardUrl: url, deadlineMs: params.deadlineMs })));
    return c;
  };
  const cardOf = async (url: string): Promise<string> =>
    Buffer.from((await clientFor(url).fetchCard({ deadlineMs: remaining() })).bytes).toString(
      'base64',
    );

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
    const client = clientFor(target);
    if (client.rpcUrl === undefined) await client.fetchCard({ deadlineMs: remaining() });
    const message = {
      messageId: randomUUID(),
      role: 'ROLE_USER',
      parts: params.parts,
      ...(plan.requestExtensions.length > 0 ? { extensions: plan.requestExtensions } : {}),
    };
    try {
      const task =
        params.callerMode === 'streaming' && declaresStreaming(cardAt(target))
          ? await sendStreaming(client, message, plan.requestExtensions, remaining(), strategy)
          : await sendBlocking(client, message, plan.requestExtensions, remaining());
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

function normalizeUrl(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

interface Settled {
  state: string;
  code?: number;
  artifacts: ReassembledArtifact[];
}

async function sendBlocking(
  client: A2AClient,
  message: object,
  extensions: string[],
  deadlineMs: number,
): Promise<Settled | { rpcError: number }> {
  const outcome = await client.sendMessage({ message } as never, { extensions, deadlineMs });
  if (outcome.error) return { rpcError: outcome.error.code };
  const result = outcome.result;
  const task = result?.task;
  return {
    state: task?.status?.state ?? 'TASK_STATE_COMPLETED',
    ...codeOf(task),
    artifacts: (task?.artifacts ?? []).map((a) => ({
      artifactId: a.artifactId,
      parts: (a.parts ?? []) as Record<string, unknown>[],
    })),
  };
}

async function sendStreaming(
  client: A2AClient,
  message: object,
  extensions: string[],
  deadlineMs: number,
  strategy: DelegationStrategy,
): Promise<Settled | { rpcError: number }> {
  const stream = client.sendStreamingMessage({ message } as never, { extensions, deadlineMs });
  const events: StreamEvent[] = [];
  let state = 'TASK_STATE_SUBMITTED';
  let task: unknown;
  try {
    for await (const event of stream) {
      events.push(event as StreamEvent);
      const e = event as Record<string, unknown>;
      if (isJsonObject(e['task'])) task = e['task'];
      // A failure code travels in the status message's metadata; a status update carries it too.
      if (isJsonObject(e['statusUpdate'])) task = { status: e['statusUpdate']['status'] };
      const s =
        (e['statusUpdate'] as { status?: { state?: string } } | undefined)?.status?.state ??
        (e['task'] as A2ATask | undefined)?.status?.state;
      if (s) state = s;
      if (TERMINAL_STATES.has(state)) break;
    }
  } catch (error) {
    if (error instanceof A2ARpcError) return { rpcError: error.rpcError.code };
    // A stream that stops making progress is a stall to this caller, like a blocking timeout.
    if (isCrosscheckError(error, 'WIRE_STALL'))
      throw new CrosscheckError('NET_TIMEOUT', error.message, { cause: error });
    throw error;
  } finally {
    stream.close();
  }
  return { state, ...codeOf(task), artifacts: strategy.reassemble(events) };
}

function codeOf(task: unknown): { code?: number } {
  const code = taskFailureCode(task);
  return code === undefined ? {} : { code };
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
