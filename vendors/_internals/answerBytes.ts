import { applyByteEdit } from '../../harness/mutation/applyByteEdit.ts';
import type { VendorContext } from './VendorContext.ts';

/** The label of the note a vendor records with the exact bytes of an answer it edited. */
export const ANSWER_BYTES_NOTE = 'answer-bytes';

/** What the note holds: which answer, how it was framed, and its bytes as served. */
export interface AnswerBytesNote {
  method: string;
  /** `body`: a JSON-RPC answer's whole body; `sse-data`: one event's data, before its framing. */
  framing: 'body' | 'sse-data';
  /** Index of the event in its stream (`sse-data` only). */
  event?: number;
  base64: string;
}

/**
 * The bytes of a `SendMessage` answer after the persona's answer edit, recorded in a note, or
 * undefined when the persona edits no answer (or `method` is not the one that answers a task).
 */
export function editedBody(
  ctx: VendorContext,
  method: string,
  text: string,
): Uint8Array<ArrayBuffer> | undefined {
  const spec = ctx.persona.behaviour.answerBytes;
  if (spec === undefined || method !== 'SendMessage') return undefined;
  return recorded(ctx, { method, framing: 'body' }, applyByteEdit(text, spec.edit));
}

/**
 * One event of a `SendStreamingMessage` stream as framed bytes, after the persona's answer edit
 * when it names this event: every line of the edited data its own `data:` line (the HTML
 * standard's event-stream parser joins them with LF, so a line break the edit put in the text
 * stays in the data instead of ending the event), or undefined to frame it as usual.
 */
export function editedEvent(
  ctx: VendorContext,
  method: string,
  index: number,
  data: string,
): Uint8Array | undefined {
  const spec = ctx.persona.behaviour.answerBytes;
  if (spec === undefined || method !== 'SendStreamingMessage' || spec.event !== index)
    return undefined;
  const bytes = recorded(
    ctx,
    { method, framing: 'sse-data', event: index },
    applyByteEdit(data, spec.edit),
  );
  const out: number[] = [];
  const line = (from: number, to: number): void => {
    out.push(...DATA_FIELD, ...bytes.subarray(from, to), LF);
  };
  let start = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b !== LF && b !== CR) continue;
    line(start, i);
    if (b === CR && bytes[i + 1] === LF) i++;
    start = i + 1;
  }
  line(start, bytes.length);
  out.push(LF);
  return Uint8Array.from(out);
}

/**
 * The data of an event framed by {@link editedEvent} from `bytes`, as the HTML standard's
 * event-stream parser hands it on: the stream decoded with UTF-8 decode (an invalid sequence
 * becomes U+FFFD), the event's `data:` lines joined with LF.
 */
export function sseDataOf(bytes: Uint8Array): string {
  return new TextDecoder()
    .decode(bytes)
    .split(/\r\n|\r|\n/)
    .join('\n');
}

const LF = 0x0a;
const CR = 0x0d;
const DATA_FIELD = [...new TextEncoder().encode('data: ')];

function recorded(
  ctx: VendorContext,
  note: Omit<AnswerBytesNote, 'base64'>,
  bytes: Uint8Array,
): Uint8Array<ArrayBuffer> {
  ctx.recorder.note(ANSWER_BYTES_NOTE, { ...note, base64: Buffer.from(bytes).toString('base64') });
  return new Uint8Array(bytes);
}
