import type { A2AArtifact, A2APart, StreamResponse } from '../../../harness/wire/index.ts';
import { partKey } from './partKey.ts';

/** One artifact chunk as a stream delivered it, in stream order. */
export interface StreamedChunk {
  artifactId: string;
  parts: A2APart[];
  append: boolean;
  lastChunk: boolean;
  /** The opening or a resent Task carried it (a snapshot, not an update). */
  snapshot: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function chunkOf(
  artifact: unknown,
  flags: Pick<StreamedChunk, 'append' | 'lastChunk' | 'snapshot'>,
): StreamedChunk | undefined {
  if (!isRecord(artifact)) return undefined;
  const { artifactId, parts } = artifact;
  if (typeof artifactId !== 'string' || !Array.isArray(parts)) return undefined;
  return { artifactId, parts: parts.filter(isRecord), ...flags };
}

/**
 * The artifact chunks of a stream, in order, as a reader assembles them: every `artifactUpdate`,
 * and the artifacts of a Task snapshot the stream had not delivered yet (a subscription opens
 * with the task as it stands; a resent final snapshot never overwrites delivered chunks, as
 * `reassemble` reads it).
 */
export function streamedChunks(events: readonly StreamResponse[]): StreamedChunk[] {
  const out: StreamedChunk[] = [];
  for (const e of events) {
    const task: unknown = e.task;
    if (isRecord(task)) {
      const artifacts = Array.isArray(task['artifacts']) ? task['artifacts'] : [];
      for (const a of artifacts) {
        const c = chunkOf(a, { append: false, lastChunk: false, snapshot: true });
        if (c !== undefined && !out.some((o) => o.artifactId === c.artifactId)) out.push(c);
      }
      continue;
    }
    const update: unknown = e.artifactUpdate;
    if (!isRecord(update)) continue;
    const c = chunkOf(update['artifact'], {
      append: update['append'] === true,
      lastChunk: update['lastChunk'] === true,
      snapshot: false,
    });
    if (c !== undefined) out.push(c);
  }
  return out;
}

/**
 * An artifact's content as one string a chunk is found in: text runs joined (an agent may store
 * consecutive text chunks as one part), every other part a delimited token of its own.
 */
function flatten(parts: readonly A2APart[]): string {
  return parts
    .map((p) => (typeof p.text === 'string' ? p.text : `\u0000${partKey(p)}\u0000`))
    .join('');
}

const quote = (s: string): string => {
  const q = JSON.stringify(s.replaceAll('\u0000', '¦'));
  return q.length > 80 ? `${q.slice(0, 77)}…"` : q;
};

/** The chunks of each artifact that make its final content: those after its last replacing chunk. */
function byArtifact(
  chunks: readonly StreamedChunk[],
): Map<string, { all: number; live: StreamedChunk[]; first: number }> {
  const out = new Map<string, { all: number; live: StreamedChunk[]; first: number }>();
  for (const c of chunks) {
    const known = out.get(c.artifactId);
    if (known === undefined || !c.append) {
      out.set(c.artifactId, {
        all: (known?.all ?? 0) + 1,
        live: [c],
        first: (known?.all ?? 0) + 1,
      });
      continue;
    }
    known.all += 1;
    known.live.push(c);
  }
  return out;
}

/**
 * Where the stored artifacts (`stored`, as GetTask read them back) depart from what a stream
 * followed from the task's start (or from a subscription's opening Task) to its end assembles,
 * chunk by chunk: each chunk must sit in the stored artifact right after the chunks before it,
 * nothing may follow the last, and no stored artifact may be one the stream never carried (events
 * go to every stream of the task, A2A §3.5.2). Undefined when they agree.
 */
export function chunkMismatch(
  chunks: readonly StreamedChunk[],
  stored: readonly A2AArtifact[] | undefined,
): string | undefined {
  const streamed = byArtifact(chunks);
  const unseen = (stored ?? []).find((a) => !streamed.has(a.artifactId));
  if (unseen !== undefined)
    return `artifact "${unseen.artifactId}" holds ${quote(flatten(unseen.parts ?? []))}, which no streamed event carried`;
  for (const [id, { all, live, first }] of streamed) {
    const kept = (stored ?? []).find((a) => a.artifactId === id);
    if (kept === undefined) return `artifact "${id}", streamed in ${all} chunk(s), is missing`;
    const whole = flatten(kept.parts ?? []);
    let at = 0;
    for (const [i, c] of live.entries()) {
      const piece = flatten(c.parts);
      if (whole.startsWith(piece, at)) {
        at += piece.length;
        continue;
      }
      const what = c.snapshot ? 'as the opening Task held it' : c.append ? 'append' : 'new';
      return `chunk ${first + i} of ${all} of artifact "${id}" (${what}${c.lastChunk ? ', lastChunk' : ''}) ${quote(piece)} is not where the chunks before it end: the stored artifact holds ${at >= whole.length ? 'nothing more' : quote(whole.slice(at, at + Math.max(piece.length, 1)))} there`;
    }
    if (at < whole.length)
      return `artifact "${id}" holds ${quote(whole.slice(at))} after the last of its ${all} streamed chunk(s)`;
  }
  return undefined;
}

/**
 * The first artifact a completed stream delivered in several chunks (an `append` among them)
 * whose final chunks carry no `lastChunk`, or undefined: a reader that assembles chunks learns
 * from it that the artifact is whole.
 */
export function unmarkedArtifact(chunks: readonly StreamedChunk[]): string | undefined {
  for (const [id, { all, live }] of byArtifact(chunks))
    if (live.some((c) => c.append) && !live.some((c) => c.lastChunk))
      return `artifact "${id}" came in ${all} chunk(s), appended, and none is marked lastChunk`;
  return undefined;
}
