import { describe, expect, it } from 'vitest';
import type { ClientEvidence } from '../../properties/client/clientJudges.ts';
import { unreadableAnswerNotCompleted } from './delegation-client-judges.ts';

/** A completed delegation served by peer-1, whose SendMessage answer was served as `body`. */
function completedAfter(body: Uint8Array): ClientEvidence {
  const note = {
    method: 'SendMessage',
    framing: 'body',
    base64: Buffer.from(body).toString('base64'),
  };
  return {
    seen: {
      result: { outcome: 'completed', servedBy: 'http://127.0.0.1:9/peer-1/card' },
      cardUrls: { 'peer-1': 'http://127.0.0.1:9/peer-1/card' },
      transcripts: { 'peer-1': [{ direction: 'note', label: 'answer-bytes', body: note }] },
    },
  } as unknown as ClientEvidence;
}

const answer = '{"jsonrpc":"2.0","id":1,"result":{"task":{"id":"t","status":{"state":"x"}}}}';
const utf8 = (s: string) => [...Buffer.from(s, 'utf8')];

describe('XV-DEL-006 on an answer served below its JSON value', () => {
  it('a trailing comma is no JSON text: reporting the task completed fails', async () => {
    const e = completedAfter(new Uint8Array(utf8(answer.replace(/}$/, ',}'))));
    expect(await unreadableAnswerNotCompleted(e)).toEqual([
      expect.stringMatching(/^\/peer-1: its SendMessage answer is not one JSON text/) as unknown,
    ]);
  });

  it('a BOM, or an overlong form in a string, is read as fetch reads it: not judged', async () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(answer)]);
    const overlong = new Uint8Array([
      ...utf8(answer.slice(0, answer.indexOf('"t"') + 2)),
      0xc0,
      0xaf,
      ...utf8(answer.slice(answer.indexOf('"t"') + 2)),
    ]);
    expect(await unreadableAnswerNotCompleted(completedAfter(bom))).toEqual([]);
    expect(await unreadableAnswerNotCompleted(completedAfter(overlong))).toEqual([]);
  });
});
