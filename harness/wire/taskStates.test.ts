import { describe, expect, it } from 'vitest';
import { reachesGoal } from './taskStates.ts';

describe('reachesGoal', () => {
  it('counts an interrupted state as progress and as settled', () => {
    expect(reachesGoal('TASK_STATE_INPUT_REQUIRED', 'progress')).toBe(true);
    expect(reachesGoal('TASK_STATE_INPUT_REQUIRED', 'settled')).toBe(true);
    expect(reachesGoal('TASK_STATE_WORKING', 'settled')).toBe(false);
  });

  it('counts only working or terminal as resumed: a dropped follow-up leaves the task waiting', () => {
    expect(reachesGoal('TASK_STATE_INPUT_REQUIRED', 'resumed')).toBe(false);
    expect(reachesGoal('TASK_STATE_AUTH_REQUIRED', 'resumed')).toBe(false);
    expect(reachesGoal('TASK_STATE_SUBMITTED', 'resumed')).toBe(false);
    expect(reachesGoal('TASK_STATE_WORKING', 'resumed')).toBe(true);
    expect(reachesGoal('TASK_STATE_COMPLETED', 'resumed')).toBe(true);
  });
});
