import { describe, expect, it } from 'vitest';
import { CrosscheckError } from '../../../harness/errors/index.ts';
import {
  INPUT_REQUIRED_METADATA_KEY,
  readInputRequired,
  type AgentBinding,
  type SendMessageParams,
} from '../../../harness/wire/index.ts';
import type { CheckContext } from '../CheckContext.ts';
import { stubCheckContext } from '../_fixtures/stubCheckContext.ts';
import { runTaskProgram } from './runTaskProgram.ts';
import { inputRequiredSteps, type InputRequiredThen, type SendMode } from './TaskProgram.ts';

const ok = <T>(result: T) => ({ result, raw: result, http: { status: 200 } });
const refused = (type: string, code: number) => ({
  error: { code, type, message: 'Task is in a terminal state' },
  raw: {},
  http: { status: 200 },
});

/** How the fake agent departs from one that honours the input-required convention. */
type Fault =
  | 'none'
  | 'ignores-key'
  | 'taken-as-terminal'
  | 'stored-as-working'
  | 'blocking-waits'
  | 'new-task-on-follow-up'
  | 'stream-withholds-stop';

/**
 * A fake agent with one task store: a message asking to stop for input stops its task in
 * INPUT_REQUIRED (a blocking answer there); a message naming that task resumes it, to
 * COMPLETED or, asked again, to INPUT_REQUIRED once more; CancelTask cancels a task that has
 * not ended.
 */
function interruptingAgent(fault: Fault): CheckContext {
  const states = new Map<string, string>();
  const task = (id: string) => ({ id, contextId: 'ctx-1', status: { state: states.get(id)! } });
  const binding = {
    generation: '1.0',
    sendMessage: (params: SendMessageParams) => {
      const asked = readInputRequired(params.metadata) && fault !== 'ignores-key';
      const stop = asked ? 'TASK_STATE_INPUT_REQUIRED' : 'TASK_STATE_COMPLETED';
      const named = params.message.taskId;
      const blocking = params.configuration?.returnImmediately !== true;
      if (named === undefined) {
        const id = `task-${states.size + 1}`;
        states.set(id, stop);
        if (fault === 'blocking-waits' && asked && blocking)
          return Promise.reject(new CrosscheckError('NET_TIMEOUT', 'no answer by the deadline'));
        return Promise.resolve(ok({ task: task(id) }));
      }
      if (fault === 'taken-as-terminal')
        return Promise.resolve(refused('UnsupportedOperationError', -32004));
      states.set(named, stop);
      if (fault === 'blocking-waits' && asked)
        return Promise.reject(new CrosscheckError('NET_TIMEOUT', 'no answer by the deadline'));
      if (fault === 'new-task-on-follow-up') {
        states.set('task-9', stop);
        return Promise.resolve(ok({ task: task('task-9') }));
      }
      return Promise.resolve(ok({ task: task(named) }));
    },
    // A stream of a new task: the task WORKING, then its stop, unless the fault withholds it.
    sendStreamingMessage: (params: SendMessageParams) => {
      const asked = readInputRequired(params.metadata) && fault !== 'ignores-key';
      const id = `task-${states.size + 1}`;
      states.set(id, asked ? 'TASK_STATE_INPUT_REQUIRED' : 'TASK_STATE_COMPLETED');
      const update = (state: string) => ({
        statusUpdate: { taskId: id, contextId: 'ctx-1', status: { state } },
      });
      const events = [{ task: { ...task(id), status: { state: 'TASK_STATE_WORKING' } } }];
      if (fault !== 'stream-withholds-stop') events.push(update(states.get(id)!) as never);
      return Promise.resolve({ events, rawEvents: events, eventProblems: [], end: 'closed' });
    },
    listTasks: ({ contextId }: { contextId?: string }) =>
      Promise.resolve(
        ok({ tasks: contextId === 'ctx-1' ? [...states.keys()].map(task) : [], nextPageToken: '' }),
      ),
    getTask: ({ id }: { id: string }) => {
      const got = task(id);
      if (fault === 'stored-as-working' && got.status.state === 'TASK_STATE_INPUT_REQUIRED')
        got.status.state = 'TASK_STATE_WORKING';
      return Promise.resolve(ok(got));
    },
    cancelTask: ({ id }: { id: string }) => {
      states.set(id, 'TASK_STATE_CANCELED');
      return Promise.resolve(ok(task(id)));
    },
  } as unknown as AgentBinding;
  return stubCheckContext(binding, {
    card: { typed: { defaultInputModes: ['text/plain'], skills: [] } },
  });
}

/** A first task in the first context, then the drawn input-required steps. */
const program = (
  then: InputRequiredThen,
  resume: SendMode = 'blocking',
  first: SendMode = 'blocking',
) => ({
  commands: [
    { op: 'send' as const, mode: 'blocking' as const, part: 'text' as const, to: 'new' as const },
    ...inputRequiredSteps({ first, then, resume }),
  ],
});

describe('inputRequiredSteps', () => {
  it('asks for a stop, reads it back, stops it again blocking, then resumes or cancels it', () => {
    const stop = { op: 'send', mode: 'blocking', part: 'text', to: { interrupted: 0 } };
    expect(
      inputRequiredSteps({ first: 'streaming', then: 'resume', resume: 'non-blocking' }),
    ).toEqual([
      { op: 'send', mode: 'streaming', part: 'text', to: { context: 0 }, inputRequired: true },
      { op: 'get', task: 0, asked: true },
      { ...stop, inputRequired: true },
      { ...stop, mode: 'non-blocking' },
    ]);
    expect(
      inputRequiredSteps({ first: 'blocking', then: 'cancel', resume: 'blocking' })[3],
    ).toEqual({ op: 'cancel', task: 0, settled: false, interrupted: true });
  });
});

describe('runTaskProgram: a task stopped for input', () => {
  it('sends the convention key and judges the stop, the read-back and the resume', async () => {
    const run = await runTaskProgram(interruptingAgent('none'), program('resume'));

    expect(run.steps).toEqual([
      'send blocking text: task-1 TASK_STATE_COMPLETED',
      'send blocking text in context asking to stop for input: task-2 TASK_STATE_INPUT_REQUIRED',
      'get task-2: TASK_STATE_INPUT_REQUIRED',
      'send blocking text to task-2 asking to stop for input: task-2 TASK_STATE_INPUT_REQUIRED',
      'send blocking text to task-2: task-2 TASK_STATE_COMPLETED',
    ]);
    expect(run.findings).toEqual([]);
    expect([...run.judged].sort()).toEqual(['A2A-CTX-006', 'A2A-EXEC-001', 'A2A-GET-001']);
  });

  it('judges nothing of interrupted tasks on an agent that ignores the key', async () => {
    const run = await runTaskProgram(interruptingAgent('ignores-key'), program('resume'));

    expect(run.findings).toEqual([]);
    expect(run.judged.has('A2A-CTX-006')).toBe(false);
    expect(run.judged.has('A2A-EXEC-001')).toBe(false);
    expect(run.steps.at(-1)).toBe('send: skipped (no task awaiting input)');
  });

  it('charges a follow-up refused as if the task had finished to A2A-CTX-006', async () => {
    const run = await runTaskProgram(interruptingAgent('taken-as-terminal'), program('resume'));

    expect(run.steps.at(-1)).toBe('send: skipped (no task awaiting input)');
    expect(run.findings).toEqual([
      {
        rule: 'A2A-CTX-006',
        problem:
          'a message naming task-2, which the agent had reported TASK_STATE_INPUT_REQUIRED, was refused with -32004 (UnsupportedOperationError) "Task is in a terminal state" (GetTask reads it TASK_STATE_INPUT_REQUIRED): the message that brings an input-required task its input continues it',
      },
    ]);
  });

  it('charges a follow-up answered with another task to A2A-CTX-006', async () => {
    const run = await runTaskProgram(interruptingAgent('new-task-on-follow-up'), program('resume'));

    expect(run.findings.map((f) => f.rule)).toEqual(['A2A-CTX-006']);
    expect(run.findings[0]!.problem).toBe(
      'a message naming task-2 (context ctx-1), which the agent had reported TASK_STATE_INPUT_REQUIRED, was answered with task task-9 in context ctx-1, not the task it continues',
    );
  });

  it('charges GetTask reading a waiting task WORKING to A2A-GET-001', async () => {
    const run = await runTaskProgram(interruptingAgent('stored-as-working'), program('cancel'));

    expect(run.findings).toEqual([
      {
        rule: 'A2A-GET-001',
        problem:
          'GetTask says task-2 is TASK_STATE_WORKING; the agent had reported it TASK_STATE_INPUT_REQUIRED, and no message has reached it since',
      },
    ]);
  });

  it('reads a stop from the stream that delivered it, and judges nothing of its closing', async () => {
    const run = await runTaskProgram(
      interruptingAgent('none'),
      program('cancel', 'blocking', 'streaming'),
    );

    expect(run.steps[1]).toBe(
      'send streaming text in context asking to stop for input: 2 event(s), TASK_STATE_WORKING → TASK_STATE_INPUT_REQUIRED',
    );
    expect(run.findings).toEqual([]);
  });

  it('charges a stream that closed without the stop GetTask reads to A2A-GET-001', async () => {
    const run = await runTaskProgram(
      interruptingAgent('stream-withholds-stop'),
      program('cancel', 'blocking', 'streaming'),
    );

    expect(run.findings).toEqual([
      {
        rule: 'A2A-GET-001',
        problem:
          'the stream of task-2 ended (closed) at TASK_STATE_WORKING, never TASK_STATE_INPUT_REQUIRED; GetTask reads it TASK_STATE_INPUT_REQUIRED',
      },
    ]);
  });

  it('cancels a task waiting for input as an open task: CANCELED is the answer owed', async () => {
    const run = await runTaskProgram(interruptingAgent('none'), program('cancel'));

    expect(run.steps.at(-1)).toBe('cancel task-2 (TASK_STATE_INPUT_REQUIRED): TASK_STATE_CANCELED');
    expect(run.judged.has('A2A-CANCEL-001')).toBe(true);
    expect(run.findings).toEqual([]);
  });

  it('finds the new task of a blocking call asked to stop that never returns in its context', async () => {
    const run = await runTaskProgram(interruptingAgent('blocking-waits'), {
      commands: [
        { op: 'send', mode: 'blocking', part: 'text', to: 'new' },
        ...inputRequiredSteps({ first: 'blocking', then: 'cancel', resume: 'blocking' }).slice(
          0,
          1,
        ),
      ],
    });

    expect(run.steps.at(-1)).toBe(
      'send blocking text in context asking to stop for input: no answer within 4300 ms; task task-2 reads TASK_STATE_INPUT_REQUIRED',
    );
    expect(run.findings).toEqual([
      {
        rule: 'A2A-EXEC-001',
        problem:
          'a blocking SendMessage asking the agent to stop task task-2 for input got no answer within 4300 ms, while the task reads TASK_STATE_INPUT_REQUIRED: a blocking call returns at an interrupted state',
      },
    ]);
  });

  it('charges a blocking call asked to stop again that never returns to A2A-EXEC-001', async () => {
    const run = await runTaskProgram(
      interruptingAgent('blocking-waits'),
      program('resume', 'blocking', 'non-blocking'),
    );

    expect(run.findings).toEqual([
      {
        rule: 'A2A-EXEC-001',
        problem:
          'a blocking SendMessage asking the agent to stop task task-2 for input got no answer within 4300 ms, while the task reads TASK_STATE_INPUT_REQUIRED: a blocking call returns at an interrupted state',
      },
    ]);
  });
});

describe('readInputRequired', () => {
  it('reads only the convention key set to true', () => {
    expect(
      [
        { [INPUT_REQUIRED_METADATA_KEY]: true },
        { [INPUT_REQUIRED_METADATA_KEY]: 'true' },
        null,
      ].map(readInputRequired),
    ).toEqual([true, false, false]);
  });
});
