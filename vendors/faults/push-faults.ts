import type { FaultDeclaration } from './FaultDeclaration.ts';

/**
 * Faults of push notifications (A2A §3.1.7–3.1.10, §4.3.3): the config operations' answers and
 * the webhook deliveries (`scenarios/agent/push/twins.ts`).
 */
export const PUSH_FAULTS = {
  'push-create-without-id': {
    summary: 'CreateTaskPushNotificationConfig answers the config without its id',
    pushConfigAnswer(config) {
      delete config.id;
    },
  },
  'push-get-any-config': {
    summary:
      'GetTaskPushNotificationConfig of an unknown config id answers the first config of the task',
    pushRules(rules) {
      rules.getUnknownAnswersFirst = true;
    },
  },
  'push-list-first-only': {
    summary: 'ListTaskPushNotificationConfigs returns only the first config of the task',
    pushConfigListing(configs) {
      configs.splice(1);
    },
  },
  'push-client-config-id-replaced-by-task-id': {
    summary:
      "every push config is stored under its task id, the client's id ignored, so a second config of the task replaces the first",
    pushRules(rules) {
      rules.taskIdForEveryConfig = true;
    },
  },
  'push-configs-written-back-after-check': {
    summary:
      "a push config create reads its task's configs, checks the URL, then writes them back with its own, so of two created at once the later write drops the other",
    pushRules(rules) {
      rules.configsWrittenBackAfterCheck = true;
    },
  },
  'push-delete-not-idempotent': {
    summary: 'deleting a push config that is gone already answers TaskNotFound',
    pushRules(rules) {
      rules.deleteGoneFails = true;
    },
  },
  'push-skips-terminal-update': {
    summary: 'the terminal status update is never POSTed to the webhook',
    pushRules(rules) {
      rules.deliverTerminalUpdate = false;
    },
  },
  'push-routed-by-context': {
    summary:
      'every task of a context is POSTed to each push config of that context, whichever task the config is for',
    pushRules(rules) {
      rules.routeByContext = true;
    },
  },
  'push-without-authorization': {
    summary: "webhook POSTs leave out the config's Authorization",
    pushRequestHeaders(headers) {
      delete headers['authorization'];
    },
  },
  'push-create-unknown-task-invalid-params': {
    summary:
      'CreateTaskPushNotificationConfig for an unknown task answers InvalidParams instead of TaskNotFound',
    unknownTask(plan) {
      if (plan.operation === 'CreateTaskPushNotificationConfig') plan.error = 'InvalidParamsError';
    },
  },
} as const satisfies Record<string, FaultDeclaration>;
