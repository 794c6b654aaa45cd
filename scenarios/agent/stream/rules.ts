import type { Rule } from '../../../harness/rules/index.ts';
import { spec } from '../../../harness/rules/sources.ts';
import { agentRule } from '../agentRule.ts';

/** The agent's rules for streaming and subscriptions (§3.1.2, §3.1.6, §3.5.2); checked by the checks of this folder. */
export const STREAM_RULES: readonly Rule[] = [
  agentRule({
    id: 'A2A-STREAM-001',
    title: 'A stream is text/event-stream, one well-formed StreamResponse per event',
    level: 'MUST',
    source: [spec('§3.1.2'), spec('§9.4.2'), spec('§11.7'), spec('§3.2.3')],
    appliesWhen: ['capability-declared'],
    rationale:
      'SendStreamingMessage answers `text/event-stream`; over JSON-RPC each `data` is a JSON-RPC ' +
      'response echoing the request id whose `result` is a StreamResponse, over HTTP+JSON each ' +
      '`data` is the StreamResponse itself, and a StreamResponse sets exactly one of `task`, ' +
      '`message`, `statusUpdate`, `artifactUpdate`.',
    seeAlso: ['CORE-STREAM-001', 'JSONRPC-SSE-001', 'HTTP_JSON-SSE-001'],
  }),
  agentRule({
    id: 'A2A-STREAM-002',
    title:
      'A task stream opens with the Task and closes at a terminal state; a message stream holds one Message',
    level: 'MUST',
    source: [spec('§3.1.2')],
    appliesWhen: ['capability-declared'],
    rationale:
      'Two shapes are allowed: exactly one Message and then the end, or the Task first, then status ' +
      'and artifact updates of that task, and the end once a terminal state was sent. A stream that ' +
      'keeps running after COMPLETED, or ends before any terminal state without an interrupted one ' +
      '(§11.7 also lets a stream close at INPUT_REQUIRED/AUTH_REQUIRED), breaks it.',
    seeAlso: ['CORE-STREAM-002', 'CORE-STREAM-003'],
  }),
  agentRule({
    id: 'A2A-STREAM-003',
    title: 'Stream events arrive in lifecycle order',
    level: 'MUST',
    source: [spec('§3.5.2'), spec('§4.1.3')],
    appliesWhen: ['capability-declared'],
    rationale:
      'Events MUST NOT be reordered. Observable consequences judged here: no status after a terminal ' +
      'one, no return to SUBMITTED after WORKING, and an `append` chunk never before the chunk that ' +
      'created its artifact.',
    seeAlso: ['STREAM-ORDER-001'],
  }),
  agentRule({
    id: 'A2A-STREAM-004',
    title: 'SubscribeToTask opens with the current Task and ends at the terminal state',
    level: 'MUST',
    source: [spec('§3.1.6')],
    appliesWhen: ['capability-declared', 'non-terminal-task'],
    rationale:
      'The first event MUST be the Task as it stands when the subscription starts, and the stream ' +
      'MUST end when the task reaches a terminal state. Judged on a task the harness started ' +
      'non-blocking and subscribed to before it finished. The task model also subscribes to a ' +
      'task its program holds open: the opening Task must be that task (id and context) in a ' +
      'state no earlier than the agent had reported, and a refusal is right only for a task ' +
      'that GetTask then reads ended.',
    seeAlso: ['STREAM-SUB-001', 'STREAM-SUB-002'],
  }),
  agentRule({
    id: 'A2A-STREAM-005',
    title: 'SubscribeToTask on a finished task fails with UnsupportedOperationError',
    level: 'MUST',
    source: [spec('§3.1.6'), spec('§9.4.6')],
    appliesWhen: ['capability-declared'],
    rationale:
      'There is nothing to follow on a terminal task; the agent MUST answer UnsupportedOperationError ' +
      'instead of an empty or endless stream.',
    seeAlso: ['STREAM-SUB-003'],
  }),
  agentRule({
    id: 'A2A-STREAM-006',
    title: 'SubscribeToTask on an unknown id fails with TaskNotFoundError',
    level: 'MUST',
    source: [spec('§3.1.6')],
    appliesWhen: ['capability-declared'],
    rationale: 'As for every task operation: an id that names no task yields TaskNotFoundError.',
    seeAlso: ['STREAM-SUB-004'],
  }),
  agentRule({
    id: 'A2A-STREAM-007',
    title: 'Several streams of one task see the same events; closing one leaves the others running',
    level: 'MUST',
    source: [spec('§3.5.2')],
    appliesWhen: ['capability-declared', 'non-terminal-task'],
    rationale:
      'Events MUST be broadcast to every active stream of a task, in the same order, and closing one ' +
      'stream MUST NOT affect the others. Two subscriptions may start at different moments, so the ' +
      'later one must see a suffix of what the earlier one saw after its opening Task, and both must ' +
      'reach the same terminal state after a third subscription was closed early.',
    seeAlso: ['STREAM-ORDER-002', 'STREAM-ORDER-003', 'STREAM-ORDER-004'],
  }),
  agentRule({
    id: 'A2A-STREAM-008',
    title: "A completed stream marks each chunked artifact's final chunk lastChunk",
    level: 'SHOULD',
    source: [spec('§3.1.2'), spec('§4.2.2')],
    appliesWhen: ['capability-declared'],
    rationale:
      '`lastChunk` says a chunk is the final one of its artifact; an artifact streamed in several ' +
      'chunks (`append`) whose task then completes without any chunk so marked leaves a reader ' +
      'that assembles chunks unable to tell a whole artifact from a cut one (seed 002: silently ' +
      'truncated output). The proto defines the field without a MUST, hence SHOULD. Judged by the ' +
      'task model on every stream it reads to COMPLETED; a failed or canceled task may leave an ' +
      'artifact unfinished and is not judged.',
    seeAlso: [],
  }),
];
