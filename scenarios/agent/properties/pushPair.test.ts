import { describe, expect, it } from 'vitest';
import { pushConfigAgent } from '../push/_fixtures/pushConfigAgent.ts';
import type { ProgramFinding, ProgramRun } from './programRun.ts';
import { pushPair } from './raceCommands.ts';
import { TaskModel } from './TaskModel.ts';

async function runPair(naming: 'task-default' | 'task-always') {
  const ctx = pushConfigAgent(naming);
  await ctx.binding.sendMessage({ message: ctx.send('x').message });
  const model = new TaskModel();
  model.observe({ id: 'task-1', contextId: 'ctx-1' }, 'TASK_STATE_WORKING');
  const findings: ProgramFinding[] = [];
  const run: ProgramRun = { findings, judged: new Set(), steps: [], unserved: false };
  const step = await pushPair(ctx, model, { op: 'push-pair', task: 0 }, run, (rule, problem) =>
    findings.push({ rule, problem }),
  );
  return { step, findings, judged: [...run.judged] };
}

describe('two push configs created at once (the task model)', () => {
  it("passes an agent that names an unnamed config after its task: the pair carries the client's ids", async () => {
    // Arrange, Act
    const { step, findings, judged } = await runPair('task-default');
    // Assert
    expect({ step, findings, judged }).toEqual({
      step: 'push pair task-1: created crosscheck-42-run-config-model-1-a, crosscheck-42-run-config-model-1-b, listed 2',
      findings: [],
      judged: ['A2A-PUSH-001', 'A2A-PUSH-003'],
    });
  });

  it("fails an agent that ignores the client's ids, under A2A-PUSH-001 and A2A-PUSH-003", async () => {
    // Arrange, Act
    const { findings } = await runPair('task-always');
    // Assert
    expect(findings.map((f) => f.rule)).toEqual(['A2A-PUSH-001', 'A2A-PUSH-003']);
    expect(findings[0]!.problem).toBe(
      'two configs created at once for task-1: crosscheck-42-run-config-model-1-a answered id "task-1", not crosscheck-42-run-config-model-1-a, the id the client gave it; crosscheck-42-run-config-model-1-b answered id "task-1", not crosscheck-42-run-config-model-1-b, the id the client gave it',
    );
  });
});
