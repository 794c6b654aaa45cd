import type { A2ATask } from '../../harness/wire/index.ts';
import type { FaultDeclaration } from './FaultDeclaration.ts';

/**
 * Faults of task and context ids (A2A §3.4): the ids a new task or a follow-up gets, and the
 * `contextId` an answer carries (`scenarios/agent/tasks/twins.ts`).
 */
export const CONTEXT_FAULTS = {
  'client-context-replaced': {
    summary: 'a message naming a contextId of its own starts a task in a new context',
    admission(rules) {
      rules.keepClientContext = false;
    },
  },
  'context-running-task-joined': {
    summary:
      'a message naming a context while a task of that context still runs joins that task instead of starting one (one running task per context)',
    admission(rules) {
      rules.joinRunningTask = true;
    },
  },
  'task-ids-repeat': {
    summary: 'every new task gets the same id',
    admission(rules) {
      rules.repeatTaskIds = true;
    },
  },
  'follow-up-context-mismatch-accepted': {
    summary: "a follow-up whose contextId contradicts its task's is accepted",
    admission(rules) {
      rules.refuseContextMismatch = false;
    },
  },
  'follow-up-new-context': {
    summary: 'a follow-up naming only taskId is answered under a new contextId',
    sendAnswer(answer) {
      if (answer.followUp) answer.result.task.contextId = answer.nextId();
    },
  },
  'answer-without-context-id': {
    summary: 'SendMessage answers the task without its contextId',
    sendAnswer(answer) {
      delete (answer.result.task as Partial<A2ATask>).contextId;
    },
  },
  'get-task-wrong-context': {
    summary: 'GetTask answers the task under another contextId than the one it was created in',
    gotTask(task) {
      task.contextId = `${task.contextId}-elsewhere`;
    },
  },
  'input-required-taken-as-terminal': {
    summary:
      'a message naming a task in INPUT_REQUIRED is refused with UnsupportedOperationError, as if the task had finished',
    admission(rules) {
      rules.refuseInterruptedTask = true;
    },
  },
} as const satisfies Record<string, FaultDeclaration>;
