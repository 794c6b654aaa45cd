import type { FaultDeclaration } from './FaultDeclaration.ts';

/**
 * Faults of `GetTask` and `CancelTask` (A2A §3.1.3, §3.1.5): the error for an unknown task, and
 * what a cancel does (`scenarios/agent/tasks/twins.ts`).
 */
export const TASKS_FAULTS = {
  'get-unknown-task-invalid-params': {
    summary: 'GetTask of an unknown task answers InvalidParams (-32602) instead of TaskNotFound',
    unknownTask(plan) {
      if (plan.operation === 'GetTask') plan.error = 'InvalidParamsError';
    },
  },
  'cancel-unknown-task-internal-error': {
    summary: 'CancelTask of an unknown task answers InternalError (-32603) instead of TaskNotFound',
    unknownTask(plan) {
      if (plan.operation === 'CancelTask') plan.error = 'InternalError';
    },
  },
  'cancel-terminal-task-accepted': {
    summary: 'CancelTask of a finished task answers the task instead of TaskNotCancelable',
    cancelPlan(plan) {
      plan.refuseSettled = false;
    },
  },
  'cancel-ignored': {
    summary: 'CancelTask of a running task answers the task and lets it run on to completion',
    cancelPlan(plan) {
      plan.cancel = false;
    },
  },
  'cancel-reported-not-done': {
    summary: 'CancelTask answers the task CANCELED but lets it run on to completion',
    cancelPlan(plan) {
      plan.cancel = false;
      plan.reportCanceled = true;
    },
  },
  'task-ids-prefix-matched': {
    summary:
      "an id no task has finds the first task whose id starts with it (a prefix lookup, as SQL LIKE 'id%')",
    unknownTask(plan) {
      if (plan.id !== '') plan.instead = plan.known.find((known) => known.startsWith(plan.id));
    },
  },
} as const satisfies Record<string, FaultDeclaration>;
