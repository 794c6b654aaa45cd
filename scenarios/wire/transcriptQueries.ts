import { isJsonObject } from '../../harness/json/JsonValue.ts';
import type { TranscriptEntry } from '../../harness/results/types.ts';

const SEND_METHODS = new Set(['SendMessage', 'SendStreamingMessage']);

/** The task-creating requests a vendor received. */
export function sends(transcript: readonly TranscriptEntry[]): TranscriptEntry[] {
  return transcript.filter((e) => e.direction === 'request' && SEND_METHODS.has(e.label));
}

/** The parts a task request's message carried (its object parts; none when it has no message). */
export function sentParts(entry: TranscriptEntry): Record<string, unknown>[] {
  const body = entry.body as { params?: { message?: { parts?: unknown } } } | undefined;
  const parts = body?.params?.message?.parts;
  return Array.isArray(parts) ? parts.filter(isJsonObject) : [];
}

/** The URIs a comma-separated header of a request lists (none when it is absent). */
function headerUris(entry: TranscriptEntry, name: string): string[] {
  const header = entry.headers?.[name];
  return header
    ? header
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

/** Extension URIs a request activated: the `A2A-Extensions` header and the message's `extensions`. */
export function activations(entry: TranscriptEntry): string[] {
  const body = entry.body as { params?: { message?: { extensions?: unknown } } } | undefined;
  const fromMessage = body?.params?.message?.extensions;
  return [
    ...headerUris(entry, 'a2a-extensions'),
    ...(Array.isArray(fromMessage)
      ? fromMessage.filter((u): u is string => typeof u === 'string')
      : []),
  ];
}

/**
 * Extension URIs a request named in the v0.3 `X-A2A-Extensions` header. A v1.0 agent reads only
 * `A2A-Extensions` (A2A §3.2.6), so these are not activations; judges name them to explain one.
 */
export function legacyActivations(entry: TranscriptEntry): string[] {
  return headerUris(entry, 'x-a2a-extensions');
}

/** Every task state the vendor sent (responses and stream events), in order. */
export function statesSent(transcript: readonly TranscriptEntry[]): string[] {
  const out: string[] = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (k === 'state' && typeof child === 'string' && child.startsWith('TASK_STATE_'))
          out.push(child);
        else visit(child);
      }
    }
  };
  for (const e of transcript) if (e.direction !== 'request') visit(e.body);
  return out;
}

/** Notes the vendor made about its own decisions (e.g. `extension-activation-dropped`). */
export function notes(transcript: readonly TranscriptEntry[], label: string): TranscriptEntry[] {
  return transcript.filter((e) => e.direction === 'note' && e.label === label);
}

/** Text of every artifact chunk the vendor streamed, per artifact id, in order. */
export function streamedChunks(transcript: readonly TranscriptEntry[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const e of transcript) {
    if (e.direction !== 'event') continue;
    const update = (
      e.body as {
        result?: {
          artifactUpdate?: { artifact?: { artifactId?: string; parts?: { text?: string }[] } };
        };
      }
    )?.result?.artifactUpdate?.artifact;
    if (!update?.artifactId) continue;
    const list = out.get(update.artifactId) ?? [];
    list.push(...(update.parts ?? []).map((p) => p.text ?? ''));
    out.set(update.artifactId, list);
  }
  return out;
}
