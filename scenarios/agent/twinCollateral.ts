import type { VendorFault } from '../../vendors/index.ts';

/** A rule a twin's fault breaks besides the twin's own, and why the one fault breaks both. */
export interface TwinCollateral {
  rule: string;
  why: string;
  /**
   * The fault may break this rule, not must: which checks meet it depends on how their requests
   * interleave (measured over several seeds), so a run where it holds is no sign of a change.
   */
  may?: true;
}

/** Several rules one fault breaks for the same reason. */
const forRules = (rules: readonly string[], why: string, may?: true): TwinCollateral[] =>
  rules.map((rule) => ({ rule, why, ...(may && { may }) }));

/** The binding error rules a wrong error for an unknown task breaks. */
const UNKNOWN_TASK_ERROR = forRules(
  ['A2A-BIND-004', 'A2A-REST-005', 'A2A-REST-006', 'A2A-RPC-007'],
  'the wrong error for an unknown task is what this binding error rule judges too',
);

const everyRequest = (fault: string, rules: readonly string[]): TwinCollateral[] =>
  forRules(
    rules,
    `${fault}: every check's requests meet the fault, so every check that needs an answer fails`,
  );

/**
 * Rules whose checks find a task again by the id a SendMessage answered (measured at seeds 1–3,
 * 7, 42 and 101–104, all-rules: each seed failed 5 to 12 of these, the union of all; A2A-STREAM-004
 * at seed 7 once the task model's subscriptions made tasks that linger; A2A-BIND-003 and
 * A2A-STREAM-002 at seed 102, each in one of three runs made at once, once the task model left
 * tasks waiting in INPUT_REQUIRED under the one id every check's tasks share (none in three such
 * runs before); A2A-CTX-006 and A2A-EXEC-001 because the task model finds its interrupted task
 * again by id, not seen to fail).
 */
const TASK_LOOKUPS = [
  'A2A-BIND-003',
  'A2A-BIND-004',
  'A2A-CANCEL-001',
  'A2A-CANCEL-002',
  'A2A-CTX-004',
  'A2A-CTX-006',
  'A2A-EXEC-001',
  'A2A-GET-001',
  'A2A-HIST-002',
  'A2A-HIST-004',
  'A2A-LIST-002',
  'A2A-LIST-004',
  'A2A-LIST-005',
  // The request values list their tasks by status timestamp and find them by id.
  'A2A-LIST-006',
  'A2A-REST-005',
  'A2A-RPC-007',
  'A2A-SEND-002',
  'A2A-STR-001',
  'A2A-STREAM-002',
  'A2A-STREAM-003',
  'A2A-STREAM-004',
  'A2A-STREAM-005',
] as const;

/**
 * Rules every check of which sends a request carrying A2A-Version as the harness writes it
 * (measured at seeds 7 and 42, the same at both): an agent that refuses it refuses them all.
 */
const VERSIONED_REQUESTS = [
  'A2A-CANCEL-003',
  'A2A-CAP-004',
  'A2A-CARD-009',
  'A2A-DM-008',
  'A2A-ERR-002',
  'A2A-GET-002',
  'A2A-PUSH-005',
  'A2A-RPC-003',
  'A2A-RPC-006',
  'A2A-SEND-001',
  'A2A-SEND-003',
  'A2A-STREAM-001',
  'A2A-STREAM-006',
] as const;

/**
 * The collateral of each broken twin's fault: the rules other than the twin's own that the fault
 * makes fail, judged by every agent check against the same vendor without the fault (measured at
 * seed 7), each with the reason one fault breaks both. A fault absent here is specific: it breaks
 * its rule alone. `runAgentTwins` with scope `all-rules` counts a twin proven only when the rules
 * it fails are its own and these, each of these (tests/agent/twin-specificity.loopback.test.ts).
 * Three faults break nearly every check by their nature (an agent that refuses the version it
 * declares, or every request whose header is spelt in another case, answers no check; one whose
 * task ids repeat confuses every check that finds its task again): they declare those rules,
 * the last as `may`, since which checks meet a repeated id depends on how their requests
 * interleave.
 */
export const TWIN_COLLATERAL: Readonly<Partial<Record<VendorFault, readonly TwinCollateral[]>>> = {
  'get-unknown-task-invalid-params': [
    ...UNKNOWN_TASK_ERROR,
    {
      rule: 'A2A-VER-003',
      why: 'the version checks probe with GetTask of an unknown task: InvalidParams reads as the version refused',
    },
    {
      rule: 'A2A-VER-004',
      why: 'the version checks probe with GetTask of an unknown task: InvalidParams reads as the version refused',
    },
  ],
  'cancel-unknown-task-internal-error': [...UNKNOWN_TASK_ERROR],
  // The request values' push judgement is proven here: a declared collateral must fail.
  'task-ids-prefix-matched': [
    {
      rule: 'A2A-PUSH-001',
      why: 'every operation looks a task up by prefix: an id cut short finds the task for a push config as for GetTask',
    },
  ],
  'rest-task-not-found-as-unsupported': [
    { rule: 'A2A-CANCEL-003', why: 'CancelTask of an unknown task must say TaskNotFound' },
    { rule: 'A2A-GET-002', why: 'GetTask of an unknown task must say TaskNotFound' },
    { rule: 'A2A-SEND-003', why: 'a message naming an unknown task must get TaskNotFound' },
    { rule: 'A2A-STREAM-006', why: 'SubscribeToTask of an unknown task must say TaskNotFound' },
  ],
  'cancel-reported-not-done': [
    {
      rule: 'A2A-CANCEL-002',
      why: 'the task answered CANCELED still runs, so a second CancelTask of it (a task-model program that cancels a task it holds settled) is answered CANCELED again instead of TaskNotCancelableError (measured with the task-model rules at seeds 42, 101-104, 7 and 2026: at 104)',
      may: true,
    },
    {
      rule: 'A2A-GET-001',
      why: 'the task answered CANCELED still runs, so a task-model program that reads it back gets its running state, not the CANCELED the agent reported (measured as above: at 2026)',
      may: true,
    },
  ],
  'send-history-zero-ignored': [
    {
      rule: 'A2A-HIST-002',
      why: 'historyLength 0 is a limit too: the history property judges "at most 0" under A2A-HIST-002 when it draws 0 on a SendMessage (measured all-rules at seeds 42 and 101-104: at 102 and 104)',
      may: true,
    },
  ],
  'history-zero-ignored': [
    { rule: 'A2A-REST-003', why: 'over REST, historyLength is a query parameter: ignored there' },
  ],
  'list-ignores-page-size': [
    { rule: 'A2A-REST-003', why: 'over REST, pageSize is a query parameter: ignored there' },
  ],
  'list-context-filter-first-only': [
    {
      rule: 'A2A-LIST-002',
      why: 'paging by cursor under a context filter never reaches the tasks it drops',
    },
  ],
  'answer-without-context-id': [
    { rule: 'A2A-CTX-002', why: 'a follow-up in the context needs the contextId the answer lacks' },
    { rule: 'A2A-GET-001', why: 'the Task GetTask returns lacks its REQUIRED contextId too' },
    { rule: 'A2A-LIST-002', why: 'tasks without a contextId page wrongly under a context filter' },
    { rule: 'A2A-LIST-005', why: 'tasks without a contextId page wrongly under a context filter' },
    { rule: 'A2A-REST-003', why: 'the REST list by context finds nothing for the same reason' },
    {
      rule: 'A2A-CTX-006',
      why: 'the message that continues an input-required task is answered without the context the task is in (the whole gate on the final code: at 42, 101, 102 and 104)',
      may: true,
    },
  ],
  'follow-up-new-context': [
    {
      rule: 'A2A-CTX-006',
      why: 'the message that continues an input-required task names only its taskId, and is answered in a new context, not the task it continues',
    },
  ],
  'stream-payload-prefixed': forRules(
    ['A2A-STREAM-002', 'A2A-STREAM-004', 'A2A-STREAM-007'],
    'events that do not parse carry nothing a stream rule can read',
  ),
  'push-get-any-config': [
    { rule: 'A2A-PUSH-004', why: 'a deleted config is still returned by its id' },
  ],
  'push-client-config-id-replaced-by-task-id': [
    {
      rule: 'A2A-PUSH-001',
      why: "a config the client named is answered under its task's id, not the client's",
    },
    {
      rule: 'A2A-PUSH-002',
      why: 'every config of the task answers under one id, so Get by it returns the last one stored, not the one created under that answer',
    },
  ],
  'error-data-not-array': [
    {
      rule: 'A2A-RPC-007',
      why: 'data that is no array of details holds no ErrorInfo',
    },
  ],
  'rest-list-tasks-unrouted': [
    { rule: 'A2A-BIND-002', why: 'a method of the REST binding has no route' },
    { rule: 'A2A-LIST-001', why: 'ListTasks over REST cannot be called' },
  ],
  'rest-cancel-unrouted': [
    {
      rule: 'A2A-BIND-004',
      why: 'the unrouted cancel answers TaskNotFound where JSON-RPC says TaskNotCancelable',
    },
    { rule: 'A2A-REST-001', why: 'a method of the REST binding has no route' },
  ],
  'rest-query-parameters-ignored': [
    { rule: 'A2A-HIST-001', why: 'over REST, historyLength is a query parameter' },
    { rule: 'A2A-LIST-002', why: 'over REST, pageSize is a query parameter' },
    { rule: 'A2A-LIST-004', why: 'over REST, the list filters are query parameters' },
    { rule: 'A2A-LIST-005', why: 'over REST, the context filter is a query parameter' },
  ],
  'rest-errors-without-error-info': [
    {
      rule: 'A2A-BIND-004',
      why: 'without ErrorInfo a REST error is told by its HTTP status only, unlike a JSON-RPC error',
    },
    { rule: 'A2A-CARD-009', why: 'the not-configured error is told by its ErrorInfo reason' },
  ],
  'task-status-without-state': [
    { rule: 'A2A-EXEC-001', why: 'a status without a state never reads as finished' },
    {
      rule: 'A2A-GET-001',
      why: 'GetTask of a settled task reads back no state, not the one the agent reported',
    },
    { rule: 'XV-WIRE-001', why: 'a status without a state never reads as finished' },
    {
      rule: 'A2A-CANCEL-001',
      why: 'a task-model program that cancels a running task reads it back with no state, not the CANCELED the cancel answered (the whole gate on the stop-45 commit: at 101-104, not at 42)',
      may: true,
    },
  ],
  'task-states-lower-case': [
    { rule: 'A2A-CANCEL-001', why: 'a state the enum does not name never reads as canceled' },
    { rule: 'A2A-EXEC-001', why: 'a state the enum does not name never reads as finished' },
    {
      rule: 'A2A-GET-001',
      why: 'GetTask reads back a state spelt otherwise than the one an earlier answer reported',
    },
    { rule: 'A2A-LIST-005', why: 'a list filtered by state finds no task in an unnamed state' },
    { rule: 'XV-WIRE-001', why: 'a state the enum does not name never reads as finished' },
  ],
  'history-parts-altered': [
    {
      rule: 'A2A-DM-008',
      why: 'the request values read a message sent with unknown members back from the task history, where the twin rewrote its text',
    },
  ],
  'history-without-message-ids': [
    { rule: 'A2A-HIST-004', why: 'history messages are matched by their messageId' },
  ],
  'last-chunk-only-store': [
    {
      rule: 'A2A-GET-001',
      why: 'GetTask reads back the stored task, which lost the chunks the stream delivered',
    },
  ],
  'artifacts-without-id': [
    {
      rule: 'A2A-GET-001',
      why: 'the stored artifact is found by the artifactId its streamed chunks carried',
    },
  ],
  'blocking-send-answers-early': [
    {
      rule: 'A2A-LIST-002',
      why: 'a task answered while it runs moves ahead of the cursor when it ends between two pages',
      may: true,
    },
    { rule: 'A2A-STR-001', why: 'the blocking answer lacks the chunks produced after it' },
  ],
  'any-version-served': [
    {
      rule: 'A2A-VER-002',
      why: 'a request without A2A-Version, to be read as 0.3, is answered as 1.0',
    },
  ],
  'card-signature-tampered': [
    { rule: 'A2A-SIG-002', why: 'a tampered signature verifies under no canonical form' },
  ],
  'card-signature-without-kid': [
    { rule: 'A2A-SIG-001', why: 'without a kid no trusted key is selected, so nothing verifies' },
    { rule: 'A2A-SIG-002', why: 'without a kid no trusted key is selected, so nothing verifies' },
  ],
  'grpc-error-without-details': [
    { rule: 'A2A-BIND-004', why: 'the gRPC error mapping reads the ErrorInfo detail' },
  ],
  'rest-answers-message': [
    { rule: 'A2A-PUSH-005', why: 'a push config needs the task a Message answer does not create' },
    { rule: 'A2A-STR-001', why: 'a Message answer carries no task to compare the chunks with' },
  ],
  'auth-not-enforced': [
    { rule: 'A2A-CARD-010', why: 'the extended card is served without credentials too' },
  ],
  'task-ids-repeat': forRules(
    // A stall watched by task id and a webhook keyed by task id meet another check's task too
    // (the whole gate on the stop-45 commit: XV-WIRE-001 at 101, A2A-PUSH-005 at 103); two
    // streams of one id end at another task's state (on the final code: A2A-STREAM-007 at 42).
    [...TASK_LOOKUPS, 'XV-WIRE-001', 'A2A-PUSH-005', 'A2A-STREAM-007'],
    "every task has the same id, so a check that finds its task again by id may meet another check's task",
    true,
  ),
  'declared-version-refused': everyRequest('the declared version is refused', [
    ...VERSIONED_REQUESTS,
    'A2A-SVC-001',
  ]),
  'service-headers-case-sensitive': everyRequest(
    'A2A-Version in the case the harness writes it is not recognised',
    [...VERSIONED_REQUESTS, 'A2A-VER-003', 'A2A-VER-004'],
  ),
  'auth-not-enforced-over-rest': [
    { rule: 'A2A-AUTH-001', why: 'requests without credentials are served over REST' },
    { rule: 'A2A-CARD-010', why: 'the extended card is served without credentials too' },
  ],
};
