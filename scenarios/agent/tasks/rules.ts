import type { Rule } from '../../../harness/rules/index.ts';
import { spec } from '../../../harness/rules/sources.ts';
import { agentRule } from '../agentRule.ts';

/** The agent's rules for tasks: GetTask, history, ListTasks, CancelTask (§3.1.3–3.1.5, §3.2.4), and multi-turn contexts (§3.4); checked by the checks of this folder. */
export const TASK_RULES: readonly Rule[] = [
  agentRule({
    id: 'A2A-GET-001',
    title: 'GetTask returns the task as it stands: same id and context, state, artifacts',
    level: 'MUST',
    source: [spec('§3.1.3')],
    appliesWhen: [],
    rationale:
      'After a blocking SendMessage settled a task, GetTask must return that task (same `id` and ' +
      '`contextId`), in the same terminal state, with the artifacts the blocking answer carried. ' +
      'The task model (`agent-prop-task-model`) generalises it: after generated programs of sends, ' +
      'reads, listings and cancels, GetTask must read back what the agent said before, content ' +
      'compared: a settled answer, a cancel, or the artifacts assembled chunk by chunk (`append`, ' +
      '`lastChunk`) from a stream or a subscription followed to its end, whose loss or ' +
      'reordering is seed 002 live. Each chunk must sit where the chunks before it end, nothing ' +
      'may follow the last, and no stored artifact may be one no event carried; where the two ' +
      'disagree nothing tells whether the stream or the store is wrong, and this rule owns both. ' +
      'A task the agent reported INPUT_REQUIRED (an interrupted state, §4.1.3) waits for input: ' +
      'until a message reaches it, GetTask reads it INPUT_REQUIRED or, if the agent ended it, ' +
      'terminal, never running again; and a stream of it that ends before any terminal or ' +
      'interrupted state while GetTask reads INPUT_REQUIRED withheld the state the store holds. ' +
      'Whether a stream closes at INPUT_REQUIRED is not judged: §3.1.2 closes it at a terminal ' +
      'state, §11.7 at an interrupted one too.',
    seeAlso: ['CORE-GET-001'],
  }),
  agentRule({
    id: 'A2A-GET-002',
    title: 'GetTask of an unknown id fails with TaskNotFoundError',
    level: 'MUST',
    source: [spec('§3.1.3'), spec('§3.3.2')],
    appliesWhen: [],
    rationale:
      'A task id that does not exist (or is not visible to the caller) MUST yield TaskNotFoundError ' +
      '(-32001 / 404 TASK_NOT_FOUND), never an empty task or a generic error. Ids are compared ' +
      'whole: the generated request values respell an id the agent issued (cut short, lengthened, ' +
      'an inherited object name such as `constructor`), and a lookup by prefix or through a ' +
      "prototype answers a task no one named. The other case is not sent: a UUID's is the same UUID " +
      '(RFC 9562 §4), a reading the spec leaves open.',
    seeAlso: ['CORE-GET-002'],
  }),
  agentRule({
    id: 'A2A-HIST-001',
    title: 'historyLength 0 leaves the history out of GetTask',
    level: 'SHOULD',
    source: [spec('§3.2.4')],
    appliesWhen: [],
    rationale:
      'Zero asks for no messages; the `history` member SHOULD then be omitted (an empty list is ' +
      'accepted as the same value under ProtoJSON).',
    seeAlso: ['CORE-HIST-001'],
  }),
  agentRule({
    id: 'A2A-HIST-002',
    title: 'No answer carries more history than historyLength asked for',
    level: 'MUST',
    source: [spec('§3.2.4'), spec('§3.2.2')],
    appliesWhen: [],
    rationale:
      'The proto says the server MUST NOT return more messages than `historyLength` (it may return ' +
      'fewer). Judged on GetTask and on SendMessage with `configuration.historyLength`, each asking ' +
      'for one message.',
    seeAlso: ['CORE-HIST-002'],
  }),
  agentRule({
    id: 'A2A-HIST-003',
    title: 'historyLength 0 on SendMessage leaves the history out of the answer',
    level: 'SHOULD',
    source: [spec('§3.2.4'), spec('§3.2.2')],
    appliesWhen: [],
    rationale: 'The same semantics as A2A-HIST-001, carried by `SendMessageConfiguration`.',
    seeAlso: ['CORE-HIST-003'],
  }),
  agentRule({
    id: 'A2A-HIST-004',
    title: "Task history keeps the caller's messages, unchanged and in order",
    level: 'SHOULD',
    source: [spec('§3.2.4'), spec('§3.7')],
    appliesWhen: [],
    rationale:
      'When an agent keeps history (it MAY), the entries SHOULD be the exchanged messages in the ' +
      'order exchanged, with their content as sent: the message the harness sent must appear with ' +
      'its `messageId` and parts, before any later message. An agent that keeps no history is not ' +
      'applicable.',
    seeAlso: ['CORE-HIST-004', 'CORE-HIST-005', 'CORE-HIST-006'],
  }),
  agentRule({
    id: 'A2A-LIST-001',
    title: 'ListTasks is served and always carries tasks, nextPageToken, pageSize and totalSize',
    level: 'MUST',
    source: [spec('§3.1.4'), spec('§9.4.4')],
    appliesWhen: [],
    rationale:
      '`ListTasksResponse` has four REQUIRED members, and `nextPageToken` MUST always be present, the ' +
      'empty string on the last page. A v1.0 agent that does not serve ListTasks fails here, and the ' +
      'other ListTasks rules are then not applicable.',
    seeAlso: ['CORE-LIST-004'],
  }),
  agentRule({
    id: 'A2A-LIST-002',
    title: 'ListTasks pages with pageSize and an opaque cursor that visits each task once',
    level: 'MUST',
    source: [spec('§3.1.4')],
    appliesWhen: [],
    rationale:
      'Pagination MUST be cursor-based: with `pageSize: 1` a page holds at most one task, and ' +
      'following `nextPageToken` until it is empty visits the listed tasks without repeating one.',
    seeAlso: ['CORE-LIST-002'],
  }),
  agentRule({
    id: 'A2A-LIST-003',
    title: 'ListTasks returns tasks by status timestamp, most recent first',
    level: 'MUST',
    source: [spec('§3.1.4')],
    appliesWhen: [],
    rationale:
      'Ordering by last update, descending, is a MUST so that pagination is stable. Judged on the ' +
      "tasks' `status.timestamp`; tasks without a timestamp make the rule not applicable. The task " +
      "model judges each page its programs' listings read.",
    seeAlso: ['CORE-LIST-003'],
  }),
  agentRule({
    id: 'A2A-LIST-004',
    title: 'ListTasks leaves artifacts out unless includeArtifacts is true',
    level: 'MUST',
    source: [spec('§3.1.4')],
    appliesWhen: [],
    rationale:
      'With `includeArtifacts` false or unset the `artifacts` member MUST be absent from every task ' +
      '(not an empty list, not null); with true, a task that has artifacts lists them.',
    seeAlso: ['CORE-LIST-005'],
  }),
  agentRule({
    id: 'A2A-LIST-005',
    title: 'ListTasks filters by contextId and by status',
    level: 'MUST',
    source: [spec('§3.1.4'), spec('§9.4.4')],
    appliesWhen: [],
    rationale:
      '`contextId` and `status` are filters of `ListTasksRequest`: a filtered page must hold only ' +
      'tasks of that context (and that state), and the task just created in that context must be ' +
      'among them. The task model lists the contexts its programs opened: a listing read to its ' +
      'end holds every task the agent created there (in one page, a task still running too: the ' +
      'model lists the context of a task asked to linger while it runs), and a page token another ' +
      'listing handed out never brings in tasks outside the filters (a cursor is a position, not a ' +
      'filter). A page without `tasks` is read as an empty page, as ProtoJSON writes one (proto3 ' +
      'JSON omits an empty repeated field), so a listing that leaves every task out is judged too.',
    seeAlso: [],
  }),
  agentRule({
    id: 'A2A-LIST-006',
    title: 'ListTasks lists only tasks whose status changed at or after statusTimestampAfter',
    level: 'MUST',
    source: [spec('§3.1.4'), spec('§5.6.1'), spec('§11.5')],
    appliesWhen: [],
    rationale:
      '`statusTimestampAfter` is a filter of `ListTasksRequest` (§3.1.4, whose inputs the proto ' +
      'defines: "Only tasks with a status timestamp time greater than or equal to this value will ' +
      'be returned"). It is a Timestamp, so it names an instant, however RFC 3339 spells it: in ' +
      'whole seconds, under `Z` or under an offset (ProtoJSON reads them all; §11.5 writes it as ' +
      'an ISO 8601 query value). A filtered listing of a context holds exactly the tasks whose ' +
      'status timestamp, as the agent itself lists it, is at or after that instant.',
    seeAlso: [],
  }),
  agentRule({
    id: 'A2A-CANCEL-001',
    title: 'CancelTask of a running task returns it canceled',
    level: 'MUST',
    source: [spec('§3.1.5')],
    appliesWhen: ['non-terminal-task'],
    rationale:
      'The operation returns the updated task; if the agent canceled it, the state is ' +
      'TASK_STATE_CANCELED. Cancellation may fail (§3.1.5: success is not guaranteed), and an agent ' +
      'that declines with TaskNotCancelableError is recorded as not applicable, not as a failure. ' +
      'The task model cancels tasks its programs left open; a refusal is judged by what GetTask ' +
      'reads back (a task that ended meanwhile is judged under A2A-CANCEL-002). It also cancels a ' +
      "task asked to linger while it moves, at its stream's first event: either order of the race " +
      'is legal, each judged by what the answers say, read back: a task answered CANCELED must read ' +
      'CANCELED and its stream, open meanwhile, must end CANCELED (§3.5.2: every event goes to every ' +
      'active stream); a refusal must find the task ended. A task waiting in INPUT_REQUIRED is not ' +
      'terminal, so it is canceled as a running one is (§3.1.5 names only finished tasks not ' +
      'cancelable): a CANCELED answer is judged, a decline recorded.',
    seeAlso: ['CORE-CANCEL-001'],
  }),
  agentRule({
    id: 'A2A-CANCEL-002',
    title: 'CancelTask of a task in a terminal state fails with TaskNotCancelableError',
    level: 'MUST',
    source: [spec('§3.1.5'), spec('§3.3.2')],
    appliesWhen: [],
    rationale:
      'A finished task is not cancelable: TaskNotCancelableError (-32002 / 400 TASK_NOT_CANCELABLE). ' +
      'The task model also cancels the tasks its programs saw settle.',
    seeAlso: ['CORE-CANCEL-002'],
  }),
  agentRule({
    id: 'A2A-CANCEL-003',
    title: 'CancelTask of an unknown id fails with TaskNotFoundError',
    level: 'MUST',
    source: [spec('§3.1.5')],
    appliesWhen: [],
    rationale: 'As for GetTask: an id that names no task yields TaskNotFoundError.',
    seeAlso: ['CORE-CANCEL-003'],
  }),
  agentRule({
    id: 'A2A-CTX-001',
    title: 'A contextId the agent generates comes back in its answer',
    level: 'MUST',
    source: [spec('§3.4.1')],
    appliesWhen: [],
    rationale:
      'An agent MAY generate a `contextId` for a message that has none, and then MUST include it in ' +
      'the Task or Message it answers with; a client cannot continue a conversation it cannot name.',
    seeAlso: ['CORE-MULTI-001', 'CORE-MULTI-001a'],
  }),
  agentRule({
    id: 'A2A-CTX-002',
    title: 'A client-provided contextId is kept, or the request is refused',
    level: 'MUST',
    source: [spec('§3.4.1')],
    appliesWhen: [],
    rationale:
      'An agent MAY accept a client-chosen `contextId`; if it cannot, it MUST refuse the request ' +
      'with an error and MUST NOT substitute a context of its own. Answering under another context ' +
      'is the failure.',
    seeAlso: ['CORE-MULTI-002', 'CORE-MULTI-002a'],
  }),
  agentRule({
    id: 'A2A-CTX-003',
    title: 'Each new task gets its own server-generated id',
    level: 'MUST',
    source: [spec('§3.4.2')],
    appliesWhen: [],
    rationale:
      'Agents MUST generate a unique `taskId` for every task they create and include it in the ' +
      'task: two messages that start two tasks must come back with two different, non-empty ids, ' +
      'sent one after the other or at once to one context while its first task still runs (the ' +
      "task model sends two together; a refusal or a message answer is the agent's to give).",
    seeAlso: ['CORE-MULTI-003'],
  }),
  agentRule({
    id: 'A2A-CTX-004',
    title: "A follow-up naming only a taskId joins that task's context",
    level: 'MUST',
    source: [spec('§3.4.3')],
    appliesWhen: ['non-terminal-task'],
    rationale:
      'Agents MUST infer the `contextId` from the task when a message carries only `taskId`. Judged ' +
      'on a task the agent left interrupted or running; an agent that finishes every task at once ' +
      'offers no task to continue and is not applicable.',
    seeAlso: ['CORE-MULTI-005'],
  }),
  agentRule({
    id: 'A2A-CTX-005',
    title: 'A follow-up whose contextId contradicts its task is refused',
    level: 'MUST',
    source: [spec('§3.4.3')],
    appliesWhen: ['non-terminal-task'],
    rationale:
      "Agents MUST reject a message whose `contextId` differs from the referenced task's. Judged on " +
      'a non-terminal task, so that the refusal cannot be the terminal-task refusal of A2A-SEND-002.',
    seeAlso: ['CORE-MULTI-006'],
  }),
  agentRule({
    id: 'A2A-CTX-006',
    title: 'A message naming a task in INPUT_REQUIRED continues that task',
    level: 'SHOULD',
    source: [spec('§3.4.3'), spec('§3.1.1'), spec('§3.3.3'), spec('§4.1.3')],
    appliesWhen: ['interrupted-task'],
    rationale:
      'INPUT_REQUIRED is an interrupted state, not a terminal one (§4.1.3: the agent needs more ' +
      'input to proceed), and §3.4.3 has the client continue such a task with a message carrying ' +
      'its taskId and contextId; §3.1.1 keeps UnsupportedOperationError for tasks in a terminal ' +
      'state. So the message is taken up: answered with that task (same id and context) or a ' +
      'message, never refused as if the task had finished, never left unanswered while the task ' +
      'still waits, never a new task. The spec words no MUST (§3.3.3 says agents MAY accept ' +
      'messages for non-terminal tasks), so this is SHOULD here. Judged by the task model on a ' +
      'task the agent stopped in INPUT_REQUIRED: a cooperating agent does so when the request ' +
      'metadata asks it (`https://a2a-crosscheck.dev/metadata/input-required`, a convention no ' +
      'agent is obliged to honour); an agent that never stops a task for input offers nothing to ' +
      "judge and is not applicable. A refusal of the part's media type, or of a task that ended " +
      'meanwhile (GetTask reads it terminal), judges nothing.',
    seeAlso: [],
  }),
];
