import { describe, expect, it } from 'vitest';
import type { A2ATask } from '../../harness/wire/index.ts';
import { twinPersona } from '../twinPersona.ts';
import { faultHooks } from './faultHooks.ts';

const task = (): A2ATask & Record<string, unknown> => ({
  id: 't-1',
  contextId: 'c-1',
  status: { state: 'TASK_STATE_COMPLETED', timestamp: '2026-01-01T00:00:00Z' },
});

describe('faultHooks', () => {
  it('gives a well-behaved vendor no hook, and a flag-only fault none either', () => {
    expect(faultHooks({ persona: twinPersona('ok', 'full-surface') }, 'servedTask')).toEqual([]);
    const flagged = twinPersona('flag', 'full-surface', ['cancel-ignored']);
    expect(faultHooks({ persona: flagged }, 'servedTask')).toEqual([]);
  });

  it('applies every fault a twin lists at the point its hook names', () => {
    // Arrange
    const persona = twinPersona('two', 'full-surface', [
      'task-states-lower-case',
      'v03-kind-members',
      'task-status-without-state',
    ]);
    const out = task();
    // Act
    for (const edit of faultHooks({ persona }, 'servedTask')) edit(out);
    // Assert
    expect(out).toEqual({
      id: 't-1',
      contextId: 'c-1',
      kind: 'task',
      status: { timestamp: '2026-01-01T00:00:00Z' },
    });
  });

  it('consults only the hooks of the point asked for', () => {
    const persona = twinPersona('list', 'full-surface', ['list-oldest-first', 'v03-kind-members']);
    const plan = {
      pageSize: 50,
      includeArtifacts: false,
      newestFirst: true,
      contextMatchLastOnly: false,
      totalSize: true,
    };
    for (const edit of faultHooks({ persona }, 'listPlan')) edit(plan);
    expect(plan).toEqual({
      pageSize: 50,
      includeArtifacts: false,
      newestFirst: false,
      contextMatchLastOnly: false,
      totalSize: true,
    });
    expect(faultHooks({ persona }, 'servedTask')).toHaveLength(1);
  });
});
