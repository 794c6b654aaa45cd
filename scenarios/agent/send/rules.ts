import type { Rule } from '../../../harness/rules/index.ts';
import { spec } from '../../../harness/rules/sources.ts';
import { agentRule } from '../agentRule.ts';

/** The agent's rules for SendMessage and its execution modes (§3.1.1, §3.2.2); checked by the checks of this folder. */
export const SEND_RULES: readonly Rule[] = [
  agentRule({
    id: 'A2A-SEND-001',
    title: 'SendMessage answers with exactly one of a Task and a Message',
    level: 'MUST',
    source: [spec('§3.1.1'), spec('§9.4.1'), spec('§11.4')],
    appliesWhen: [],
    rationale:
      'The result is a `SendMessageResponse`, a oneof of `task` and `message`. An agent that does not ' +
      'serve the operation at all (JSON-RPC -32601, or no route) fails here, and only here: the ' +
      'rules that need a task are then not applicable, charged to this one.',
    seeAlso: ['CORE-SEND-001', 'JSONRPC-SVC-001'],
  }),
  agentRule({
    id: 'A2A-SEND-002',
    title: 'A message to a task in a terminal state fails with UnsupportedOperationError',
    level: 'MUST',
    source: [spec('§3.1.1'), spec('§3.1.2'), spec('§4.1.3')],
    appliesWhen: [],
    rationale:
      'A completed, failed, canceled or rejected task accepts no further message; the agent MUST ' +
      'answer UnsupportedOperationError (-32004 / 400 UNSUPPORTED_OPERATION), not start new work on ' +
      'a finished task.',
    seeAlso: ['CORE-SEND-002'],
  }),
  agentRule({
    id: 'A2A-SEND-003',
    title: 'A message naming an unknown taskId fails with TaskNotFoundError',
    level: 'MUST',
    source: [spec('§3.4.2'), spec('§3.1.1')],
    appliesWhen: [],
    rationale:
      'Task ids are server-generated; a client-supplied `taskId` must name an existing task, and ' +
      'agents MUST return TaskNotFoundError otherwise (creating a task under a client-chosen id is ' +
      'not supported).',
    seeAlso: ['CORE-MULTI-004'],
  }),
  agentRule({
    id: 'A2A-SEND-004',
    title:
      'A part in a media type the card does not accept is refused with ContentTypeNotSupportedError',
    level: 'SHOULD',
    source: [spec('§3.1.1'), spec('§3.3.2'), spec('§13.4')],
    appliesWhen: ['non-text-artifact'],
    rationale:
      'The card declares input modes; §3.1.1 lists ContentTypeNotSupportedError for a part the agent ' +
      'does not support and §13.4 says agents SHOULD reject unexpected media types. The spec sets no ' +
      'MUST (the a2a-tck reads one), so this is SHOULD here. Accepting the part and failing the task ' +
      "later is seed 002's retry storm; refusing before a task exists is what lets a caller fall back. " +
      'Whatever an agent takes, it decides once per media type (type and subtype, any case, any ' +
      'parameters): the task model sends one type, a declared or a skill-only one, on every path ' +
      '(blocking, non-blocking, streaming), and one path served while another refused fails.',
    seeAlso: ['CORE-SEND-003', 'a2aproject/a2a-rs#270'],
  }),
  agentRule({
    id: 'A2A-EXEC-001',
    title: 'A blocking SendMessage returns only at a terminal or interrupted state',
    level: 'MUST',
    source: [spec('§3.2.2')],
    appliesWhen: [],
    rationale:
      'Unless `returnImmediately` is true the operation MUST wait for COMPLETED, FAILED, CANCELED, ' +
      'REJECTED, INPUT_REQUIRED or AUTH_REQUIRED. A blocking answer in SUBMITTED or WORKING hands a ' +
      'caller that trusted the default a task it must still poll. An interrupted state ends the ' +
      'wait as a terminal one does: the task model asks a cooperating agent to stop a task in ' +
      'INPUT_REQUIRED (request metadata `https://a2a-crosscheck.dev/metadata/input-required`), ' +
      'then sends it a blocking message asking it to stop once more; an answer in a state neither ' +
      'terminal nor interrupted fails, and so does no answer by the call deadline while GetTask ' +
      '(or, for a new task, ListTasks of its context) reads the task INPUT_REQUIRED: a wait for a ' +
      'terminal state only holds the caller on a task that waits for that caller. An agent that ' +
      'does not stop tasks for input leaves that case not applicable.',
    seeAlso: ['CORE-EXECUTION-MODE-001'],
  }),
  agentRule({
    id: 'A2A-EXEC-002',
    title: 'With returnImmediately, SendMessage returns once the task exists, still in progress',
    level: 'MUST',
    source: [spec('§3.2.2')],
    appliesWhen: ['non-terminal-task'],
    rationale:
      'A non-blocking call MUST return right after the task is created. Judged on work that outlasts ' +
      'the answer: the same request sent blocking must take longer than the non-blocking answer, and ' +
      'a non-blocking answer must not carry a later state than the work had reached. When the agent ' +
      'finishes faster than a round trip, immediacy cannot be observed and the rule is not applicable.',
    seeAlso: ['CORE-EXECUTION-MODE-002'],
  }),
];
