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
      'Creating a config MUST establish the webhook and return the config with its assigned id, the ' +
      'task id and the URL the client gave. A config for a task that does not exist has nothing to ' +
      'notify about: TaskNotFoundError (§3.1.7), and no config is created. The task model creates, ' +
      "reads, lists and deletes configs of its programs' tasks and asks for one of a task the agent " +
      'never made, and creates two configs of one task at once: two stored configs, two ids; the ' +
      'generated request values send respellings of an issued id.',
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
      'After two configs are created for one task, the list MUST contain both, created one after ' +
      'the other or at once (the task model sends two creates together: an agent that numbers a ' +
      'config before storing it loses one).',
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
      'the task settles for the terminal update.',
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
