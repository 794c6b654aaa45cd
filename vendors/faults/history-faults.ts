import type { A2AMessage } from '../../harness/wire/index.ts';
import type { FaultDeclaration } from './FaultDeclaration.ts';

/** The agent's reply the history faults add to a task's history, after the client's messages. */
const reply = (taskId: string): A2AMessage => ({
  role: 'ROLE_AGENT',
  messageId: `${taskId}-reply`,
  parts: [{ text: 'working on it' }],
});

/**
 * Faults of a task's history as an answer carries it (A2A §3.2.4 `historyLength`), in GetTask
 * and SendMessage (`scenarios/agent/tasks/twins.ts`).
 */
export const HISTORY_FAULTS = {
  'history-parts-altered': {
    summary: "the history keeps the client's message with its text upper-cased",
    historyView(view) {
      view.task.history = view.task.history?.map((m) => ({
        ...m,
        parts: m.parts.map((p) =>
          typeof p.text === 'string' ? { ...p, text: p.text.toUpperCase() } : p,
        ),
      }));
    },
  },
  'history-limit-ignored': {
    summary:
      'the history holds the agent reply too, and historyLength n > 0 returns it whole (GetTask and SendMessage)',
    historyView(view) {
      view.task.history = [...(view.task.history ?? []), reply(view.task.id)];
      if (view.historyLength !== undefined && view.historyLength > 0)
        view.historyLength = undefined;
    },
  },
  'history-limit-keeps-oldest': {
    summary:
      'the history holds the agent reply too, and historyLength n keeps the oldest n messages, not the most recent',
    historyView(view) {
      view.task.history = [...(view.task.history ?? []), reply(view.task.id)];
      if (view.historyLength !== undefined && view.historyLength > 0) {
        view.task.history = view.task.history.slice(0, view.historyLength);
        view.historyLength = undefined;
      }
    },
  },
  'history-zero-ignored': {
    summary: 'GetTask with historyLength 0 still returns the whole history',
    historyView(view) {
      if (view.historyLength === 0 && view.operation === 'get') view.historyLength = undefined;
    },
  },
  'send-history-zero-ignored': {
    summary: 'SendMessage with historyLength 0 still returns the history',
    historyView(view) {
      if (view.historyLength === 0 && view.operation === 'send') view.historyLength = undefined;
    },
  },
} as const satisfies Record<string, FaultDeclaration>;
