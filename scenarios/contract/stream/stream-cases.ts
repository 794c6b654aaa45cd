import type { ConformanceCase } from '../../core/ConformanceCase.ts';
import { reassembleCase } from '../../core/contractCases.ts';

const ids = { taskId: 'task-1', contextId: 'ctx-1' };
const text = (t: string) => ({ text: t });
/** A2A §3.1.2: a task lifecycle stream MUST begin with the Task object. */
const opening = {
  task: { id: 'task-1', contextId: 'ctx-1', status: { state: 'TASK_STATE_WORKING' } },
};
const chunk = (artifactId: string, t: string, append: boolean, lastChunk: boolean) => ({
  artifactUpdate: { ...ids, artifact: { artifactId, parts: [text(t)] }, append, lastChunk },
});

/** XV-STR-001: streamed chunks reassemble losslessly (seed 002's second observation). */
export const streamCases: ConformanceCase[] = [
  reassembleCase({
    id: 'str-append-chunks-concatenate',
    rule: 'XV-STR-001',
    about: 'three append chunks of one artifact reassemble into all three parts, in order',
    params: {
      events: [
        opening,
        chunk('a1', 'Invoice 42: ', false, false),
        chunk('a1', 'total 120.00 EUR, ', true, false),
        chunk('a1', 'due 2026-12-31', true, true),
      ],
    },
    expect: {
      artifacts: [
        {
          artifactId: 'a1',
          parts: [text('Invoice 42: '), text('total 120.00 EUR, '), text('due 2026-12-31')],
        },
      ],
    },
  }),
  reassembleCase({
    id: 'str-interleaved-artifacts-kept-apart',
    rule: 'XV-STR-001',
    about: 'chunks of two artifacts interleaved on one stream reassemble separately',
    params: {
      events: [
        opening,
        chunk('a1', 'one-', false, false),
        chunk('a2', 'alpha-', false, false),
        chunk('a1', 'two', true, true),
        chunk('a2', 'beta', true, true),
      ],
    },
    expect: {
      artifacts: [
        { artifactId: 'a1', parts: [text('one-'), text('two')] },
        { artifactId: 'a2', parts: [text('alpha-'), text('beta')] },
      ],
    },
  }),
  reassembleCase({
    id: 'str-replace-without-append',
    rule: 'XV-STR-001',
    about: 'an update without append replaces the artifact (that is what append false means)',
    params: {
      events: [opening, chunk('a1', 'draft', false, false), chunk('a1', 'final', false, true)],
    },
    expect: { artifacts: [{ artifactId: 'a1', parts: [text('final')] }] },
  }),
];
