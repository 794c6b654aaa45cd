import { describe, expect, it } from 'vitest';
import type { StreamResponse } from '../../../harness/wire/index.ts';
import { chunkMismatch, streamedChunks, unmarkedArtifact } from './streamedChunks.ts';

const ids = { taskId: 't-1', contextId: 'c-1' };
const chunk = (text: string, append: boolean, lastChunk = false): StreamResponse => ({
  artifactUpdate: {
    ...ids,
    artifact: { artifactId: 'a-1', parts: [{ text }] },
    ...(append && { append: true }),
    ...(lastChunk && { lastChunk: true }),
  },
});
const stored = (...texts: string[]) => [
  { artifactId: 'a-1', parts: texts.map((text) => ({ text })) },
];
const opening: StreamResponse = {
  task: { id: 't-1', contextId: 'c-1', status: { state: 'TASK_STATE_SUBMITTED' } },
};

describe('chunkMismatch', () => {
  const three = streamedChunks([
    opening,
    chunk('one ', false),
    chunk('two ', true),
    chunk('three', true, true),
  ]);

  it('agrees with a store that keeps every chunk in order, joined into one text part or not', () => {
    expect(chunkMismatch(three, stored('one ', 'two ', 'three'))).toBeUndefined();
    expect(chunkMismatch(three, stored('one two three'))).toBeUndefined();
  });

  it('names the first chunk that is not where the chunks before it end', () => {
    expect(chunkMismatch(three, stored('one ', 'three', 'two '))).toMatchInlineSnapshot(
      `"chunk 2 of 3 of artifact "a-1" (append) "two " is not where the chunks before it end: the stored artifact holds "thre" there"`,
    );
  });

  it('names a stream that left out a chunk the store kept', () => {
    const dropped = streamedChunks([opening, chunk('one ', false), chunk('three', true, true)]);
    expect(chunkMismatch(dropped, stored('one ', 'two ', 'three'))).toMatchInlineSnapshot(
      `"chunk 2 of 2 of artifact "a-1" (append, lastChunk) "three" is not where the chunks before it end: the stored artifact holds "two t" there"`,
    );
  });

  it('names stored content after the last chunk, and a stored artifact no event carried', () => {
    expect(chunkMismatch(three, stored('one two three', '!'))).toMatchInlineSnapshot(
      `"artifact "a-1" holds "!" after the last of its 3 streamed chunk(s)"`,
    );
    expect(chunkMismatch(streamedChunks([opening]), stored('one'))).toMatchInlineSnapshot(
      `"artifact "a-1" holds "one", which no streamed event carried"`,
    );
  });

  it('counts an artifact a subscription opened with as its first chunk', () => {
    const subscribed = streamedChunks([
      { task: { ...opening.task!, artifacts: stored('one ') } },
      chunk('two', true, true),
    ]);
    expect(chunkMismatch(subscribed, stored('one ', 'two'))).toBeUndefined();
  });
});

describe('unmarkedArtifact', () => {
  it('asks a chunked artifact for a chunk marked lastChunk, and nothing of one sent whole', () => {
    expect(unmarkedArtifact(streamedChunks([chunk('one', false), chunk('two', true)]))).toBe(
      'artifact "a-1" came in 2 chunk(s), appended, and none is marked lastChunk',
    );
    expect(
      unmarkedArtifact(streamedChunks([chunk('one', false), chunk('two', true, true)])),
    ).toBeUndefined();
    expect(unmarkedArtifact(streamedChunks([chunk('whole', false)]))).toBeUndefined();
  });
});
