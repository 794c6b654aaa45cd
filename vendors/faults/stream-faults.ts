import { isSettled } from '../_internals/SimTask.ts';
import type { FaultDeclaration } from './FaultDeclaration.ts';

/**
 * Faults of the streaming operations (A2A §3.1.2, §3.1.6): how a stream opens, what its events
 * carry, and `SubscribeToTask`'s refusals (`scenarios/agent/stream/twins.ts`).
 */
export const STREAM_FAULTS = {
  'stream-opens-without-task': {
    summary: 'SendStreamingMessage opens with the first status update, not the Task',
    streamPlan(plan) {
      if (!plan.subscription) plan.openWithTask = false;
    },
  },
  'subscribe-opens-without-task': {
    summary: 'SubscribeToTask opens with the next update, not the Task',
    streamPlan(plan) {
      if (plan.subscription) plan.openWithTask = false;
    },
  },
  'stream-misses-cancel': {
    summary:
      'a stream plays its task as it stood when the stream opened: a task canceled meanwhile is canceled in the store, while its open stream runs on to COMPLETED',
    streamPlan(plan) {
      plan.followsChanges = false;
    },
  },
  'stream-payload-prefixed': {
    summary: 'every SSE payload starts with one byte (U+0001) before its JSON',
    streamPlan(plan) {
      // One byte before each payload, which no JSON reader takes.
      plan.payloadPrefix = '\u0001';
    },
  },
  'subscriptions-diverge': {
    summary:
      'the second and later subscriptions to one task see it end FAILED, the first COMPLETED',
    streamEvent(edit) {
      const update = edit.event.statusUpdate;
      if (edit.laterSubscription && update !== undefined && isSettled(update.status.state))
        edit.event = {
          statusUpdate: { ...update, status: { ...update.status, state: 'TASK_STATE_FAILED' } },
        };
    },
  },
  'stream-updates-wrong-context-id': {
    summary: "status update events of a stream name another contextId than their task's",
    streamEvent(edit) {
      const update = edit.event.statusUpdate;
      if (update !== undefined)
        edit.event = { statusUpdate: { ...update, contextId: `${update.contextId}-other` } };
    },
  },
  'stream-updates-without-context-id': {
    summary: 'status update events of a stream carry no contextId',
    streamEvent(edit) {
      const update = edit.event.statusUpdate;
      if (update === undefined) return;
      const bare: Partial<typeof update> = { ...update };
      delete bare.contextId;
      edit.event = { statusUpdate: bare as typeof update };
    },
  },
  'stream-event-sets-two-members': {
    summary: 'the WORKING status update of a stream also carries a message in the same event',
    streamEvent(edit) {
      const update = edit.event.statusUpdate;
      if (update?.status.state === 'TASK_STATE_WORKING')
        edit.event = {
          ...edit.event,
          message: {
            role: 'ROLE_AGENT',
            messageId: `${update.taskId}-note`,
            parts: [{ text: 'working' }],
          },
        };
    },
  },
  'stream-first-chunk-appends': {
    summary: 'every artifact chunk of a stream is marked append, the first one too',
    streamEvent(edit) {
      const chunk = edit.event.artifactUpdate;
      if (chunk !== undefined) edit.event = { artifactUpdate: { ...chunk, append: true } };
    },
  },
  'stream-append-chunks-swapped': {
    summary:
      "a stream sends each artifact's first append chunk after the next one (the store keeps them in order)",
    persona(draft) {
      // Three chunks, so that two append chunks can change places.
      draft.behaviour.artifactChunks = 3;
    },
    streamPlan(plan) {
      if (!plan.subscription) plan.firstAppend = 'after-next';
    },
  },
  'stream-append-chunk-dropped': {
    summary:
      "a stream never sends each artifact's first append chunk (the store keeps it), and marks the rest as usual",
    persona(draft) {
      // Three chunks, so that the dropped one is not the one marked lastChunk.
      draft.behaviour.artifactChunks = 3;
    },
    streamPlan(plan) {
      if (!plan.subscription) plan.firstAppend = 'dropped';
    },
  },
  'stream-last-chunk-never-set': {
    summary: 'no artifact chunk of a stream is marked lastChunk, the final one neither',
    streamEvent(edit) {
      const chunk = edit.event.artifactUpdate;
      if (chunk?.lastChunk !== true) return;
      const unmarked: Partial<typeof chunk> = { ...chunk };
      delete unmarked.lastChunk;
      edit.event = { artifactUpdate: unmarked as typeof chunk };
    },
  },
  'stream-closes-without-input-required': {
    summary:
      'a stream whose task stops in INPUT_REQUIRED closes without sending that status update (the store holds it)',
    streamPlan(plan) {
      plan.interruptedUpdates = false;
    },
  },
  'subscribe-without-artifact-updates': {
    summary:
      'SubscribeToTask sends the Task and its status updates but none of the artifact chunks made after it',
    streamPlan(plan) {
      if (plan.subscription) plan.artifactUpdates = false;
    },
  },
  'subscribe-opens-with-other-context': {
    summary: "SubscribeToTask opens with the Task under another contextId than the task's",
    streamEvent(edit) {
      const task = edit.event.task;
      if (edit.subscription && task !== undefined)
        edit.event = { task: { ...task, contextId: `${task.contextId}-subscribed` } };
    },
  },
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
