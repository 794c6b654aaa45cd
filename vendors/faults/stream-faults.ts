import type { FaultDeclaration } from './FaultDeclaration.ts';

/**
 * Faults of the streaming operations (A2A §3.1.2, §3.1.6): `SubscribeToTask`'s refusals
 * (`scenarios/agent/stream/twins.ts`).
 */
export const STREAM_FAULTS = {
  'subscribe-terminal-task-served': {
    summary: 'SubscribeToTask of a finished task opens a stream instead of UnsupportedOperation',
    subscribePlan(plan) {
      plan.refuseSettled = false;
    },
  },
  'subscribe-unknown-task-invalid-params': {
    summary: 'SubscribeToTask of an unknown task answers InvalidParams instead of TaskNotFound',
    unknownTask(plan) {
      if (plan.operation === 'SubscribeToTask') plan.error = 'InvalidParamsError';
    },
  },
} as const satisfies Record<string, FaultDeclaration>;
