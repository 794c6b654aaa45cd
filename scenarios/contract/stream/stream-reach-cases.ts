import type { ConformanceCase } from '../../core/ConformanceCase.ts';
import { reassembleCase } from '../../core/contractCases.ts';

/** Targeted examples of the stream rules where a property's catch depends on how often its generator lands on a situation (see `scenarios/cases/reachFixtures.ts`). */
export const streamReachCases: ConformanceCase[] = [
  reassembleCase({
    id: 'str-chunk-after-last-chunk-kept',
    rule: 'XV-STR-001',
    about: 'a chunk appended after the one marked lastChunk is delivered data and is kept',
    params: {
      events: [
        { task: { id: 't', contextId: 'c', status: { state: 'TASK_STATE_WORKING' } } },
        {
          artifactUpdate: {
            taskId: 't',
            contextId: 'c',
            artifact: { artifactId: 'a', parts: [{ text: 'first' }] },
            lastChunk: true,
          },
        },
        {
          artifactUpdate: {
            taskId: 't',
            contextId: 'c',
            artifact: { artifactId: 'a', parts: [{ text: 'late' }] },
            append: true,
          },
        },
      ],
    },
    expect: { artifacts: [{ artifactId: 'a', parts: [{ text: 'first' }, { text: 'late' }] }] },
  }),
];
