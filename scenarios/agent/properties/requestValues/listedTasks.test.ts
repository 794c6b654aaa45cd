import { describe, expect, it } from 'vitest';
import { listedTasks } from './listedTasks.ts';

describe('the tasks of a ListTasks answer', () => {
  it('reads an absent "tasks" as the empty listing ProtoJSON writes that way', () => {
    // The Rust SDK's agent (a2a-server-lf 0.5.3) answers a filter matching nothing without it.
    expect(listedTasks({})).toEqual([]);
  });

  it('keeps a listed array as it is', () => {
    const tasks = [{ id: 't1' }, { id: 't2' }];
    expect(listedTasks({ tasks })).toBe(tasks);
  });

  it.each([null, 'tasks', { id: 't1' }, 0])('has no tasks to read in "tasks": %j', (tasks) => {
    expect(listedTasks({ tasks })).toBeUndefined();
  });
});
