import type { StreamEvent } from '../../../harness/contract/types.ts';
import { type JsonObject, isJsonObject } from '../../../harness/json/JsonValue.ts';
import { parseMediaType } from '../../../harness/media/index.ts';
import { conditionHolds } from '../../../harness/rules/index.ts';
import { referenceSteps } from '../../../harness/model/index.ts';
import type { TranscriptEntry } from '../../../harness/results/types.ts';
import { taskFailureCode } from '../../../harness/wire/index.ts';
import { matchExpected } from '../../core/matchExpected.ts';
import { activations, sends } from '../../wire/transcriptQueries.ts';
import { ORACLE } from '../oracle.ts';
import type { DelegateScenario } from './DelegateScenario.ts';
import { type VendorFacts, payloadMediaTypes } from './fleetFacts.ts';
import type { DelegationObservation } from './observeDelegation.ts';

/** What a judge reads: the scenario, the delegation as the vendors saw it, the card facts. */
export interface ClientEvidence {
  scenario: DelegateScenario;
  seen: DelegationObservation;
  facts: Map<string, VendorFacts>;
}

/**
 * A judge returns one line per breach of its rule; none means the delegation conforms. Each
 * judges only sends the other pre-flight checks allow, so one gap is charged to one rule.
 */
export type ClientJudge = (evidence: ClientEvidence) => Promise<string[]> | string[];

/** JSON-RPC codes that make a failure a deterministic capability mismatch (XV-DEL-004). */
const DETERMINISTIC = new Set([-32005, -32602]);

function partsOf(entry: TranscriptEntry): Record<string, unknown>[] {
  const body = entry.body as { params?: { message?: { parts?: unknown } } } | undefined;
  const parts = body?.params?.message?.parts;
  return Array.isArray(parts) ? parts.filter(isJsonObject) : [];
}

/** Index of the first entry showing a deterministic failure (an error answer or a failed task). */
function firstDeterministicFailure(transcript: readonly TranscriptEntry[]): number {
  return transcript.findIndex((e) => {
    if (e.direction !== 'response' && e.direction !== 'event') return false;
    const body = e.body as { error?: { code?: unknown }; result?: Record<string, unknown> } | null;
    if (typeof body?.error?.code === 'number') return DETERMINISTIC.has(body.error.code);
    const result = body?.result;
    const task = isJsonObject(result?.['task']) ? result['task'] : result?.['statusUpdate'];
    if (!isJsonObject(task) || !isJsonObject(task['status'])) return false;
    if (task['status']['state'] !== 'TASK_STATE_FAILED') return false;
    const code = taskFailureCode(task);
    return code !== undefined && DETERMINISTIC.has(code);
  });
}

const transcriptOf = (e: ClientEvidence, id: string) => e.seen.transcripts[id] ?? [];
const sendsTo = (e: ClientEvidence, id: string) => sends(transcriptOf(e, id));
const facts = (e: ClientEvidence) => [...e.facts.values()];

/**
 * XV-NEG-002: no activation toward an admitted peer whose signed card leaves `extensions`
 * undeclared (seed 000's condition: an unsigned card attests nothing about its emitted form).
 */
export const noActivationTowardUndeclared: ClientJudge = (e) =>
  facts(e)
    .filter((f) => f.admitted && f.signature !== 'absent' && f.extensions === 'undeclared')
    .flatMap((f) =>
      sendsTo(e, f.id).flatMap((s, n) => {
        const uris = [...new Set(activations(s))];
        return uris.length === 0
          ? []
          : [
              `/${f.id}: its card leaves capabilities.extensions undeclared, yet ${s.label} #${n + 1} activated ${uris.join(', ')}`,
            ];
      }),
    );

/**
 * XV-DEL-001: every non-text payload part sent to a usable peer is in the skill's resolved input
 * modes (seed 002's condition: a plain-text part cannot mismatch in a way that matters).
 */
export const partsInResolvedModes: ClientJudge = (e) =>
  facts(e)
    .filter((f) => f.admitted && f.trusted && f.hasSkill && f.streamingCompatible)
    .flatMap((f) =>
      sendsTo(e, f.id).flatMap((s) =>
        payloadMediaTypes(partsOf(s))
          .filter((t) => !isPlainText(t))
          .filter((t) => !referenceSteps.matchMediaType(f.resolvedModes, t))
          .map(
            (t) =>
              `/${f.id}: ${s.label} carried a part of media type "${t}", which skill "${e.scenario.task.skillId}" does not accept (resolved input modes ${JSON.stringify(f.resolvedModes)})`,
          ),
      ),
    );

/**
 * XV-NEG-006: every task request to an admitted, trusted peer activates each extension its card
 * marks required that the caller supports (a v0.3 `X-A2A-Extensions` header does not count).
 */
export const activatesRequiredExtensions: ClientJudge = (e) =>
  facts(e)
    .filter((f) => f.admitted && f.trusted)
    .flatMap((f) => {
      const owed = f.requiredExtensions.filter((u) => e.scenario.task.callerExtensions.includes(u));
      return sendsTo(e, f.id).flatMap((s, n) => {
        const missing = owed.filter((u) => !activations(s).includes(u));
        return missing.length === 0
          ? []
          : [
              `/${f.id}: its card marks ${missing.join(', ')} required and the caller supports ${missing.length === 1 ? 'it' : 'them'}, yet ${s.label} #${n + 1} did not activate ${missing.length === 1 ? 'it' : 'them'}`,
            ];
      });
    });

/** XV-DEL-002: a blocking-only caller sends nothing to a peer that declares streaming. */
export const noBlockingToStreamingPeer: ClientJudge = (e) =>
  facts(e)
    .filter((f) => f.admitted && f.trusted && f.hasSkill && f.acceptsParts)
    .filter((f) => !f.streamingCompatible)
    .flatMap((f) =>
      sendsTo(e, f.id).map(
        (s) =>
          `/${f.id}: its card declares "streaming": true, yet the blocking-only caller sent ${s.label} (chunked artifacts may arrive truncated)`,
      ),
    );

/** XV-DEL-003: nothing is sent to a verified peer whose card lacks the skill id (exact spelling). */
export const noSendWithoutSkill: ClientJudge = (e) =>
  facts(e)
    .filter((f) => f.admitted && f.trusted && !f.hasSkill)
    .flatMap((f) =>
      sendsTo(e, f.id).map(
        (s) =>
          `/${f.id}: its card declares no skill "${e.scenario.task.skillId}" (spelled exactly), yet the caller sent ${s.label}`,
      ),
    );

/** XV-DEL-005: nothing is sent across the trust boundary on a card whose signature did not verify. */
export const noSendOnUnverifiedCard: ClientJudge = (e) =>
  facts(e)
    .filter((f) => !f.trusted)
    .flatMap((f) =>
      sendsTo(e, f.id).map(
        (s) =>
          `/${f.id}: its card signature is ${f.signature} under the caller's policy, yet the caller sent ${s.label} across the trust boundary`,
      ),
    );

/**
 * XV-DEL-004: (a) after a deterministic failure from a peer, nothing more is sent to it for the
 * skill; (b) when the first peer cannot take the part (refused pre-flight, or failed
 * deterministically) and a fallback's card resolves it, the task goes to such a fallback.
 */
export const noRetryAndFallback: ClientJudge = (e) => {
  const out: string[] = [];
  for (const f of facts(e)) {
    const t = transcriptOf(e, f.id);
    const failed = firstDeterministicFailure(t);
    if (failed < 0) continue;
    const again = sends(t.slice(failed + 1)).length;
    if (again > 0)
      out.push(
        `/${f.id}: after its deterministic failure (entry ${failed + 1} of its transcript) the caller sent the same skill to it ${again} more time(s)`,
      );
  }
  const first = e.scenario.fleet[0]!.persona.id;
  const p = e.facts.get(first);
  if (p === undefined || !p.admitted || !p.trusted || !p.hasSkill) return out;
  const primaryFailed = firstDeterministicFailure(transcriptOf(e, first)) >= 0;
  if (p.suitable && !primaryFailed) return out;
  const usable = [...new Set(e.scenario.task.fallbacks.map((r) => e.scenario.fleet[r.vendor]!))]
    .map((v) => e.facts.get(v.persona.id))
    .filter((f): f is VendorFacts => f !== undefined && f.id !== first && f.suitable);
  if (usable.length > 0 && usable.every((f) => sendsTo(e, f.id).length === 0)) {
    out.push(
      `/${first}: it ${primaryFailed ? 'failed the task deterministically' : 'cannot take the part (pre-flight)'} and ${usable.map((f) => f.id).join(', ')} resolve${usable.length === 1 ? 's' : ''} it, yet the caller fell back to none of them (outcome "${e.seen.result.outcome}")`,
    );
  }
  return out;
};

/**
 * XV-DEL-006: a delegation whose task reached only peers that never answer is not reported
 * completed. When a peer that answers also received it, the outcome may be that peer's.
 */
export const silentPeersNotCompleted: ClientJudge = (e) => {
  const silent = new Set(
    e.scenario.fleet.filter((v) => v.persona.behaviour.hang !== 'none').map((v) => v.persona.id),
  );
  const reached = Object.keys(e.seen.transcripts).filter((id) => sendsTo(e, id).length > 0);
  if (reached.length === 0 || reached.some((id) => !silent.has(id))) return [];
  const { result } = e.seen;
  if (result.outcome !== 'completed') return [];
  const parts = (result.artifacts ?? []).reduce((n, a) => n + a.parts.length, 0);
  return [
    `/${reached.join(', /')}: never answered the task, yet the caller reported it completed with ${parts} artifact part(s)`,
  ];
};

/** XV-STR-001: a completed streamed task reports every chunk the peer streamed, reassembled. */
export const losslessReassembly: ClientJudge = async (e) => {
  const { result } = e.seen;
  if (result.outcome !== 'completed' || result.servedBy === undefined) return [];
  const served = normalized(result.servedBy);
  const id = Object.keys(e.seen.cardUrls).find((k) => normalized(e.seen.cardUrls[k]!) === served);
  if (id === undefined) return [];
  const t = transcriptOf(e, id);
  const start = t.findLastIndex(
    (x) => x.direction === 'request' && x.label === 'SendStreamingMessage',
  );
  if (start < 0) return [];
  const events = t
    .slice(start)
    .filter((x) => x.direction === 'event')
    .map((x) => (x.body as { result?: StreamEvent }).result)
    .filter((r): r is StreamEvent => isJsonObject(r));
  // Seed 002's condition: with every artifact in one chunk there is nothing to reassemble.
  if (!conditionHolds('chunked-artifacts', { events: events as JsonObject[] })) return [];
  const expected = ORACLE.reassemble({ events }).artifacts;
  return matchExpected(result.artifacts ?? [], expected, '/artifacts').map(
    (m) =>
      `/${id}: ${m} (the caller reported the task completed; ${events.length} events were streamed)`,
  );
};

/** A plain-text media type: `text/plain` with any parameters, or the informal token `text`. */
function isPlainText(mediaType: string): boolean {
  const parsed = parseMediaType(mediaType.trim());
  if (parsed === null) return mediaType.trim().toLowerCase() === 'text';
  return parsed.type === 'text' && parsed.subtype === 'plain';
}

function normalized(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}
