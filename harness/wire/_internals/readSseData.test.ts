import { describe, expect, it } from 'vitest';
import { readSseData } from './readSseData.ts';

const body = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      controller.close();
    },
  });

async function dataOf(chunks: string[]): Promise<string[]> {
  const out: string[] = [];
  for await (const data of readSseData(body(chunks), {
    eventDeadlineMs: 5_000,
    maxEventBytes: 1024,
    maxStreamBytes: 1024 * 1024,
    maxStreamEvents: 100,
    what: 'read the event stream',
  }))
    out.push(data);
  return out;
}

describe('readSseData line ends (WHATWG HTML §9.2.5: CRLF, LF or CR)', () => {
  it.each([
    ['LF', ['data: a\n\ndata: b\n\n']],
    ['CRLF', ['data: a\r\n\r\ndata: b\r\n\r\n']],
    // Issue 38: the last event of a CR-framed stream was lost, its final CR read as the first
    // half of a CRLF that never came.
    ['CR', ['data: a\r\rdata: b\r\r']],
    ['CR, split between chunks', ['data: a\r', '\rdata: b\r', '\r']],
  ])('yields every event of a stream framed with %s', async (_, chunks) => {
    expect(await dataOf(chunks)).toEqual(['a', 'b']);
  });

  it.each([
    ['LF', ['data: a\n\ndata: b\n']],
    ['CR', ['data: a\r\rdata: b\r']],
  ])(
    'drops an event the stream (%s) ends before completing, as the spec says',
    async (_, chunks) => {
      expect(await dataOf(chunks)).toEqual(['a']);
    },
  );
});
