import type { Level } from '../vocabulary/index.ts';

/** One requirement of the official A2A TCK, as the coverage table lists it. */
export interface TckRequirement {
  /** The TCK's id, e.g. `CORE-SEND-001`. */
  id: string;
  /** The spec section the TCK cites. */
  section: string;
  level: Level;
  /** What it asks, in this project's words. */
  topic: string;
  /** Who it binds: the agent (server) or the client; the TCK's 127 agent ids exclude the latter. */
  party: 'agent' | 'client';
  /** Why no rule of this harness judges it, when none does. */
  notJudged?: string;
}

const NO_SECOND_IDENTITY =
  'needs two authenticated identities and an authorization model the card does not describe; a black-box run has one caller';
const NO_AUTH_REQUIRED_TASK =
  'needs an agent that puts a task in TASK_STATE_AUTH_REQUIRED; nothing in A2A lets a caller ask for that, so no probe can provoke it';
const GRPC =
  "gRPC is not judged: it needs the spec's a2a.proto (with its google.api imports) at run time, which the harness neither ships nor may copy (see A2A-GRPC-001)";
const TLS =
  'deployment property: the harness talks to 127.0.0.1 over plain HTTP unless --allow-remote';

const r = (
  id: string,
  section: string,
  level: Level,
  topic: string,
  notJudged?: string,
  party: 'agent' | 'client' = 'agent',
): TckRequirement => ({
  id,
  section,
  level,
  topic,
  party,
  ...(notJudged !== undefined && { notJudged }),
});

/**
 * The v1.0 requirement registry of `a2aproject/a2a-tck`, branch `1.0-dev` (tck/requirements/*.py
 * at 357c4a8, 2026-05-05): 129 ids, of which 127 bind agents and 2 bind clients. Ids, sections
 * and levels are the TCK's; topics are this project's words. docs/tck-coverage.md is generated
 * from this table and the rules' `seeAlso`.
 */
export const TCK_REQUIREMENTS: readonly TckRequirement[] = [
  r('CORE-SEND-001', '§3.1.1', 'MUST', 'SendMessage answers with a task or a message'),
  r('CORE-SEND-002', '§3.1.1', 'MUST', 'a message to a finished task is refused'),
  r('CORE-SEND-003', '§3.1.1', 'MUST', 'an unsupported part media type is refused'),
  r('CORE-STREAM-001', '§3.1.2', 'MUST', 'SendStreamingMessage opens a stream'),
  r('CORE-STREAM-002', '§3.1.2', 'MUST', 'a message stream carries one message and ends'),
  r(
    'CORE-STREAM-003',
    '§3.1.2',
    'MUST',
    'a task stream opens with the task and ends at a terminal state',
  ),
  r('CORE-GET-001', '§3.1.3', 'MUST', 'GetTask returns the task as it stands'),
  r('CORE-GET-002', '§3.1.3', 'MUST', 'GetTask of an unknown id is TaskNotFound'),
  r(
    'CORE-LIST-001',
    '§3.1.4',
    'MUST',
    'ListTasks shows only what the caller may see',
    NO_SECOND_IDENTITY,
  ),
  r('CORE-LIST-002', '§3.1.4', 'MUST', 'ListTasks pages with a cursor'),
  r('CORE-LIST-003', '§3.1.4', 'MUST', 'ListTasks sorts newest status first'),
  r('CORE-LIST-004', '§3.1.4', 'MUST', 'nextPageToken always present, empty on the last page'),
  r('CORE-LIST-005', '§3.1.4', 'MUST', 'artifacts only with includeArtifacts'),
  r('CORE-CANCEL-001', '§3.1.5', 'MUST', 'CancelTask returns the canceled task'),
  r('CORE-CANCEL-002', '§3.1.5', 'MUST', 'canceling a finished task is TaskNotCancelable'),
  r('CORE-CANCEL-003', '§3.1.5', 'MUST', 'CancelTask of an unknown id is TaskNotFound'),
  r(
    'CORE-EXECUTION-MODE-001',
    '§3.2.2',
    'MUST',
    'a blocking send returns at a terminal or interrupted state',
  ),
  r('CORE-EXECUTION-MODE-002', '§3.2.2', 'MUST', 'returnImmediately returns at once'),
  r('CORE-ERR-001', '§3.3.2', 'MUST', 'errors carry a code and an explanation'),
  r('CORE-ERR-002', '§3.3.2', 'MUST', 'input is validated before processing'),
  r('CORE-CAP-001', '§3.3.4', 'MUST', 'push operations refused when push is not declared'),
  r(
    'CORE-CAP-002',
    '§3.3.4',
    'MUST',
    'streaming operations refused when streaming is not declared',
  ),
  r('CORE-CAP-003', '§3.3.4', 'MUST', 'the extended card refused when not declared'),
  r('CORE-CAP-004', '§3.3.4', 'MUST', 'a request omitting a required extension is refused'),
  r('CORE-MULTI-001', '§3.4.1', 'MAY', 'the agent may generate a contextId'),
  r('CORE-MULTI-001a', '§3.4.1', 'MUST', 'a generated contextId comes back'),
  r('CORE-MULTI-002', '§3.4.1', 'MAY', 'the agent may keep a client contextId'),
  r(
    'CORE-MULTI-002a',
    '§3.4.1',
    'MUST',
    'an unacceptable client contextId is refused, not replaced',
  ),
  r('CORE-MULTI-003', '§3.4.2', 'MUST', 'each new task gets a unique id'),
  r('CORE-MULTI-004', '§3.4.2', 'MUST', 'an unknown taskId in a message is TaskNotFound'),
  r('CORE-MULTI-005', '§3.4.3', 'MUST', 'a taskId-only follow-up joins the task context'),
  r('CORE-MULTI-006', '§3.4.3', 'MUST', 'a contradicting contextId is refused'),
  r('CORE-HIST-001', '§3.2.4', 'SHOULD', 'historyLength 0 omits history (GetTask)'),
  r('CORE-HIST-002', '§3.2.4', 'MUST', 'never more history than asked'),
  r('CORE-HIST-003', '§3.2.4', 'SHOULD', 'historyLength 0 omits history (SendMessage)'),
  r('CORE-HIST-004', '§3.2.4', 'MAY', 'messages may be kept in history'),
  r('CORE-HIST-005', '§3.2.4', 'SHOULD', 'history in the order exchanged'),
  r('CORE-HIST-006', '§3.2.4', 'SHOULD', 'history content as exchanged'),
  r('DM-TASK-001', '§4.1.1', 'MUST', 'tasks carry their required members'),
  r('DM-TASK-002', '§4.1.3', 'MUST', 'task states are valid enum values'),
  r('DM-MSG-001', '§4.1.4', 'MUST', 'messages carry their required members'),
  r('DM-MSG-002', '§4.1.5', 'MUST', 'roles are valid enum values'),
  r('DM-PART-001', '§4.1.6', 'MUST', 'a part sets exactly one content'),
  r('DM-ART-001', '§4.1.7', 'MUST', 'artifacts carry their required members'),
  r('DM-STATUS-001', '§4.1.2', 'MUST', 'a status carries a state'),
  r('DM-SERIAL-001', '§5.5', 'MUST', 'camelCase member names'),
  r('DM-SERIAL-002', '§5.5', 'MUST', 'enums as ProtoJSON names'),
  r('DM-SERIAL-003', '§5.6.1', 'MUST', 'timestamps in UTC ISO 8601'),
  r('DM-SERIAL-004', '§5.7', 'MUST', 'required members present'),
  r('DM-SERIAL-005', '§5.7', 'SHOULD', 'unknown members ignored'),
  r('STREAM-ORDER-001', '§3.5.2', 'MUST', 'events in generation order'),
  r('STREAM-ORDER-002', '§3.5.2', 'MUST', 'events reach every stream of a task'),
  r('STREAM-ORDER-003', '§3.5.2', 'MUST', 'every stream sees the same order'),
  r('STREAM-ORDER-004', '§3.5.2', 'MUST', 'closing one stream leaves the others'),
  r('STREAM-SUB-001', '§3.1.6', 'MUST', 'a subscription opens with the task'),
  r('STREAM-SUB-002', '§3.1.6', 'MUST', 'a subscription ends at the terminal state'),
  r('STREAM-SUB-003', '§3.1.6', 'MUST', 'subscribing to a finished task is refused'),
  r('STREAM-SUB-004', '§3.1.6', 'MUST', 'subscribing to an unknown task is TaskNotFound'),
  r('PUSH-CREATE-001', '§3.1.7', 'MUST', 'a push config is created with an id'),
  r('PUSH-CREATE-002', '§3.1.7', 'MUST', 'a push config lasts until the task ends'),
  r('PUSH-GET-001', '§3.1.8', 'MUST', 'a push config is read back'),
  r('PUSH-GET-002', '§3.1.8', 'MUST', 'reading an unknown push config fails'),
  r('PUSH-LIST-001', '§3.1.9', 'MUST', 'every active push config is listed'),
  r('PUSH-DEL-001', '§3.1.10', 'MUST', 'a deleted push config is gone'),
  r('PUSH-DEL-002', '§3.1.10', 'MUST', 'deleting twice is harmless'),
  r('PUSH-DELIVER-001', '§4.3.3', 'MUST', 'webhook requests carry the configured credentials'),
  r('PUSH-DELIVER-002', '§4.3.3', 'MUST', 'each webhook gets at least one delivery'),
  r('PUSH-DELIVER-003', '§4.3.3', 'MUST', 'webhook bodies are StreamResponses'),
  r('CARD-DISC-001', '§8.1', 'MUST', 'the card is available'),
  r('CARD-PROTO-001', '§8.3', 'MUST', 'the card declares its protocols'),
  r('CARD-PROTO-002', '§8.3.1', 'MUST', 'each interface names its binding and URL'),
  r('CARD-STRUCT-001', '§4.4.1', 'MUST', 'the card carries its required members'),
  r('CARD-EXT-001', '§3.1.11', 'MUST', 'the extended card needs authentication'),
  r('CARD-EXT-002', '§3.1.11', 'MUST', 'an unconfigured extended card is a specific error'),
  r('CARD-SIGN-001', '§8.4.1', 'MUST', 'JCS before signing'),
  r('CARD-SIGN-002', '§8.4.1', 'MUST', 'the signatures member is not signed'),
  r('CARD-SIGN-003', '§8.4.2', 'MUST', 'alg and kid in the protected header'),
  r('CARD-SIGN-004', '§8.4.3', 'MUST', 'no verification with expired or revoked keys'),
  r('CARD-CACHE-001', '§8.6.1', 'SHOULD', 'Cache-Control with max-age'),
  r('CARD-CACHE-002', '§8.6.1', 'SHOULD', 'an ETag'),
  r('CARD-CACHE-003', '§8.6.1', 'MAY', 'Last-Modified'),
  r('AUTH-TLS-001', '§7.1', 'MUST', 'encrypted transport in production', TLS),
  r('AUTH-TLS-002', '§7.1', 'SHOULD', 'modern TLS', TLS),
  r('AUTH-SERVER-001', '§7.2', 'SHOULD', 'clients check the server certificate', TLS),
  r('AUTH-SERVER-002', '§7.4', 'MUST', 'every request is authenticated'),
  r(
    'AUTH-INTASK-001',
    '§7.6.1',
    'MUST',
    'in-task authorization uses a task',
    NO_AUTH_REQUIRED_TASK,
  ),
  r('AUTH-INTASK-002', '§7.6.1', 'MUST', 'the task goes to AUTH_REQUIRED', NO_AUTH_REQUIRED_TASK),
  r(
    'AUTH-INTASK-003',
    '§7.6.1',
    'MUST',
    'the status explains what is needed',
    NO_AUTH_REQUIRED_TASK,
  ),
  r('AUTH-INTASK-004', '§7.6.1', 'MUST', 'credentials come out of band', NO_AUTH_REQUIRED_TASK),
  r(
    'AUTH-INTASK-005',
    '§7.6.1',
    'SHOULD',
    'streams stay open while AUTH_REQUIRED',
    NO_AUTH_REQUIRED_TASK,
  ),
  r(
    'AUTH-INTASK-006',
    '§7.6.1',
    'SHOULD',
    'messages accepted while AUTH_REQUIRED',
    NO_AUTH_REQUIRED_TASK,
  ),
  r('AUTH-SCOPE-001', '§13.1', 'MUST', 'authorization on every operation'),
  r('AUTH-SCOPE-002', '§13.1', 'MUST', "results scoped to the caller's rights", NO_SECOND_IDENTITY),
  r(
    'AUTH-SCOPE-003',
    '§3.3.2',
    'MUST',
    'no hint of resources the caller may not see',
    NO_SECOND_IDENTITY,
  ),
  r(
    'VER-CLIENT-001',
    '§3.6.1',
    'MUST',
    'clients send A2A-Version',
    'binds clients; no client-role rule reads the header yet (a simulated vendor refuses a request without it with -32009, so such a client fails its wire scenarios)',
    'client',
  ),
  r('VER-SERVER-001', '§3.6.2', 'MUST', 'requests served in the requested version'),
  r('VER-SERVER-002', '§3.6.2', 'MUST', 'an unsupported version is VersionNotSupported'),
  r('VER-SERVER-003', '§3.6.2', 'MUST', 'no version means 0.3'),
  r(
    'VER-CLIENT-002',
    '§3.6',
    'MUST',
    'patch numbers take no part in negotiation',
    undefined,
    'client',
  ),
  r('BIND-EQUIV-001', '§5.1', 'MUST', 'the same operations on every binding'),
  r('BIND-EQUIV-002', '§5.1', 'MUST', 'equivalent results on every binding'),
  r('BIND-EQUIV-003', '§5.1', 'MUST', 'the same errors on every binding'),
  r('BIND-EQUIV-004', '§5.1', 'MUST', 'the same authentication on every binding'),
  r('BIND-FIELD-001', '§5.2', 'MUST', 'every supported protocol declared'),
  r('JSONRPC-FMT-001', '§9.1', 'MUST', 'JSON-RPC 2.0 requests'),
  r('JSONRPC-FMT-002', '§9.1', 'MUST', 'application/json'),
  r('JSONRPC-SVC-001', '§9.1', 'MUST', 'PascalCase method names'),
  r('JSONRPC-SVC-002', '§9.2', 'MUST', 'service parameters as headers'),
  r('JSONRPC-ERR-001', '§9.5', 'MUST', 'JSON-RPC error objects'),
  r('JSONRPC-ERR-002', '§9.5', 'MUST', 'A2A errors in -32001…-32099'),
  r('JSONRPC-ERR-003', '§9.5', 'MUST', 'ErrorInfo in error data'),
  r('JSONRPC-SSE-001', '§9.4.2', 'MUST', 'SSE with JSON-RPC-wrapped events'),
  r('JSONRPC-SSE-002', '§5.4', 'MUST', 'each A2A error under its JSON-RPC code'),
  r('GRPC-SVC-001', '§10.1', 'MUST', 'the A2AService gRPC service', GRPC),
  r('GRPC-SVC-002', '§10.1', 'MUST', 'proto3 serialization', GRPC),
  r('GRPC-SVC-003', '§10.1', 'MUST', 'gRPC over HTTP/2 with TLS', GRPC),
  r('GRPC-META-001', '§10.2', 'MUST', 'service parameters as gRPC metadata', GRPC),
  r('GRPC-ERR-001', '§10.6', 'MUST', 'ErrorInfo in gRPC status details', GRPC),
  r('GRPC-ERR-002', '§5.4', 'MUST', 'each A2A error under its gRPC status', GRPC),
  r('GRPC-ERR-003', '§10.7', 'MUST', 'server-streaming RPCs', GRPC),
  r('HTTP_JSON-URL-001', '§11.3', 'MUST', 'resource URL patterns'),
  r('HTTP_JSON-URL-002', '§11.3', 'MUST', 'standard HTTP verbs'),
  r('HTTP_JSON-SVC-001', '§11.1', 'MUST', 'JSON content type'),
  r('HTTP_JSON-SVC-002', '§11.2', 'MUST', 'service parameters as headers'),
  r('HTTP_JSON-QP-001', '§11.5', 'MUST', 'camelCase query parameters'),
  r('HTTP_JSON-ERR-001', '§11.6', 'MUST', 'google.rpc.Status error bodies'),
  r('HTTP_JSON-ERR-002', '§11.6', 'MUST', 'ErrorInfo in error details'),
  r('HTTP_JSON-STATUS-001', '§5.4', 'MUST', 'each A2A error under its HTTP status'),
  r('HTTP_JSON-SSE-001', '§11.7', 'MUST', 'SSE with bare StreamResponse events'),
];
