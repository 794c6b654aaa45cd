import type { Rule } from '../../../harness/rules/index.ts';
import { spec } from '../../../harness/rules/sources.ts';
import { agentRule } from '../agentRule.ts';

/** The agent's rules for push notifications (§3.1.7–3.1.10, §4.3); checked by the checks of this folder. */
export const PUSH_RULES: readonly Rule[] = [
  agentRule({
    id: 'A2A-PUSH-001',
    title: 'CreateTaskPushNotificationConfig returns the stored config with an id',
    level: 'MUST',
    source: [spec('§3.1.7'), spec('§4.3.1')],
    appliesWhen: ['capability-declared'],
    rationale:
      'Creating a config MUST establish the webhook and return the config with an id, the task id ' +
      'and the URL the client gave. The id is a member of the config the client sends (a2a.proto ' +
      '`TaskPushNotificationConfig.id`): a config the client named comes back under its id; one it ' +
      'did not name comes back with an id the agent assigned (§3.1.7), any id, since A2A v1.0 does ' +
      "not say whether that is a fresh id or its task's (so whether a second unnamed config of a " +
      'task replaces the first is left open, and the harness names every config it needs several ' +
      'of). A config for a task that does not exist has nothing to notify about: TaskNotFoundError ' +
      "(§3.1.7), and no config is created. The task model creates, reads, lists and deletes configs of its programs' tasks and asks for one of a task the agent " +
      'never made, and creates two configs of one task at once, each under an id of its own: both ' +
      "answered under the client's ids; the generated request values send respellings of an issued id.",
    seeAlso: ['PUSH-CREATE-001'],
  }),
  agentRule({
    id: 'A2A-PUSH-002',
    title: 'GetTaskPushNotificationConfig returns a stored config and fails for an unknown one',
    level: 'MUST',
    source: [spec('§3.1.8')],
    appliesWhen: ['capability-declared'],
    rationale:
      'Get MUST return the configuration (its URL among the details) and MUST fail when the config ' +
      'does not exist (the spec names TaskNotFoundError for that).',
    seeAlso: ['PUSH-GET-001', 'PUSH-GET-002'],
  }),
  agentRule({
    id: 'A2A-PUSH-003',
    title: 'ListTaskPushNotificationConfigs returns every active config of the task',
    level: 'MUST',
    source: [spec('§3.1.9')],
    appliesWhen: ['capability-declared'],
    rationale:
      'After configs are created for one task (two the client named, one it did not), the list ' +
      'MUST hold each, with its URL, created one after the other or at once (the task model sends ' +
      "two named creates together: an agent that writes back the task's configs as it read them " +
      'before the other create stored its own loses one). Two unnamed configs of one task are ' +
      'never asked for: whether the second may replace the first A2A v1.0 leaves open.',
    seeAlso: ['PUSH-LIST-001'],
  }),
  agentRule({
    id: 'A2A-PUSH-004',
    title: 'DeleteTaskPushNotificationConfig removes the config, and deleting twice is harmless',
    level: 'MUST',
    source: [spec('§3.1.10')],
    appliesWhen: ['capability-declared'],
    rationale:
      'Deletion MUST remove the config for good (a later Get fails, List omits it) and MUST be ' +
      'idempotent: a second delete of the same config has the same effect as the first.',
    seeAlso: ['PUSH-DEL-001', 'PUSH-DEL-002'],
  }),
  agentRule({
    id: 'A2A-PUSH-005',
    title: 'Task updates reach a configured webhook as StreamResponse payloads',
    level: 'MUST',
    source: [spec('§4.3.3'), spec('§3.1.7'), spec('§3.5.1')],
    appliesWhen: ['capability-declared'],
    rationale:
      'Agents MUST attempt delivery at least once per configured webhook, POSTing a StreamResponse ' +
      '(exactly one member) for the task, and the config MUST persist until the task completes. The ' +
      'harness runs the webhook receiver on 127.0.0.1 and waits up to the progress deadline after ' +
      'the task settles for the terminal update. A config is its task\'s: §3.1.7 creates it "for a ' +
      'task", and a2a.proto `TaskPushNotificationConfig` is "a container associating a push ' +
      'notification configuration with a specific task" (its `task_id`), not with a context. So a ' +
      'second task sent into the same context without a config, read back until it settles, must ' +
      "have none of its updates reach the first task's webhook (an agent that routes updates by " +
      'context, or to every config it holds, fails).',
    seeAlso: ['PUSH-DELIVER-002', 'PUSH-DELIVER-003', 'PUSH-CREATE-002'],
  }),
  agentRule({
    id: 'A2A-PUSH-006',
    title: "Webhook requests carry the config's authentication",
    level: 'MUST',
    source: [spec('§4.3.3'), spec('§4.3.2')],
    appliesWhen: ['capability-declared'],
    rationale:
      'The agent MUST put the credentials of `authentication` in the webhook request headers ' +
      '(`Authorization: <scheme> <credentials>`), so the receiver can tell the agent from anyone ' +
      'else posting to it. Judged only once a delivery arrived (A2A-PUSH-005).',
    seeAlso: ['PUSH-DELIVER-001'],
  }),
];
