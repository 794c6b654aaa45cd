import { CapabilityInvariantError } from '../errors/CapabilityErrors.ts';
import type { ParsedCard } from '../card/AgentCard.ts';
import { readRequiredExtensions } from '../card/index.ts';
import type { NegotiatedCapabilities } from '../vocabulary/index.ts';
import type {
  DegradedPair,
  PeerRef,
  PlanError,
  PlanParams,
  PlanResult,
} from '../contract/types.ts';
import type { FallbackCandidate, ModelSteps, StepFailure } from './ModelSteps.ts';
import { runDiscover } from './runDiscover.ts';

/**
 * Seed 002: a delegation-time mismatch is a typed `CapabilityInvariantError` raised before
 * `SendMessage`; over the contract it travels as its type name, code and message.
 */
function invariantError(failure: StepFailure, peer?: string, skillId?: string): PlanError {
  const error = new CapabilityInvariantError(failure.code, failure.message, {
    rule: failure.rule,
    ...(failure.pointer !== undefined ? { pointer: failure.pointer } : {}),
    ...(peer !== undefined ? { peer } : {}),
    ...(skillId !== undefined ? { skillId } : {}),
  });
  return { type: 'CapabilityInvariantError', code: error.code, message: error.message };
}

function reject(error: PlanError, markDegraded: DegradedPair[] = []): PlanResult {
  return { decision: 'reject', error, requestExtensions: [], markDegraded };
}

/** Whether routing memory forbids sending `skillId` to `peer` again (XV-DEL-004). */
function pairBlocked(steps: ModelSteps, p: PlanParams, peer: string): boolean {
  const degraded = p.degraded.some((d) => steps.samePeer(d.peer, peer) && d.skillId === p.skillId);
  const last = p.lastFailure;
  const deterministicFailure =
    last !== undefined &&
    steps.samePeer(last.peer, peer) &&
    last.skillId === p.skillId &&
    steps.classifyFailure(last);
  return !steps.shouldRetrySamePeer({ degraded, deterministicFailure });
}

function requestExtensions(
  steps: ModelSteps,
  p: PlanParams,
  card: ParsedCard,
  caps: NegotiatedCapabilities,
): string[] {
  return steps.selectRequestExtensions({
    extensions: caps.extensions,
    callerExtensions: p.callerExtensions,
    requiredExtensions: readRequiredExtensions(card),
  });
}

/** The pre-flight checks XV-DEL-001 and XV-DEL-002 for a known skill; the first failure. */
function preflight(
  steps: ModelSteps,
  p: PlanParams,
  modes: readonly string[],
  caps: NegotiatedCapabilities,
): StepFailure | undefined {
  if (!steps.matchMediaType(modes, p.mediaType)) {
    return {
      rule: 'XV-DEL-001',
      code: 'DEL_MEDIA_TYPE_NOT_ACCEPTED',
      message: `Failed to delegate: media type "${p.mediaType}" is not in the resolved input modes [${modes.join(', ')}] of skill "${p.skillId}". Send a part the skill accepts or choose another peer.`,
    };
  }
  return steps.checkStreamingMode({
    streaming: caps.streaming,
    callerMode: p.callerMode,
    crossVendor: p.policy.crossVendor,
  });
}

/** Evaluates one fallback peer with the same policy and the same steps as the planned peer. */
async function evaluate(
  steps: ModelSteps,
  p: PlanParams,
  ref: PeerRef,
): Promise<FallbackCandidate> {
  const none: FallbackCandidate = {
    peer: ref.peer,
    admitted: false,
    trusted: false,
    hasSkill: false,
    acceptsMediaType: false,
    streamingCompatible: false,
    degraded: pairBlocked(steps, p, ref.peer),
    requestExtensions: [],
  };
  const outcome = await runDiscover(steps, {
    cardBase64: ref.cardBase64,
    jwks: p.jwks,
    policy: p.policy,
  });
  const { card } = outcome;
  const caps = outcome.result.capabilities;
  if (!outcome.result.admitted || card === undefined || caps === undefined) return none;
  const modes = steps.resolveInputModes(card, p.skillId);
  return {
    ...none,
    admitted: true,
    trusted:
      steps.requireVerifiedForDelegation({
        signature: outcome.result.signature ?? 'absent',
        crossVendor: p.policy.crossVendor,
      }) === undefined,
    hasSkill: modes !== undefined,
    acceptsMediaType: modes !== undefined && steps.matchMediaType(modes, p.mediaType),
    streamingCompatible:
      steps.checkStreamingMode({
        streaming: caps.streaming,
        callerMode: p.callerMode,
        crossVendor: p.policy.crossVendor,
      }) === undefined,
    requestExtensions: requestExtensions(steps, p, card, caps),
  };
}

/**
 * XV-DEL-004: mark the planned pair degraded (unless routing memory already holds it) and fall
 * back to the first suitable peer in `peers`; with none, refuse with `error`.
 */
async function fallbackOr(
  steps: ModelSteps,
  p: PlanParams,
  error: PlanError,
  alreadyDegraded = false,
): Promise<PlanResult> {
  const markDegraded: DegradedPair[] = alreadyDegraded
    ? []
    : [{ peer: p.peer, skillId: p.skillId }];
  const candidates: FallbackCandidate[] = [];
  for (const ref of p.peers) {
    if (!steps.samePeer(ref.peer, p.peer)) candidates.push(await evaluate(steps, p, ref));
  }
  const chosen = steps.chooseFallback(candidates);
  if (chosen === undefined) return reject(error, markDegraded);
  return {
    decision: 'fallback',
    peer: chosen.peer,
    requestExtensions: chosen.requestExtensions,
    markDegraded,
  };
}

/**
 * Delegation planning: discovery first, then XV-DEL-005 (trust), XV-DEL-003 (skill),
 * XV-DEL-004 (routing memory), XV-DEL-001 (media type) and XV-DEL-002 (streaming mode). A
 * deterministic mismatch never sends to the same pair: it marks the pair degraded and falls back.
 *
 * A deterministic failure of a fallback peer (not `p.peer`) is marked degraded too: otherwise
 * routing memory would forget it as soon as another peer failed, and a third plan would send to
 * it again (found by the deep search: primary refused up front, fallback 1 and 2 fail after
 * acceptance, fallback 1 retried).
 */
export async function runPlan(steps: ModelSteps, p: PlanParams): Promise<PlanResult> {
  const result = await planOnce(steps, p);
  const last = p.lastFailure;
  if (
    last === undefined ||
    last.skillId !== p.skillId ||
    !steps.classifyFailure(last) ||
    [...p.degraded, ...(result.markDegraded ?? [])].some(
      (d) => steps.samePeer(d.peer, last.peer) && d.skillId === last.skillId,
    )
  )
    return result;
  return {
    ...result,
    markDegraded: [...(result.markDegraded ?? []), { peer: last.peer, skillId: last.skillId }],
  };
}

async function planOnce(steps: ModelSteps, p: PlanParams): Promise<PlanResult> {
  const outcome = await runDiscover(steps, p);
  const { card, failure } = outcome;
  const caps = outcome.result.capabilities;
  if (!outcome.result.admitted || card === undefined || caps === undefined) {
    return reject({
      type: 'DiscoveryError',
      code: outcome.result.code ?? failure?.code ?? 'INTERNAL',
      message: failure?.message ?? 'Failed to discover the peer.',
    });
  }

  const untrusted = steps.requireVerifiedForDelegation({
    signature: outcome.result.signature ?? 'absent',
    crossVendor: p.policy.crossVendor,
  });
  if (untrusted !== undefined) return reject(invariantError(untrusted, p.peer, p.skillId));

  const modes = steps.resolveInputModes(card, p.skillId);
  if (modes === undefined) {
    return reject(
      invariantError(
        {
          rule: 'XV-DEL-003',
          code: 'DEL_UNKNOWN_SKILL',
          message: `Failed to delegate: peer "${p.peer}" declares no skill "${p.skillId}". Pick a skill id from its card.`,
        },
        p.peer,
        p.skillId,
      ),
    );
  }

  if (pairBlocked(steps, p, p.peer)) {
    // Contract §4: DEL_PEER_DEGRADED when routing memory already holds the pair; a pair that
    // just failed deterministically becomes degraded now and, with no fallback, has none left.
    const already = p.degraded.some((d) => d.peer === p.peer && d.skillId === p.skillId);
    return fallbackOr(
      steps,
      p,
      invariantError(
        already
          ? {
              rule: 'XV-DEL-004',
              code: 'DEL_PEER_DEGRADED',
              message: `Failed to delegate: (${p.peer}, ${p.skillId}) is capability-degraded in routing memory and no other peer resolves "${p.mediaType}" for this skill. Add a peer whose card accepts it.`,
            }
          : {
              rule: 'XV-DEL-004',
              code: 'DEL_NO_FALLBACK_PEER',
              message: `Failed to delegate: (${p.peer}, ${p.skillId}) failed deterministically and no other peer resolves "${p.mediaType}" for this skill. Add a peer whose card accepts it.`,
            },
        p.peer,
        p.skillId,
      ),
      already,
    );
  }

  const mismatch = preflight(steps, p, modes, caps);
  if (mismatch !== undefined)
    return fallbackOr(steps, p, invariantError(mismatch, p.peer, p.skillId));

  return {
    decision: 'send',
    peer: p.peer,
    requestExtensions: requestExtensions(steps, p, card, caps),
    markDegraded: [],
  };
}
