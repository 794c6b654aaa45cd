import type { FaultDeclaration } from './FaultDeclaration.ts';

/**
 * Faults of the task as an answer carries it (A2A §4, §5.6, §5.7): the broken twins of the
 * data-model rules (`scenarios/agent/datamodel/twins.ts`), each one edit of the served copy.
 */
export const DATA_MODEL_FAULTS = {
  'task-status-without-state': {
    summary: "a task's status carries no state",
    servedTask(task) {
      delete (task.status as { state?: unknown }).state;
    },
  },
  'task-states-lower-case': {
    summary: 'task states are written "completed", not TASK_STATE_COMPLETED (A2A §5.7)',
    servedTask(task) {
      if (typeof task.status.state === 'string')
        (task.status as { state: string }).state = task.status.state
          .replace(/^TASK_STATE_/, '')
          .toLowerCase();
    },
  },
  'history-without-message-ids': {
    summary: 'the messages of a task history carry no messageId',
    servedTask(task) {
      task.history = task.history?.map((m) => {
        const bare: Partial<typeof m> = { ...m };
        delete bare.messageId;
        return bare as typeof m;
      });
    },
  },
  'artifact-parts-two-contents': {
    summary: 'every artifact part sets data besides its text',
    servedTask(task) {
      task.artifacts = task.artifacts?.map((a) => ({
        ...a,
        parts: a.parts.map((p) => ({ ...p, data: { echo: true } })),
      }));
    },
  },
  'artifacts-without-id': {
    summary: 'artifacts carry no artifactId',
    servedTask(task) {
      task.artifacts = task.artifacts?.map((a) => {
        const bare: Partial<typeof a> = { ...a };
        delete bare.artifactId;
        return bare as typeof a;
      });
    },
  },
  'v03-kind-members': {
    summary: 'tasks carry the v0.3 "kind" discriminator',
    servedTask(task) {
      task['kind'] = 'task';
    },
  },
  'timestamps-with-offset': {
    summary: 'status timestamps end in +00:00, not Z (A2A §5.6.1)',
    servedTask(task) {
      if (typeof task.status.timestamp === 'string')
        task.status.timestamp = task.status.timestamp.replace(/Z$/, '+00:00');
    },
  },
} as const satisfies Record<string, FaultDeclaration>;
