import { describe, expect, it } from 'vitest';
import { artifactContent, artifactMismatch, TaskModel } from './TaskModel.ts';

const artifact = (...texts: string[]) => ({
  artifactId: 'a1',
  parts: texts.map((text) => ({ text })),
});

describe('artifactContent', () => {
  it('joins a text run, so chunks stored as one part read the same', () => {
    expect(artifactContent(artifact('[1/2] one ', '[2/2] two'))).toEqual([
      'text:[1/2] one [2/2] two',
    ]);
    expect(artifactContent(artifact('[1/2] one [2/2] two'))).toEqual(['text:[1/2] one [2/2] two']);
  });
});

describe('artifactMismatch', () => {
  it('finds a chunk stored out of order, which a count of parts does not', () => {
    expect(artifactMismatch([artifact('a', 'b', 'c')], [artifact('a', 'c', 'b')])).toBe(
      'artifact "a1" holds ["text:acb"], not ["text:abc"]',
    );
  });

  it('finds a missing artifact and accepts the same content', () => {
    expect(artifactMismatch([artifact('a')], [])).toBe('artifact "a1" is missing');
    expect(artifactMismatch([artifact('a', 'b')], [artifact('ab')])).toBeUndefined();
  });
});

describe('TaskModel', () => {
  it('keeps a settled report of the artifacts and forgets them while the task runs', () => {
    const model = new TaskModel();
    const t = model.observe({ id: 't1', contextId: 'c1' }, 'TASK_STATE_COMPLETED', 'a stream', [
      artifact('a'),
    ]);
    expect(t.artifacts).toEqual([artifact('a')]);
    model.observe(t, 'TASK_STATE_WORKING');
    expect(t.artifacts).toBeUndefined();
    expect(model.contexts()).toEqual(['c1']);
  });
});
