import { describe, expect, it } from 'vitest';
import { PUSH_CHECKS } from './push-checks.ts';
import { pushConfigAgent, type Naming } from './_fixtures/pushConfigAgent.ts';

const lifecycle = PUSH_CHECKS.find((c) => c.id === 'push-config-lifecycle')!;

async function verdicts(naming: Naming): Promise<Record<string, string>> {
  const outcomes = await lifecycle.run(pushConfigAgent(naming));
  return Object.fromEntries(outcomes.map((o) => [o.head.rule, o.verdict]));
}

describe('the push config lifecycle check', () => {
  it.each<Naming>(['task-default', 'fresh'])(
    'passes an agent that names a config the client did not name %s (both readings A2A v1.0 leaves open)',
    async (naming) => {
      // Arrange, Act
      const got = await verdicts(naming);
      // Assert
      expect(got).toEqual({
        'A2A-PUSH-001': 'pass',
        'A2A-PUSH-002': 'pass',
        'A2A-PUSH-003': 'pass',
        'A2A-PUSH-004': 'pass',
      });
    },
  );

  it("fails an agent that stores every config under its task id, the client's id ignored", async () => {
    // Arrange
    const ctx = pushConfigAgent('task-always');
    // Act
    const outcomes = await lifecycle.run(ctx);
    // Assert
    expect(outcomes.map((o) => [o.head.rule, o.verdict, o.evidence.summary])).toEqual([
      [
        'A2A-PUSH-001',
        'fail',
        'create 1 (crosscheck-42-run-config-1): id "task-1", not crosscheck-42-run-config-1, the id the client gave it; create 2 (crosscheck-42-run-config-2): id "task-1", not crosscheck-42-run-config-2, the id the client gave it',
      ],
      [
        'A2A-PUSH-002',
        'fail',
        'Get of config task-1, created for http://127.0.0.1:9/a2a-crosscheck/crosscheck-42-run/1, answered URL http://127.0.0.1:9/a2a-crosscheck/crosscheck-42-run/3; Get of config task-1, created for http://127.0.0.1:9/a2a-crosscheck/crosscheck-42-run/2, answered URL http://127.0.0.1:9/a2a-crosscheck/crosscheck-42-run/3',
      ],
      [
        'A2A-PUSH-003',
        'fail',
        'List returned 1 config(s) (task-1); none has the URL http://127.0.0.1:9/a2a-crosscheck/crosscheck-42-run/1 or http://127.0.0.1:9/a2a-crosscheck/crosscheck-42-run/2 (creates were answered under one id: task-1, task-1)',
      ],
      ['A2A-PUSH-004', 'pass', 'config task-1 was removed, and deleting it again changed nothing'],
    ]);
  });
});
