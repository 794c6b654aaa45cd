import { describe, expect, it } from 'vitest';
import type { ReassembledArtifact, StreamEvent } from '../contract/types.ts';
import { createModel } from './createModel.ts';

const text = (t: string) => ({ text: t });

function chunk(
  artifactId: string,
  parts: Record<string, unknown>[],
  flags: { append?: boolean; lastChunk?: boolean } = {},
): StreamEvent {
  return {
    artifactUpdate: { taskId: 't-1', contextId: 'c-1', artifact: { artifactId, parts }, ...flags },
  };
}

const taskEvent = (artifacts?: unknown[]): StreamEvent => ({
  task: {
    id: 't-1',
    contextId: 'c-1',
    status: { state: 'TASK_STATE_WORKING' },
    ...(artifacts === undefined ? {} : { artifacts }),
  },
});

const status = (state: string): StreamEvent => ({
  statusUpdate: { taskId: 't-1', contextId: 'c-1', status: { state } },
});

const cases: { name: string; events: StreamEvent[]; expected: ReassembledArtifact[] }[] = [
  {
    name: 'three chunks with append ⇒ one artifact holding every part, in order',
    events: [
      taskEvent(),
      chunk('a', [text('Invoice ')]),
      chunk('a', [text('no. 42, ')], { append: true }),
      chunk('a', [text('total 10 EUR')], { append: true, lastChunk: true }),
      status('TASK_STATE_COMPLETED'),
    ],
    expected: [
      { artifactId: 'a', parts: [text('Invoice '), text('no. 42, '), text('total 10 EUR')] },
    ],
  },
  {
    name: 'append false in the middle replaces what came before (proto meaning of append)',
    events: [
      chunk('a', [text('draft')]),
      chunk('a', [text('final')], { append: false }),
      chunk('a', [text('!')], { append: true }),
    ],
    expected: [{ artifactId: 'a', parts: [text('final'), text('!')] }],
  },
  {
    name: 'interleaved artifacts stay apart, ordered by first appearance',
    events: [
      chunk('summary', [text('S1')]),
      chunk('fields', [{ data: { total: 10 } }]),
      chunk('summary', [text('S2')], { append: true }),
      chunk('fields', [{ data: { currency: 'EUR' } }], { append: true, lastChunk: true }),
      chunk('summary', [text('S3')], { append: true, lastChunk: true }),
    ],
    expected: [
      { artifactId: 'summary', parts: [text('S1'), text('S2'), text('S3')] },
      { artifactId: 'fields', parts: [{ data: { total: 10 } }, { data: { currency: 'EUR' } }] },
    ],
  },
  {
    name: 'a2a-python #1038: append for an unknown artifactId is kept, not dropped',
    events: [chunk('orphan', [text('late part')], { append: true })],
    expected: [{ artifactId: 'orphan', parts: [text('late part')] }],
  },
  {
    name: 'artifacts of a task snapshot seed the state; appends continue them',
    events: [
      taskEvent([{ artifactId: 'a', parts: [text('from snapshot')] }]),
      chunk('a', [text(' + streamed')], { append: true }),
    ],
    expected: [{ artifactId: 'a', parts: [text('from snapshot'), text(' + streamed')] }],
  },
  {
    name: 'seed 002 vendor B: a final snapshot holding only the last chunk does not truncate the stream',
    events: [
      taskEvent(),
      chunk('a', [text('p1')]),
      chunk('a', [text('p2')], { append: true }),
      chunk('a', [text('p3')], { append: true, lastChunk: true }),
      taskEvent([{ artifactId: 'a', parts: [text('p3')] }]),
    ],
    expected: [{ artifactId: 'a', parts: [text('p1'), text('p2'), text('p3')] }],
  },
  {
    name: 'a final snapshot adds an artifact the stream never carried',
    events: [
      chunk('a', [text('p1')]),
      taskEvent([{ artifactId: 'b', parts: [text('only in snapshot')] }]),
    ],
    expected: [
      { artifactId: 'a', parts: [text('p1')] },
      { artifactId: 'b', parts: [text('only in snapshot')] },
    ],
  },
  {
    name: 'a chunk after lastChunk is still applied (nothing delivered is discarded)',
    events: [
      chunk('a', [text('p1')], { lastChunk: true }),
      chunk('a', [text('p2')], { append: true }),
    ],
    expected: [{ artifactId: 'a', parts: [text('p1'), text('p2')] }],
  },
  {
    name: 'status updates and messages carry no artifacts',
    events: [
      { message: { messageId: 'm-1', role: 'ROLE_AGENT', parts: [text('hello')] } },
      status('TASK_STATE_WORKING'),
    ],
    expected: [],
  },
  {
    name: 'malformed artifact updates (no artifactId, parts not an array) are skipped',
    events: [
      { artifactUpdate: { taskId: 't-1', contextId: 'c-1', artifact: { parts: [text('x')] } } },
      {
        artifactUpdate: {
          taskId: 't-1',
          contextId: 'c-1',
          artifact: { artifactId: 'a', parts: 'x' },
        },
      },
      chunk('b', [text('ok')]),
    ],
    expected: [{ artifactId: 'b', parts: [text('ok')] }],
  },
  {
    name: 'no events ⇒ no artifacts',
    events: [],
    expected: [],
  },
];

describe('reference model: reassemble (XV-STR-001)', () => {
  it.each(cases)('$name', ({ events, expected }) => {
    // Arrange
    const model = createModel();
    // Act
    const result = model.reassemble({ events });
    // Assert
    expect(result).toEqual({ artifacts: expected });
  });

  it('does not alter the events it reads', () => {
    const events = [chunk('a', [text('p1')]), chunk('a', [text('p2')], { append: true })];
    const before = structuredClone(events);
    createModel().reassemble({ events });
    expect(events).toEqual(before);
  });
});
