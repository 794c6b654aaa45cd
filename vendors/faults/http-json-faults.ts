import { isJsonObject } from '../../harness/json/JsonValue.ts';
import type { FaultDeclaration } from './FaultDeclaration.ts';

/** A SendMessage result as a direct message: the agent's words instead of the task. */
function asMessage(result: unknown): unknown {
  const task = isJsonObject(result) && isJsonObject(result['task']) ? result['task'] : {};
  return {
    message: {
      messageId: `${typeof task['id'] === 'string' ? task['id'] : 'task'}-reply`,
      role: 'ROLE_AGENT',
      parts: [{ text: 'done' }],
      ...(typeof task['contextId'] === 'string' && { contextId: task['contextId'] }),
    },
  };
}

/**
 * Faults of the HTTP+JSON binding (A2A §11): routes, query parameters, media type and the
 * `google.rpc.Status` errors (`scenarios/agent/http-json/twins.ts`), and where it disagrees with
 * the JSON-RPC binding of the same vendor (`scenarios/agent/binding/twins.ts`).
 */
export const HTTP_JSON_FAULTS = {
  'rest-list-tasks-unrouted': {
    summary: 'HTTP+JSON serves no GET /tasks route (plain 404)',
    restRules(rules) {
      rules.unrouted.push('ListTasks');
    },
  },
  'rest-cancel-unrouted': {
    summary: 'HTTP+JSON serves no cancel route (plain 404) while JSON-RPC serves CancelTask',
    restRules(rules) {
      rules.unrouted.push('CancelTask');
    },
  },
  'rest-query-parameters-ignored': {
    summary: 'HTTP+JSON ignores query parameters (contextId, pageSize, historyLength)',
    restRules(rules) {
      rules.readQuery = false;
    },
  },
  'rest-task-not-found-as-unsupported': {
    summary:
      'HTTP+JSON answers an unknown task with UnsupportedOperation where JSON-RPC says TaskNotFound',
    restRules(rules) {
      rules.taskNotFoundAsUnsupported = true;
    },
  },
  'rest-answers-text-plain': {
    summary: 'HTTP+JSON answers its JSON results as text/plain',
    restAnswer(answer) {
      answer.contentType = 'text/plain';
    },
  },
  'rest-answers-message': {
    summary:
      'HTTP+JSON answers a blocking SendMessage with a message where JSON-RPC answers a task',
    restAnswer(answer) {
      if (answer.operation === 'SendMessage') answer.body = asMessage(answer.body);
    },
  },
  'rest-error-code-not-status': {
    summary: "an HTTP+JSON error's error.code is the JSON-RPC code, not the HTTP status",
    restError(plan) {
      plan.codeIsStatus = false;
    },
  },
  'rest-errors-without-error-info': {
    summary: 'HTTP+JSON errors come without ErrorInfo in details',
    restError(plan) {
      plan.keepDetails = false;
    },
  },
  'rest-task-not-found-as-400': {
    summary: 'HTTP+JSON answers TaskNotFound with HTTP 400 (ErrorInfo still names it)',
    restError(plan) {
      if (plan.name === 'TaskNotFound') plan.status = 400;
    },
  },
} as const satisfies Record<string, FaultDeclaration>;
