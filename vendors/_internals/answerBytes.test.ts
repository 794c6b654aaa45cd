import { createParser } from 'eventsource-parser';
import { describe, expect, it } from 'vitest';
import { Transcript } from '../../harness/results/Transcript.ts';
import type { ByteEdit } from '../../harness/mutation/index.ts';
import type { PersonaSpec } from '../PersonaSpec.ts';
import { ANSWER_BYTES_NOTE, editedBody, editedEvent, sseDataOf } from './answerBytes.ts';
import type { VendorContext } from './VendorContext.ts';

const ENVELOPE = '{"jsonrpc":"2.0","id":1,"result":{"task":{"id":"t","status":{"state":"x"}}}}';

function contextWith(edit: ByteEdit, event = 1): VendorContext {
  const persona = { behaviour: { answerBytes: { event, edit } } } as unknown as PersonaSpec;
  const recorder = new Transcript({ client: 'caller', server: 'peer-1', keeper: 'peer-1' });
  return { persona, recorder } as unknown as VendorContext;
}

/** The data of every event in `stream`, as an event-stream parser (the harness's) reads them. */
function eventsOf(stream: Uint8Array): string[] {
  const out: string[] = [];
  const parser = createParser({ onEvent: (e) => out.push(e.data) });
  parser.feed(new TextDecoder().decode(stream));
  return out;
}

describe('answer bytes', () => {
  it.each<[string, ByteEdit]>([
    ['a CRLF run between tokens', { kind: 'whitespace', at: 2, run: '\r\n' }],
    ['a raw LF in a string', { kind: 'raw-control', at: 1, code: 0x0a }],
    ['a lone CR in a string', { kind: 'raw-control', at: 0, code: 0x0d }],
    ['trailing data after a line break', { kind: 'trailing-data', data: '\n{}' }],
    ['UTF-16 with a BOM', { kind: 'encoding', encoding: 'utf-16le', bom: true, at: 0 }],
  ])('frames an edited event holding %s so that the parser reads what the note says', (_, edit) => {
    const ctx = contextWith(edit);
    const framed = editedEvent(ctx, 'SendStreamingMessage', 1, ENVELOPE);
    const note = ctx.recorder.since(0).find((x) => x.label === ANSWER_BYTES_NOTE);
    const served = new Uint8Array(Buffer.from((note?.body as { base64: string }).base64, 'base64'));
    expect(framed).toBeDefined();
    expect(eventsOf(framed!)).toEqual([sseDataOf(served)]);
  });

  it('edits only the event it names, of a SendStreamingMessage stream, and every SendMessage body', () => {
    const ctx = contextWith({ kind: 'trailing-comma', at: 0 }, 2);
    expect(editedEvent(ctx, 'SendStreamingMessage', 1, ENVELOPE)).toBeUndefined();
    expect(editedEvent(ctx, 'SubscribeToTask', 2, ENVELOPE)).toBeUndefined();
    expect(editedBody(ctx, 'GetTask', ENVELOPE)).toBeUndefined();
    const body = new TextDecoder().decode(editedBody(ctx, 'SendMessage', ENVELOPE));
    expect(body).not.toBe(ENVELOPE);
    expect(body.replace(/,([}\]])/, '$1')).toBe(ENVELOPE);
  });
});
