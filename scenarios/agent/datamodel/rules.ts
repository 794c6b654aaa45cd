import type { Rule } from '../../../harness/rules/index.ts';
import { spec } from '../../../harness/rules/sources.ts';
import { agentRule } from '../agentRule.ts';

/** The agent's rules for the data model (§4, §5.5–5.7); checked by the checks of this folder. */
export const DATA_MODEL_RULES: readonly Rule[] = [
  agentRule({
    id: 'A2A-DM-001',
    title: 'Tasks carry an id and a status with a state',
    level: 'MUST',
    source: [spec('§4.1.1'), spec('§4.1.2'), spec('§5.7')],
    appliesWhen: [],
    rationale:
      '`Task.id`, `Task.status` and `TaskStatus.state` are REQUIRED; judged on every task the agent ' +
      'returned (answers, stream events).',
    seeAlso: ['DM-TASK-001', 'DM-STATUS-001', 'DM-SERIAL-004'],
  }),
  agentRule({
    id: 'A2A-DM-002',
    title: 'Enum values are ProtoJSON names: TASK_STATE_*, ROLE_*',
    level: 'MUST',
    source: [spec('§4.1.3'), spec('§4.1.5'), spec('§5.5')],
    appliesWhen: [],
    rationale:
      'Enums MUST be serialized as their proto names. v0.3 spellings (`completed`, `agent`), integers ' +
      'and unknown names are failures; TASK_STATE_UNSPECIFIED and ROLE_UNSPECIFIED are names but ' +
      'never valid states of a task or message.',
    seeAlso: ['DM-TASK-002', 'DM-MSG-002', 'DM-SERIAL-002'],
  }),
  agentRule({
    id: 'A2A-DM-003',
    title: 'Messages carry messageId, role and at least one part',
    level: 'MUST',
    source: [spec('§4.1.4'), spec('§5.7')],
    appliesWhen: [],
    rationale: '`messageId`, `role` and `parts` are REQUIRED, and a REQUIRED list has an element.',
    seeAlso: ['DM-MSG-001', 'DM-SERIAL-004'],
  }),
  agentRule({
    id: 'A2A-DM-004',
    title: 'Each part sets exactly one of text, raw, url and data',
    level: 'MUST',
    source: [spec('§4.1.6')],
    appliesWhen: [],
    rationale:
      '`Part.content` is a oneof; a part with none of the four, or two of them, is not a part a ' +
      'client can read.',
    seeAlso: ['DM-PART-001'],
  }),
  agentRule({
    id: 'A2A-DM-005',
    title: 'Artifacts carry an artifactId and at least one part',
    level: 'MUST',
    source: [spec('§4.1.7'), spec('§5.7')],
    appliesWhen: [],
    rationale: '`artifactId` and `parts` are REQUIRED on every artifact, streamed or stored.',
    seeAlso: ['DM-ART-001'],
  }),
  agentRule({
    id: 'A2A-DM-006',
    title: 'Answers use camelCase member names and no v0.3 kind discriminators',
    level: 'MUST',
    source: [spec('§5.5'), spec('Appendix A.2.1')],
    appliesWhen: [],
    rationale:
      'JSON serializations MUST use camelCase (`contextId`, not `context_id`), and v1.0 dropped the ' +
      '`kind` member, which "should not be emitted" (A.2.1): a v1.0 reader sees either as an unknown ' +
      'member and loses the data it carried.',
    seeAlso: ['DM-SERIAL-001'],
  }),
  agentRule({
    id: 'A2A-DM-007',
    title: 'Timestamps are ISO 8601 in UTC with a Z suffix',
    level: 'MUST',
    source: [spec('§5.6.1')],
    appliesWhen: [],
    rationale:
      'Timestamps MUST be ISO 8601 strings in UTC and MUST NOT carry an offset other than `Z`; ' +
      'millisecond precision is a SHOULD and is not judged.',
    seeAlso: ['DM-SERIAL-003'],
  }),
  agentRule({
    id: 'A2A-DM-008',
    title: 'Unknown members in a request are ignored',
    level: 'SHOULD',
    source: [spec('§5.7')],
    appliesWhen: [],
    rationale:
      'Implementations SHOULD ignore unrecognized fields (forward compatibility): a SendMessage ' +
      'carrying an extra top-level member and an extra message member must be served as without them. ' +
      'The generated request values put members of generated names (names of Object.prototype ' +
      'among them) in the request, the message, a part and the configuration, and compare the ' +
      'answer with the same request without them: served alike, in the context the message names.',
    seeAlso: ['DM-SERIAL-005'],
  }),
  agentRule({
    id: 'A2A-DM-010',
    title: 'A request in ProtoJSON spellings is read as in its JSON names',
    level: 'SHOULD',
    source: [spec('§5.5')],
    appliesWhen: [],
    rationale:
      'A2A JSON is ProtoJSON (§5.5, ADR-001), whose parsers accept a field under its proto name ' +
      '(`message_id`) beside its JSON name and an enum value as its number (`role: 1`) beside its ' +
      'name. Senders MUST write camelCase names and enum names (§5.5), so these spellings come ' +
      'only from other ProtoJSON writers; a reader that refuses or drops them loses what they ' +
      'carried. SHOULD: the spec obliges the writer, and the reader only through ProtoJSON. Judged ' +
      'by sending one SendMessage in both spellings: served alike, in the context each names, ' +
      'with as much history back.',
    seeAlso: [],
  }),
  agentRule({
    id: 'A2A-DM-009',
    title: 'Stream update events carry taskId, contextId and their status or artifact',
    level: 'MUST',
    source: [spec('§4.2.1'), spec('§4.2.2'), spec('§5.7')],
    appliesWhen: ['capability-declared'],
    rationale:
      'TaskStatusUpdateEvent and TaskArtifactUpdateEvent have REQUIRED `taskId`, `contextId` and ' +
      '`status` / `artifact`; a client routes events by them.',
    seeAlso: ['DM-SERIAL-004'],
  }),
];
