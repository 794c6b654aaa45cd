import type { Rule } from './Rule.ts';
import { spec } from './sources.ts';

type AgentRule = Omit<Rule, 'roles' | 'profile' | 'stages'>;

/**
 * Every rule here judges a live agent over the wire, in the `spec` profile. None judges a
 * stage of card verification (Rule.stages): the agent checks charge a fault to its owner
 * themselves, by the conditions in `appliesWhen`.
 */
const agent = (rule: AgentRule): Rule => ({
  ...rule,
  roles: ['agent'],
  profile: 'spec',
  stages: [],
});

/**
 * Rules A2A v1.0 sets for an agent (a server), judged black-box by `--agent-url` and by the
 * built-in agent targets. Each cites the spec section it carries and, in `seeAlso`, the a2a-tck
 * (branch 1.0-dev) requirement ids it covers; docs/tck-coverage.md is generated from these.
 * Binding-independent rules run on every interface the card declares (JSON-RPC, HTTP+JSON); a
 * binding's own representation of errors and envelopes has its own rules, so one fault is
 * charged to one rule.
 */
export const AGENT_RULES: readonly Rule[] = [
  // --- discovery and the card (§8, §4.4) -----------------------------------------------------
  agent({
    id: 'A2A-CARD-002',
    title: 'The Agent Card is served as a JSON object where the agent says it is',
    level: 'MUST',
    source: [spec('§8.1'), spec('§8.2'), spec('§14.3')],
    appliesWhen: [],
    rationale:
      'A server MUST make its card available; the well-known URI is `/.well-known/agent-card.json` ' +
      '(§14.3 registers the suffix and says the resource MUST return an AgentCard). The harness ' +
      'fetches the URL the user gave (a card path, or the well-known path under an origin), follows ' +
      'no redirect, and needs HTTP 200 with a JSON content type and a body that parses as one JSON ' +
      'object. The report names the path actually fetched.',
    seeAlso: ['CARD-DISC-001'],
  }),
  agent({
    id: 'A2A-CARD-003',
    title: 'Card members carry their proto types under their camelCase names',
    level: 'MUST',
    source: [spec('§4.4.1'), spec('§5.5'), spec('§5.7')],
    appliesWhen: [],
    rationale:
      'The card is the ProtoJSON form of `AgentCard`: strings are strings, lists are lists, maps are ' +
      'objects, and names are camelCase (§5.5 MUST). A snake_case spelling (`default_input_modes`) ' +
      'is a different member to a ProtoJSON reader, so a card that uses one has, for v1.0 readers, ' +
      'lost that member. Missing REQUIRED members are A2A-CARD-001, not this rule.',
    seeAlso: ['DM-SERIAL-001', 'CARD-STRUCT-001'],
  }),
  agent({
    id: 'A2A-CARD-004',
    title:
      'Every declared interface names an absolute URL, a binding and a Major.Minor protocol version',
    level: 'MUST',
    source: [spec('§8.3'), spec('§8.3.1'), spec('§4.4.6')],
    appliesWhen: [],
    rationale:
      '`AgentInterface.url`, `protocolBinding` and `protocolVersion` are REQUIRED; a client picks the ' +
      'first interface it supports (§8.3.2), so each entry must be usable as written: an absolute ' +
      'http(s) URL, a binding name (`JSONRPC`, `HTTP+JSON`, `GRPC` or a custom URI, §5.8) and a ' +
      'version such as "1.0".',
    seeAlso: ['CARD-PROTO-001', 'CARD-PROTO-002'],
  }),
  agent({
    id: 'A2A-CARD-005',
    title: 'The card endpoint sends Cache-Control with a max-age',
    level: 'SHOULD',
    source: [spec('§8.6.1')],
    appliesWhen: [],
    rationale:
      'Servers SHOULD let clients cache the card for a stated time (RFC 9111); without `max-age` a ' +
      'client either refetches on every call or guesses.',
    seeAlso: ['CARD-CACHE-001'],
  }),
  agent({
    id: 'A2A-CARD-006',
    title: 'The card endpoint sends an ETag',
    level: 'SHOULD',
    source: [spec('§8.6.1')],
    appliesWhen: [],
    rationale:
      'An ETag derived from the card lets a client revalidate cheaply and notice a new card; §8.6.1 ' +
      'says servers SHOULD send one.',
    seeAlso: ['CARD-CACHE-002'],
  }),
  agent({
    id: 'A2A-CARD-007',
    title: 'The card endpoint may send Last-Modified',
    level: 'MAY',
    source: [spec('§8.6.1')],
    appliesWhen: [],
    rationale:
      'Optional: present is a pass, absent is not applicable (a MAY is never a violation and never ' +
      'gates a run).',
    seeAlso: ['CARD-CACHE-003'],
  }),
  agent({
    id: 'A2A-CARD-008',
    title: 'Protocol versions in the card carry Major.Minor only',
    level: 'SHOULD',
    source: [spec('§3.6'), spec('§4.4.6')],
    appliesWhen: [],
    rationale:
      'Patch numbers SHOULD NOT appear in requests, responses or cards, and MUST NOT take part in ' +
      'version negotiation (§3.6): an interface declaring "1.0.1" invites clients that compare ' +
      'strings to miss it.',
    seeAlso: ['VER-CLIENT-002'],
  }),
  agent({
    id: 'A2A-CARD-009',
    title:
      'With extendedAgentCard declared, GetExtendedAgentCard returns a card or ExtendedAgentCardNotConfiguredError',
    level: 'MUST',
    source: [spec('§3.1.11'), spec('§3.3.4')],
    appliesWhen: ['capability-declared'],
    rationale:
      'An agent that declares the capability either serves an AgentCard from the operation or, when ' +
      'none is configured, MUST answer ExtendedAgentCardNotConfiguredError (-32007). Any other answer ' +
      'leaves a client unable to tell a misconfiguration from a broken server.',
    seeAlso: ['CARD-EXT-002'],
  }),
  agent({
    id: 'A2A-CARD-010',
    title: 'The extended card is not served to an unauthenticated caller',
    level: 'MUST',
    source: [spec('§3.1.11'), spec('§13.3')],
    appliesWhen: ['capability-declared', 'security-declared'],
    rationale:
      'The client MUST authenticate GetExtendedAgentCard with a scheme of the public card (§3.1.11), ' +
      'and the extended card may hold what the public one withholds (§13.3). The harness asks without ' +
      'the credentials given by `--header`; handing out the extended card then is a failure. ' +
      'An agent whose card declares no security requirement is not judged.',
    seeAlso: ['CARD-EXT-001'],
  }),
  // --- SendMessage and execution modes (§3.1.1, §3.2.2) --------------------------------------
  agent({
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
  agent({
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
  agent({
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
  agent({
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
      "later is seed 002's retry storm; refusing before a task exists is what lets a caller fall back.",
    seeAlso: ['CORE-SEND-003', 'a2aproject/a2a-rs#270'],
  }),
  agent({
    id: 'A2A-EXEC-001',
    title: 'A blocking SendMessage returns only at a terminal or interrupted state',
    level: 'MUST',
    source: [spec('§3.2.2')],
    appliesWhen: [],
    rationale:
      'Unless `returnImmediately` is true the operation MUST wait for COMPLETED, FAILED, CANCELED, ' +
      'REJECTED, INPUT_REQUIRED or AUTH_REQUIRED. A blocking answer in SUBMITTED or WORKING hands a ' +
      'caller that trusted the default a task it must still poll.',
    seeAlso: ['CORE-EXECUTION-MODE-001'],
  }),
  agent({
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
  // --- tasks (§3.1.3–3.1.5, §3.2.4) ----------------------------------------------------------
  agent({
    id: 'A2A-GET-001',
    title: 'GetTask returns the task as it stands: same id and context, state, artifacts',
    level: 'MUST',
    source: [spec('§3.1.3')],
    appliesWhen: [],
    rationale:
      'After a blocking SendMessage settled a task, GetTask must return that task (same `id` and ' +
      '`contextId`), in the same terminal state, with the artifacts the blocking answer carried.',
    seeAlso: ['CORE-GET-001'],
  }),
  agent({
    id: 'A2A-GET-002',
    title: 'GetTask of an unknown id fails with TaskNotFoundError',
    level: 'MUST',
    source: [spec('§3.1.3'), spec('§3.3.2')],
    appliesWhen: [],
    rationale:
      'A task id that does not exist (or is not visible to the caller) MUST yield TaskNotFoundError ' +
      '(-32001 / 404 TASK_NOT_FOUND), never an empty task or a generic error.',
    seeAlso: ['CORE-GET-002'],
  }),
  agent({
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
  agent({
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
  agent({
    id: 'A2A-HIST-003',
    title: 'historyLength 0 on SendMessage leaves the history out of the answer',
    level: 'SHOULD',
    source: [spec('§3.2.4'), spec('§3.2.2')],
    appliesWhen: [],
    rationale: 'The same semantics as A2A-HIST-001, carried by `SendMessageConfiguration`.',
    seeAlso: ['CORE-HIST-003'],
  }),
  agent({
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
  agent({
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
  agent({
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
  agent({
    id: 'A2A-LIST-003',
    title: 'ListTasks returns tasks by status timestamp, most recent first',
    level: 'MUST',
    source: [spec('§3.1.4')],
    appliesWhen: [],
    rationale:
      'Ordering by last update, descending, is a MUST so that pagination is stable. Judged on the ' +
      "tasks' `status.timestamp`; tasks without a timestamp make the rule not applicable.",
    seeAlso: ['CORE-LIST-003'],
  }),
  agent({
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
  agent({
    id: 'A2A-LIST-005',
    title: 'ListTasks filters by contextId and by status',
    level: 'MUST',
    source: [spec('§3.1.4'), spec('§9.4.4')],
    appliesWhen: [],
    rationale:
      '`contextId` and `status` are filters of `ListTasksRequest`: a filtered page must hold only ' +
      'tasks of that context (and that state), and the task just created in that context must be ' +
      'among them.',
    seeAlso: [],
  }),
  agent({
    id: 'A2A-CANCEL-001',
    title: 'CancelTask of a running task returns it canceled',
    level: 'MUST',
    source: [spec('§3.1.5')],
    appliesWhen: ['non-terminal-task'],
    rationale:
      'The operation returns the updated task; if the agent canceled it, the state is ' +
      'TASK_STATE_CANCELED. Cancellation may fail (§3.1.5: success is not guaranteed), and an agent ' +
      'that declines with TaskNotCancelableError is recorded as not applicable, not as a failure.',
    seeAlso: ['CORE-CANCEL-001'],
  }),
  agent({
    id: 'A2A-CANCEL-002',
    title: 'CancelTask of a task in a terminal state fails with TaskNotCancelableError',
    level: 'MUST',
    source: [spec('§3.1.5'), spec('§3.3.2')],
    appliesWhen: [],
    rationale:
      'A finished task is not cancelable: TaskNotCancelableError (-32002 / 400 TASK_NOT_CANCELABLE).',
    seeAlso: ['CORE-CANCEL-002'],
  }),
  agent({
    id: 'A2A-CANCEL-003',
    title: 'CancelTask of an unknown id fails with TaskNotFoundError',
    level: 'MUST',
    source: [spec('§3.1.5')],
    appliesWhen: [],
    rationale: 'As for GetTask: an id that names no task yields TaskNotFoundError.',
    seeAlso: ['CORE-CANCEL-003'],
  }),
  // --- multi-turn (§3.4) ---------------------------------------------------------------------
  agent({
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
  agent({
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
  agent({
    id: 'A2A-CTX-003',
    title: 'Each new task gets its own server-generated id',
    level: 'MUST',
    source: [spec('§3.4.2')],
    appliesWhen: [],
    rationale:
      'Agents MUST generate a unique `taskId` for every task they create and include it in the ' +
      'task: two messages that start two tasks must come back with two different, non-empty ids.',
    seeAlso: ['CORE-MULTI-003'],
  }),
  agent({
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
  agent({
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
  // --- streaming (§3.1.2, §3.1.6, §3.5.2) ----------------------------------------------------
  agent({
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
  agent({
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
  agent({
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
  agent({
    id: 'A2A-STREAM-004',
    title: 'SubscribeToTask opens with the current Task and ends at the terminal state',
    level: 'MUST',
    source: [spec('§3.1.6')],
    appliesWhen: ['capability-declared', 'non-terminal-task'],
    rationale:
      'The first event MUST be the Task as it stands when the subscription starts, and the stream ' +
      'MUST end when the task reaches a terminal state. Judged on a task the harness started ' +
      'non-blocking and subscribed to before it finished.',
    seeAlso: ['STREAM-SUB-001', 'STREAM-SUB-002'],
  }),
  agent({
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
  agent({
    id: 'A2A-STREAM-006',
    title: 'SubscribeToTask on an unknown id fails with TaskNotFoundError',
    level: 'MUST',
    source: [spec('§3.1.6')],
    appliesWhen: ['capability-declared'],
    rationale: 'As for every task operation: an id that names no task yields TaskNotFoundError.',
    seeAlso: ['STREAM-SUB-004'],
  }),
  agent({
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
  // --- push notifications (§3.1.7–3.1.10, §4.3) ----------------------------------------------
  agent({
    id: 'A2A-PUSH-001',
    title: 'CreateTaskPushNotificationConfig returns the stored config with an id',
    level: 'MUST',
    source: [spec('§3.1.7'), spec('§4.3.1')],
    appliesWhen: ['capability-declared'],
    rationale:
      'Creating a config MUST establish the webhook and return the config with its assigned id, the ' +
      'task id and the URL the client gave.',
    seeAlso: ['PUSH-CREATE-001'],
  }),
  agent({
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
  agent({
    id: 'A2A-PUSH-003',
    title: 'ListTaskPushNotificationConfigs returns every active config of the task',
    level: 'MUST',
    source: [spec('§3.1.9')],
    appliesWhen: ['capability-declared'],
    rationale: 'After two configs are created for one task, the list MUST contain both.',
    seeAlso: ['PUSH-LIST-001'],
  }),
  agent({
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
  agent({
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
  agent({
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
  // --- JSON-RPC binding (§9) ------------------------------------------------------------------
  agent({
    id: 'A2A-RPC-001',
    title: 'Unparseable JSON is answered with -32700 and a null id',
    level: 'MUST',
    source: [spec('§9.5'), { doc: 'JSON-RPC 2.0', section: '§5.1' }],
    appliesWhen: [],
    rationale:
      'A body that is not JSON is a parse error (-32700 JSONParseError); the server cannot read the ' +
      'id, so the response id is null.',
    seeAlso: ['JSONRPC-ERR-001'],
  }),
  agent({
    id: 'A2A-RPC-002',
    title: 'A request that is not a JSON-RPC 2.0 Request is answered with -32600',
    level: 'MUST',
    source: [spec('§9.3'), spec('§9.5'), { doc: 'JSON-RPC 2.0', section: '§4, §5.1' }],
    appliesWhen: [],
    rationale:
      'Requests MUST be JSON-RPC 2.0 (`jsonrpc: "2.0"`, a string `method`); anything else is ' +
      'InvalidRequestError (-32600), never processed as if it were valid.',
    seeAlso: ['JSONRPC-FMT-001'],
  }),
  agent({
    id: 'A2A-RPC-003',
    title: 'An unknown method is answered with -32601',
    level: 'MUST',
    source: [spec('§9.5')],
    appliesWhen: [],
    rationale:
      'MethodNotFoundError is the only meaning of -32601. This is the one rule for which a -32601 is ' +
      'a pass; everywhere else it is a failure of the method the agent was expected to serve.',
    seeAlso: ['JSONRPC-SVC-001'],
  }),
  agent({
    id: 'A2A-RPC-004',
    title: 'Answers are application/json JSON-RPC 2.0 responses that echo the request id',
    level: 'MUST',
    source: [spec('§9.1'), { doc: 'JSON-RPC 2.0', section: '§5' }],
    appliesWhen: [],
    rationale:
      'Responses use `Content-Type: application/json`, carry `jsonrpc: "2.0"`, echo the id (strings ' +
      'and numbers alike) and exactly one of `result` and `error`. Judged on every unary answer the ' +
      'JSON-RPC checks received, plus a string-id probe.',
    seeAlso: ['JSONRPC-FMT-002', 'JSONRPC-FMT-001'],
  }),
  agent({
    id: 'A2A-RPC-005',
    title:
      'JSON-RPC errors carry an integer code, a message and, if any, a data array of @type objects',
    level: 'MUST',
    source: [spec('§9.5'), spec('§3.3.2')],
    appliesWhen: [],
    rationale:
      '`error.data`, when present, is an array of ProtoJSON `Any` objects, each with `@type` (§9.5, ' +
      '§3.3.2 "Error Details"); a free-form object, the v0.3 habit, breaks clients that read details.',
    seeAlso: ['JSONRPC-ERR-001'],
  }),
  agent({
    id: 'A2A-RPC-006',
    title: 'A2A errors use their assigned JSON-RPC codes',
    level: 'MUST',
    source: [spec('§5.4'), spec('§9.5')],
    appliesWhen: [],
    rationale:
      'Every A2A error has one code in -32001…-32099 (TaskNotFound -32001 … VersionNotSupported ' +
      '-32009). When an answer names its error by ErrorInfo reason and the code says another, the ' +
      'error was meant right and mapped wrong: that is charged here, not to the operation.',
    seeAlso: ['JSONRPC-ERR-002', 'JSONRPC-SSE-002'],
  }),
  agent({
    id: 'A2A-RPC-007',
    title: 'A2A errors over JSON-RPC carry a google.rpc.ErrorInfo with reason and domain',
    level: 'SHOULD',
    source: [spec('§9.5'), spec('§3.3.2')],
    appliesWhen: [],
    rationale:
      'v1.0.1 made ErrorInfo a SHOULD for JSON-RPC (v1.0.0 and the a2a-tck have MUST): reason in ' +
      'UPPER_SNAKE_CASE without "Error" and domain `a2a-protocol.org`, so errors that share a ' +
      'transport code stay distinguishable.',
    seeAlso: ['JSONRPC-ERR-003'],
  }),
  agent({
    id: 'A2A-SVC-001',
    title: 'Service parameters are read from HTTP headers whatever their letter case',
    level: 'MUST',
    source: [spec('§3.2.6'), spec('§9.2'), spec('§11.2')],
    appliesWhen: [],
    rationale:
      'A2A-Version and A2A-Extensions travel as HTTP headers, whose names are case-insensitive ' +
      '(RFC 9110): `a2a-version: 1.0` must be honoured like `A2A-Version: 1.0`.',
    seeAlso: ['JSONRPC-SVC-002', 'HTTP_JSON-SVC-002'],
  }),
  // --- versioning (§3.6) ----------------------------------------------------------------------
  agent({
    id: 'A2A-VER-001',
    title: 'A request in an unsupported A2A-Version fails with VersionNotSupportedError',
    level: 'MUST',
    source: [spec('§3.6.2'), spec('§3.2.6')],
    appliesWhen: [],
    rationale:
      'If the interface does not support the requested version the agent MUST answer ' +
      'VersionNotSupportedError (-32009 / 400 VERSION_NOT_SUPPORTED) rather than guess.',
    seeAlso: ['VER-SERVER-002', 'HTTP_JSON-SVC-002'],
  }),
  agent({
    id: 'A2A-VER-002',
    title: 'A request without A2A-Version is read as v0.3, never answered as v1.0',
    level: 'MUST',
    source: [spec('§3.6.2'), spec('§3.6.1')],
    appliesWhen: [],
    rationale:
      'Agents MUST interpret an empty version as 0.3. A v1.0-only interface therefore answers a v1.0 ' +
      'method without the header with VersionNotSupportedError (or, treating it as a v0.3 request, ' +
      'MethodNotFound); answering it with v1.0 semantics is the failure.',
    seeAlso: ['VER-SERVER-003'],
  }),
  agent({
    id: 'A2A-VER-003',
    title: 'A request in a version the interface declares is served in that version',
    level: 'MUST',
    source: [spec('§3.6.2')],
    appliesWhen: [],
    rationale:
      'Agents MUST process a request with the semantics of the requested Major.Minor: `A2A-Version: ' +
      '1.0` to a 1.0 interface gets a v1.0 answer (PascalCase methods served, no v0.3 `kind` ' +
      'discriminators, ProtoJSON enum names), not a refusal.',
    seeAlso: ['VER-SERVER-001'],
  }),
  agent({
    id: 'A2A-VER-004',
    title: 'A patch number in A2A-Version does not change the version served',
    level: 'MUST',
    source: [spec('§3.6')],
    appliesWhen: [],
    rationale:
      'Patch numbers MUST NOT be considered when negotiating (§3.6): a client that sends "1.0.1" ' +
      '(which it SHOULD NOT) is still a 1.0 client, and refusing it is the failure.',
    seeAlso: ['VER-CLIENT-002'],
  }),
  // --- data model (§4, §5.5–5.7) --------------------------------------------------------------
  agent({
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
  agent({
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
  agent({
    id: 'A2A-DM-003',
    title: 'Messages carry messageId, role and at least one part',
    level: 'MUST',
    source: [spec('§4.1.4'), spec('§5.7')],
    appliesWhen: [],
    rationale: '`messageId`, `role` and `parts` are REQUIRED, and a REQUIRED list has an element.',
    seeAlso: ['DM-MSG-001', 'DM-SERIAL-004'],
  }),
  agent({
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
  agent({
    id: 'A2A-DM-005',
    title: 'Artifacts carry an artifactId and at least one part',
    level: 'MUST',
    source: [spec('§4.1.7'), spec('§5.7')],
    appliesWhen: [],
    rationale: '`artifactId` and `parts` are REQUIRED on every artifact, streamed or stored.',
    seeAlso: ['DM-ART-001'],
  }),
  agent({
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
  agent({
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
  agent({
    id: 'A2A-DM-008',
    title: 'Unknown members in a request are ignored',
    level: 'SHOULD',
    source: [spec('§5.7')],
    appliesWhen: [],
    rationale:
      'Implementations SHOULD ignore unrecognized fields (forward compatibility): a SendMessage ' +
      'carrying an extra top-level member and an extra message member must be served as without them.',
    seeAlso: ['DM-SERIAL-005'],
  }),
  agent({
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
  // --- errors and validation (§3.3.2) ---------------------------------------------------------
  agent({
    id: 'A2A-ERR-001',
    title: 'Every error answer names its error and explains it in words',
    level: 'MUST',
    source: [spec('§3.3.2')],
    appliesWhen: [],
    rationale:
      'All error responses MUST convey a machine-readable code and a human-readable message; an ' +
      'empty message is no explanation.',
    seeAlso: ['CORE-ERR-001'],
  }),
  agent({
    id: 'A2A-ERR-002',
    title: 'Malformed parameters are refused as invalid before any processing',
    level: 'MUST',
    source: [spec('§3.3.2'), spec('§5.7')],
    appliesWhen: [],
    rationale:
      'Servers MUST validate all input parameters before processing: a SendMessage without a message, ' +
      'with no parts or without a messageId, and a GetTask without an id, are InvalidParams (-32602 / ' +
      'HTTP 400), and create no task.',
    seeAlso: ['CORE-ERR-002', 'DM-SERIAL-004'],
  }),
  // --- authentication (§7) --------------------------------------------------------------------
  agent({
    id: 'A2A-AUTH-001',
    title: 'An agent that declares security refuses requests without credentials',
    level: 'MUST',
    source: [spec('§7.4'), spec('§3.3.2'), spec('§13.1')],
    appliesWhen: ['security-declared'],
    rationale:
      'The server MUST authenticate every request against its declared requirements and MUST reject ' +
      'missing credentials (HTTP 401/403, or an error answer). The harness repeats SendMessage and ' +
      'GetTask without the `--header` credentials; serving them is the failure.',
    seeAlso: ['AUTH-SERVER-002', 'AUTH-SCOPE-001'],
  }),
  // --- HTTP+JSON binding (§11) ----------------------------------------------------------------
  agent({
    id: 'A2A-REST-001',
    title: 'Each operation is served at its HTTP+JSON resource URL with its HTTP verb',
    level: 'MUST',
    source: [spec('§11.3'), spec('§5.3')],
    appliesWhen: ['http-json-interface'],
    rationale:
      '`POST /message:send`, `GET /tasks/{id}`, `GET /tasks`, `POST /tasks/{id}:cancel`, the push ' +
      'config resources and `GET /extendedAgentCard`. SubscribeToTask is `POST` in §11.3.2 and `GET` ' +
      'in the proto; either is accepted.',
    seeAlso: ['HTTP_JSON-URL-001', 'HTTP_JSON-URL-002'],
  }),
  agent({
    id: 'A2A-REST-002',
    title: 'HTTP+JSON answers are JSON (application/a2a+json preferred)',
    level: 'MUST',
    source: [spec('§11.1'), spec('§14.1')],
    appliesWhen: ['http-json-interface'],
    rationale:
      'v1.0.1 says `application/a2a+json` SHOULD be used (v1.0.0 and the a2a-tck say ' +
      '`application/json`); either JSON type passes, anything else fails, and the evidence notes which.',
    seeAlso: ['HTTP_JSON-SVC-001'],
  }),
  agent({
    id: 'A2A-REST-003',
    title: 'HTTP+JSON query parameters are camelCase and honoured',
    level: 'MUST',
    source: [spec('§11.5')],
    appliesWhen: ['http-json-interface'],
    rationale:
      'GET parameters travel as camelCase query parameters: `GET /tasks/{id}?historyLength=1` must ' +
      'limit the history, `GET /tasks?contextId=…&pageSize=1` must filter and page.',
    seeAlso: ['HTTP_JSON-QP-001'],
  }),
  agent({
    id: 'A2A-REST-004',
    title: 'HTTP+JSON errors are google.rpc.Status objects',
    level: 'MUST',
    source: [spec('§11.6')],
    appliesWhen: ['http-json-interface'],
    rationale:
      'An error answer is JSON `{ "error": { "code", "status", "message", "details" } }` (AIP-193), ' +
      'with `code` equal to the HTTP status.',
    seeAlso: ['HTTP_JSON-ERR-001'],
  }),
  agent({
    id: 'A2A-REST-005',
    title: 'HTTP+JSON A2A errors carry a google.rpc.ErrorInfo with reason and domain',
    level: 'MUST',
    source: [spec('§11.6')],
    appliesWhen: ['http-json-interface'],
    rationale:
      'Several A2A errors share HTTP 400, so an ErrorInfo in `details` with the A2A reason and ' +
      'domain `a2a-protocol.org` is a MUST here (unlike JSON-RPC, where the code already tells them ' +
      'apart).',
    seeAlso: ['HTTP_JSON-ERR-002'],
  }),
  agent({
    id: 'A2A-REST-006',
    title: 'HTTP+JSON A2A errors use their assigned HTTP status',
    level: 'MUST',
    source: [spec('§5.4')],
    appliesWhen: ['http-json-interface'],
    rationale:
      'TaskNotFound 404, InvalidAgentResponse 500, the other A2A errors 400 (v1.0.1; v1.0.0 had 409 ' +
      'and 415 for two of them, and the a2a-tck still quotes 415).',
    seeAlso: ['HTTP_JSON-STATUS-001'],
  }),
  // --- binding agreement (§5.1, §5.2) ---------------------------------------------------------
  agent({
    id: 'A2A-BIND-001',
    title: 'Every interface the card declares answers A2A at its URL',
    level: 'MUST',
    source: [spec('§5.2'), spec('§8.3.1')],
    appliesWhen: [],
    rationale:
      'Agents MUST declare the protocols they support, and a declaration a client cannot use is ' +
      'worse than none: each JSONRPC and HTTP+JSON interface must answer SendMessage at its URL. ' +
      '(The converse, a binding served but not declared, is not observable from outside.)',
    seeAlso: ['BIND-FIELD-001', 'CARD-PROTO-002'],
  }),
  agent({
    id: 'A2A-BIND-002',
    title: 'All declared bindings serve the same operations',
    level: 'MUST',
    source: [spec('§5.1')],
    appliesWhen: ['several-bindings'],
    rationale:
      'With several bindings, each MUST provide the same operations: an operation served on one ' +
      'interface and missing on another is the failure.',
    seeAlso: ['BIND-EQUIV-001'],
  }),
  agent({
    id: 'A2A-BIND-003',
    title: 'The same request gets equivalent results on every binding',
    level: 'MUST',
    source: [spec('§5.1')],
    appliesWhen: ['several-bindings'],
    rationale:
      'Judged on a blocking SendMessage sent to each interface: both answers must be of the same kind ' +
      '(task or message), end in the same state and carry the same number of artifacts and parts.',
    seeAlso: ['BIND-EQUIV-002'],
  }),
  agent({
    id: 'A2A-BIND-004',
    title: 'The same fault gets the same A2A error on every binding',
    level: 'MUST',
    source: [spec('§5.1'), spec('§5.4')],
    appliesWhen: ['several-bindings'],
    rationale:
      'GetTask and CancelTask of an unknown id, and CancelTask of a finished task, must yield the same ' +
      "A2A error on each interface, each in its binding's own representation.",
    seeAlso: ['BIND-EQUIV-003'],
  }),
  agent({
    id: 'A2A-BIND-005',
    title: 'Every binding enforces the same authentication',
    level: 'MUST',
    source: [spec('§5.1'), spec('§7.4')],
    appliesWhen: ['several-bindings', 'security-declared'],
    rationale:
      'Bindings MUST support the same authentication schemes: an unauthenticated request refused on ' +
      'one interface and served on another is a bypass.',
    seeAlso: ['BIND-EQUIV-004'],
  }),
  agent({
    id: 'A2A-GRPC-001',
    title: 'The gRPC binding is not judged by this harness',
    level: 'MUST',
    source: [spec('§10')],
    appliesWhen: ['grpc-interface'],
    rationale:
      "Judging gRPC needs the spec's `a2a.proto` (with its google.api imports) at run time, which " +
      'the harness does not ship and may not copy into the project, plus `@grpc/grpc-js`. An agent ' +
      'that declares a GRPC interface gets this rule as not applicable, with that reason, so the ' +
      'gap is visible in every report instead of silent.',
    seeAlso: [],
  }),
];
