import { isCrosscheckError } from '../../../harness/errors/CrosscheckError.ts';
import { isJsonObject } from '../../../harness/json/JsonValue.ts';
import { parseStrictJson } from '../../../harness/json/parseStrictJson.ts';
import { parseMediaType } from '../../../harness/media/index.ts';
import { OPEN_READINGS, referenceSteps } from '../../../harness/model/index.ts';
import type { TranscriptEntry } from '../../../harness/results/types.ts';
import { taskFailureCode } from '../../../harness/wire/index.ts';
import { ANSWER_BYTES_NOTE, type AnswerBytesNote, sseDataOf } from '../../../vendors/index.ts';
import { sends, sentParts } from '../../wire/transcriptQueries.ts';
import {
  type ClientJudge,
  facts,
  sendsTo,
  transcriptOf,
} from '../../properties/client/clientJudges.ts';
import { type VendorFacts, payloadMediaTypes } from '../../properties/client/fleetFacts.ts';

// The delegation rules' judges of a client over the wire: what the vendors saw, against the
// facts the reference model reads from each served card.

/** JSON-RPC codes that make a failure a deterministic capability mismatch (XV-DEL-004). */
const DETERMINISTIC = new Set([-32005, -32602]);

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

/** A plain-text media type: `text/plain` with any parameters, or the informal token `text`. */
function isPlainText(mediaType: string): boolean {
  const parsed = parseMediaType(mediaType.trim());
  if (parsed === null) return mediaType.trim().toLowerCase() === 'text';
  return parsed.type === 'text' && parsed.subtype === 'plain';
}

/**
 * XV-DEL-001: every non-text payload part sent to a usable peer is in the skill's resolved input
 * modes (seed 002's condition: a plain-text part cannot mismatch in a way that matters).
 */
export const partsInResolvedModes: ClientJudge = (e) =>
  facts(e)
    .filter((f) => f.admitted && f.trusted && f.hasSkill && f.streamingCompatible)
    .flatMap((f) =>
      sendsTo(e, f.id).flatMap((s) =>
        payloadMediaTypes(sentParts(s))
          .filter((t) => !isPlainText(t))
          .filter((t) => !referenceSteps.matchMediaType(f.resolvedModes, t))
          .map(
            (t) =>
              `/${f.id}: ${s.label} carried a part of media type "${t}", which skill "${e.scenario.task.skillId}" does not accept (resolved input modes ${JSON.stringify(f.resolvedModes)})`,
          ),
      ),
    );

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

/** The limits a card is read within: an answer past one only is still one JSON text. */
const LIMIT_CODES = new Set(['CARD_TOO_DEEP', 'CARD_TOO_LARGE']);
const NO_LIMITS = { maxBytes: 2 ** 30, maxDepth: 2 ** 20, maxMembers: 2 ** 30, maxNodes: 2 ** 30 };

/**
 * Why the reference model cannot read an answer a vendor served edited (its `answer-bytes` note),
 * or undefined when it can. An answer past the size or depth limit only is one JSON text: a
 * client may read it or refuse it, so nothing is owed (the limits are the harness's, not A2A's).
 */
function unreadable(note: AnswerBytesNote): string | undefined {
  const bytes = new Uint8Array(Buffer.from(note.base64, 'base64'));
  const input = note.framing === 'body' ? bytes : sseDataOf(bytes);
  const read = referenceSteps.readAnswer(input);
  if ('value' in read) return undefined;
  // A reading the spec leaves open (the body decoded as fetch decodes it) is not judged either.
  if (
    OPEN_READINGS.some(
      (r) => r.steps.readAnswer !== undefined && 'value' in r.steps.readAnswer(input),
    )
  )
    return undefined;
  const code = isCrosscheckError(read.error) ? read.error.code : 'INTERNAL';
  if (LIMIT_CODES.has(code)) {
    try {
      parseStrictJson(input, NO_LIMITS);
      return undefined;
    } catch (error) {
      return unreadableWhy(error);
    }
  }
  return unreadableWhy(read.error);
}

function unreadableWhy(error: unknown): string {
  if (!isCrosscheckError(error)) return 'is not one JSON text';
  return `is not one JSON text (${error.code}: ${error.message.split('. ')[0]})`;
}

/**
 * XV-DEL-006: an answer the reference model cannot read as one JSON text (a `SendMessage` body,
 * or one event of a stream, served after a byte edit) is no answer: a delegation whose task it
 * answered is not reported completed, whatever a lenient reader made of it.
 */
export const unreadableAnswerNotCompleted: ClientJudge = (e) => {
  const { result } = e.seen;
  if (result.outcome !== 'completed') return [];
  const served = result.servedBy === undefined ? undefined : normalizedUrl(result.servedBy);
  const out: string[] = [];
  for (const [id, transcript] of Object.entries(e.seen.transcripts)) {
    const url = e.seen.cardUrls[id];
    if (served !== undefined && url !== undefined && normalizedUrl(url) !== served) continue;
    for (const entry of transcript) {
      if (entry.direction !== 'note' || entry.label !== ANSWER_BYTES_NOTE) continue;
      const note = entry.body as AnswerBytesNote;
      const why = unreadable(note);
      if (why === undefined) continue;
      const what =
        note.framing === 'body'
          ? `its ${note.method} answer`
          : `event ${(note.event ?? 0) + 1} of its ${note.method} stream`;
      out.push(`/${id}: ${what} ${why}, yet the caller reported the task completed`);
    }
  }
  return out;
};

function normalizedUrl(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}
