import type { Rule } from '../../../harness/rules/index.ts';
import { spec } from '../../../harness/rules/sources.ts';

/** The agent's rules for capabilities it does not declare (A2A v1.0 §3.3.4), as data; checked by the checks of this folder. */
export const CAPABILITY_RULES: readonly Rule[] = [
  {
    id: 'A2A-CAP-001',
    title:
      'Streaming operations fail with UnsupportedOperationError when streaming is not declared',
    level: 'MUST',
    source: [spec('§3.3.4'), spec('§3.5.1')],
    roles: ['agent'],
    profile: 'spec',
    appliesWhen: ['capability-not-declared'],
    stages: [],
    rationale:
      'With `capabilities.streaming` false or absent, SendStreamingMessage and SubscribeToTask ' +
      'MUST return UnsupportedOperationError (-32004). Absent and false mean the same here; only ' +
      'signing tells them apart.',
    seeAlso: ['CORE-CAP-002', 'a2aproject/a2a-java#1041', 'actioncard/a2a-elixir#77'],
  },
  {
    id: 'A2A-CAP-002',
    title:
      'Push-notification operations fail with PushNotificationNotSupportedError when push is not declared',
    level: 'MUST',
    source: [spec('§3.3.4')],
    roles: ['agent'],
    profile: 'spec',
    appliesWhen: ['capability-not-declared'],
    stages: [],
    rationale:
      'With `capabilities.pushNotifications` false or absent, Create/Get/List/Delete of push ' +
      'configurations MUST return PushNotificationNotSupportedError (-32003).',
    seeAlso: ['CORE-CAP-001'],
  },
  {
    id: 'A2A-CAP-003',
    title:
      'GetExtendedAgentCard fails with UnsupportedOperationError when the extended card is not declared',
    level: 'MUST',
    source: [spec('§3.3.4'), spec('§3.1.11'), spec('§13.3')],
    roles: ['agent'],
    profile: 'spec',
    appliesWhen: ['capability-not-declared'],
    stages: [],
    rationale:
      'With `capabilities.extendedAgentCard` false or absent, the call MUST return ' +
      'UnsupportedOperationError (-32004); an agent that declares it without configuring one ' +
      'returns ExtendedAgentCardNotConfiguredError (-32007) instead.',
    seeAlso: ['CORE-CAP-003', 'a2aproject/A2A#1229'],
  },
  {
    id: 'A2A-CAP-004',
    title: 'A request that omits a required extension fails with ExtensionSupportRequiredError',
    level: 'MUST',
    source: [spec('§3.3.4'), spec('§4.6.3')],
    roles: ['agent'],
    profile: 'spec',
    appliesWhen: ['required-extension-declared'],
    stages: [],
    rationale:
      'When the card marks an extension `required: true` and the request does not activate it, ' +
      'the agent MUST return ExtensionSupportRequiredError (-32008). Conversely a caller that ' +
      'supports a required extension includes it in its activation (the reference model does).',
    seeAlso: ['CORE-CAP-004'],
  },
];
