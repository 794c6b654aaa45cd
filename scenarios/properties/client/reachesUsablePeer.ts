import { isJsonObject } from '../../../harness/json/JsonValue.ts';
import type { TranscriptEntry } from '../../../harness/results/types.ts';
import { activations, sends, sentParts } from '../../wire/transcriptQueries.ts';
import type { ClientEvidence, ClientJudge } from './clientJudges.ts';
import { type VendorFacts, payloadMediaTypes } from './fleetFacts.ts';

/**
 * The peers a conforming client must reach, in the reference model's order, or none. The
 * delegation goes to vendor 0; when its card is admitted, trusted and has the skill, a client
 * sends there if it can take the task, else falls back to a suitable fallback (XV-DEL-004). A
 * primary refused earlier (discovery, trust, unknown skill) is a refusal, nothing is owed.
 */
function usablePeers(e: ClientEvidence): VendorFacts[] {
  const first = e.facts.get(e.scenario.fleet[0]!.persona.id);
  if (first === undefined || !first.admitted || !first.trusted || !first.hasSkill) return [];
  return [0, ...e.scenario.task.fallbacks.map((r) => r.vendor)]
    .map((i) => e.facts.get(e.scenario.fleet[i]!.persona.id))
    .filter((f): f is VendorFacts => f !== undefined && f.suitable);
}

/**
 * The extensions a send may activate toward a peer: none toward a signed card that leaves
 * `extensions` undeclared (XV-NEG-002), the caller's own toward `[]`, the declared ones toward a
 * list; an unsigned card attests nothing about its emitted form (seed 000's condition).
 */
function allowedActivation(f: VendorFacts, e: ClientEvidence, uri: string): boolean {
  if (f.extensions === 'undeclared') return f.signature === 'absent';
  if (f.extensions === null) return true;
  return f.extensions.length === 0
    ? e.scenario.task.callerExtensions.includes(uri)
    : f.extensions.includes(uri);
}

/** Whether `send` delivered the task: every payload media type of the task, at least one part. */
function carriesTask(send: TranscriptEntry, e: ClientEvidence): boolean {
  const sent = sentParts(send);
  const types = new Set(payloadMediaTypes(sent));
  return (
    sent.length > 0 &&
    payloadMediaTypes(e.scenario.task.parts.filter(isJsonObject)).every((t) => types.has(t))
  );
}

/**
 * The positive obligation of every client property: a delegation that a conforming client sends
 * does reach a usable peer, a SendMessage (or SendStreamingMessage) carrying the task's payload
 * parts, activating only extensions that peer's card allows. Without it, a client that sends
 * nothing would keep every rule that only forbids sends.
 */
export function reachesUsablePeer(e: ClientEvidence): string[] {
  const usable = usablePeers(e);
  if (usable.length === 0) return [];
  const reached = usable.some((f) =>
    sends(e.seen.transcripts[f.id] ?? []).some(
      (s) => carriesTask(s, e) && activations(s).every((u) => allowedActivation(f, e, u)),
    ),
  );
  if (reached) return [];
  const sent = Object.values(e.seen.transcripts).reduce((n, t) => n + sends(t).length, 0);
  return [
    `/${usable.map((f) => f.id).join(', /')}: ${usable.length === 1 ? 'this peer takes' : 'these peers take'} the task, yet none received a SendMessage carrying its parts with extensions its card allows (${sent} send(s) in all; the caller saw "${e.seen.result.outcome}")`,
  ];
}

/** `judge` with the positive obligation after it: what must happen, beside what must not. */
export function withReach(judge: ClientJudge): ClientJudge {
  return async (e) => [...(await judge(e)), ...reachesUsablePeer(e)];
}
