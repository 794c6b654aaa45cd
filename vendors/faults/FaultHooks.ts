import type {
  A2AMessage,
  A2AOperation,
  A2ATask,
  JsonRpcErrorObject,
  StreamResponse,
} from '../../harness/wire/index.ts';
import type { JsonObject } from '../../harness/json/JsonValue.ts';
import type { Canonicalization } from '../../harness/vocabulary/index.ts';
import type { StoredPushConfig } from '../_internals/StoredPushConfig.ts';
import type { ProtoJsonReading } from '../_internals/readProtoJsonRequest.ts';

/**
 * How `ListTasks` is about to page (A2A §3.1.4), as its handler settled it from the request: what
 * a fault may edit before the page is cut.
 */
export interface ListPlan {
  /** Tasks per page (the request's `pageSize`, default 50). */
  pageSize: number;
  /** Whether tasks carry their artifacts (the request's `includeArtifacts`). */
  includeArtifacts: boolean;
  /** Newest status first, as A2A §3.1.4 orders them. */
  newestFirst: boolean;
  /** Of the tasks a `contextId` filter matches, only the last in list order (the oldest). */
  contextMatchLastOnly: boolean;
  /** Whether the answer carries `totalSize`. */
  totalSize: boolean;
  /**
   * A page token carries the filters of the listing that issued it, and a request's own filters
   * give way to them (a cursor is a position in its own listing only, A2A §3.1.4).
   */
  tokenFilters: boolean;
  /**
   * `statusTimestampAfter` is compared with each task's status timestamp as text, not as the
   * instant each names (a timestamp in another offset or precision then sorts wrongly).
   */
  timestampsAsText: boolean;
  /** List tasks still running too (else only those in a terminal or interrupted state). */
  runningTasks: boolean;
}

/**
 * Which operations of a capability the card does not declare the vendor refuses (A2A §3.3.4):
 * every one, unless a fault serves them anyway. (A persona whose `capabilityChecks` is off
 * serves undeclared streaming and push whatever this says.)
 */
export interface CapabilityGates {
  /** SendStreamingMessage and SubscribeToTask without `capabilities.streaming`. */
  streaming: boolean;
  /** The push-config operations, and a send carrying a push config, without `pushNotifications`. */
  pushNotifications: boolean;
  /** GetExtendedAgentCard without `capabilities.extendedAgentCard`. */
  extendedAgentCard: boolean;
}

/** How `GetExtendedAgentCard` answers once its capability gate is passed. */
export interface ExtendedCardPlan {
  /** Answer InternalError (-32603) instead of the card or ExtendedAgentCardNotConfigured. */
  internalError: boolean;
}

/**
 * What a `SendMessage` or `SendStreamingMessage` is checked for before its task is created or
 * continued (A2A §3.1.1, §3.2.1, §3.4.3, §4.1.4): each member the spec's behaviour.
 */
export interface AdmissionRules {
  /** How the message came: a waiting SendMessage, one with `returnImmediately`, or a stream. */
  readonly path: 'blocking' | 'non-blocking' | 'streaming';
  /**
   * A part a skill's own input modes take counts as accepted (A2A §4.4.5), not only one the
   * card's default input modes take (a persona that enforces input modes).
   */
  skillModes: boolean;
  /** Refuse a request member A2A v1.0 does not define (a server ignores them). */
  refuseUnknownMembers: boolean;
  /** Refuse a part carrying a member `Part` does not define (A2A §5.7: a server ignores it). */
  refuseUnknownPartMembers: boolean;
  /** Refuse a message whose role is not ROLE_USER or ROLE_AGENT (role is REQUIRED). */
  requireRole: boolean;
  /** A message naming an unknown `taskId` starts a task under that id (else TaskNotFound). */
  adoptUnknownTaskId: boolean;
  /** A new task keeps the `contextId` the client's message names. */
  keepClientContext: boolean;
  /** Every new task gets the same id, and no id is drawn for it. */
  repeatTaskIds: boolean;
  /** Refuse a message to a task in a terminal state (UnsupportedOperation). */
  refuseSettledTask: boolean;
  /** Refuse a follow-up whose `contextId` contradicts its task's (InvalidParams). */
  refuseContextMismatch: boolean;
  /**
   * A message naming a context (and no task) while a task of that context still runs joins that
   * task instead of starting one (one running task per context); `false`: a new task, as
   * A2A §3.4.2 gives every task-starting message.
   */
  joinRunningTask: boolean;
  /**
   * A message naming a task in an interrupted state (INPUT_REQUIRED, AUTH_REQUIRED) is refused
   * as if the task were finished (UnsupportedOperation); `false`: it continues the task, as
   * A2A §3.4.3 has the client continue an input-required task.
   */
  refuseInterruptedTask: boolean;
  /**
   * An extension the card does not declare, activated beside one it does, is ignored as when it
   * comes alone (A2A §4.6.3); `false`: the new task it reaches is dropped (never leaves SUBMITTED).
   */
  ignoreUndeclaredBesideDeclared: boolean;
  /**
   * An extension the card does not declare, activated on a message that continues a task, is
   * ignored as on a first message; `false`: the message is dropped, and the interrupted task it
   * brings input to stays waiting.
   */
  ignoreUndeclaredOnFollowUp: boolean;
}

/** When a `SendMessage` answers (A2A §3.2.2), as the request's `returnImmediately` asks. */
export interface SendPlan {
  /** What the request asked. */
  readonly returnImmediately: boolean;
  /** Answer with the task as created; `false`: wait for a terminal or interrupted state. */
  answerAtOnce: boolean;
  /** Hold the answer as long again past the task's end (so the wait shows). */
  holdAsLongAgain: boolean;
  /**
   * Wait for a terminal state only: a task that stops in an interrupted state holds the answer
   * until the caller leaves; `false`: an interrupted state ends the wait too (A2A §3.2.2).
   */
  terminalOnly: boolean;
}

/** A `SendMessage` answer (A2A §3.1.1) about to be sent: its own copy. */
export interface SendAnswer {
  /** The message continued an existing task (it named a `taskId`). */
  readonly followUp: boolean;
  /** The vendor's next id (each call draws one from the vendor's runtime seed). */
  readonly nextId: () => string;
  /** The answer: `task`, and `message` only when a fault adds one. */
  result: { task: A2ATask; message?: A2AMessage | null };
}

/** A task's history about to be cut to the request's `historyLength` (A2A §3.2.4). */
export interface HistoryView {
  /** Which operation answers: GetTask or SendMessage. */
  readonly operation: 'get' | 'send';
  /** The task as stored, its own copy. */
  task: A2ATask;
  /** The most recent messages kept; `undefined`: all of them. */
  historyLength: number | undefined;
}

/** The error an operation answers when the task it names is not there (A2A §3.1.3, §3.1.5). */
export interface UnknownTaskPlan {
  readonly operation: A2AOperation;
  /** The id the request named, which no task of the vendor has. */
  readonly id: string;
  /** The ids of the vendor's tasks. */
  readonly known: readonly string[];
  error: 'TaskNotFoundError' | 'InvalidParamsError' | 'InternalError';
  /** The id of a task to answer for it after all, instead of the error. */
  instead?: string;
}

/** What `CancelTask` does (A2A §3.1.5). */
export interface CancelPlan {
  /** Refuse a task in a terminal state (TaskNotCancelable); `false`: answer it as it is. */
  refuseSettled: boolean;
  /** Cancel a running task; `false`: let it run on. */
  cancel: boolean;
  /** Answer the task CANCELED, whatever it is. */
  reportCanceled: boolean;
}

/** What `SubscribeToTask` does with a task in a terminal state (A2A §3.1.6). */
export interface SubscribePlan {
  /** Refuse it (UnsupportedOperation); `false`: open a stream. */
  refuseSettled: boolean;
}

/** How a stream (A2A §3.1.2, §3.1.6) opens and frames its events. */
export interface StreamPlan {
  /** The stream answers SubscribeToTask (else SendStreamingMessage). */
  readonly subscription: boolean;
  /** Open with the task itself before its updates (A2A §3.1.2). */
  openWithTask: boolean;
  /** What each SSE `data:` line carries before its JSON (nothing). */
  payloadPrefix: string;
  /**
   * What becomes of the first `append` chunk of each artifact: sent in its place, sent after the
   * next chunk of the same artifact (two chunks swapped), or never sent. The task's store keeps it
   * whatever the stream does.
   */
  firstAppend: 'in-place' | 'after-next' | 'dropped';
  /** Send the artifact updates (else only the Task and the status updates). */
  artifactUpdates: boolean;
  /**
   * Follow the task as it changes while the stream is open (a cancel ends it, A2A §3.5.2: every
   * event goes to every active stream); `false`: play the task's future as it stood when the
   * stream opened, whatever happens to the task meanwhile.
   */
  followsChanges: boolean;
  /**
   * Send a status update into an interrupted state (INPUT_REQUIRED, AUTH_REQUIRED); `false`: the
   * stream closes there without it, as if the pause were the agent's own business.
   */
  interruptedUpdates: boolean;
}

/**
 * One event a stream is about to send. A hook replaces `event`, never edits it: the task's
 * script, which every stream and push delivery of the task reads, shares it.
 */
export interface StreamEventEdit {
  /** The stream answers SubscribeToTask (else SendStreamingMessage). */
  readonly subscription: boolean;
  /** The stream is the second or a later subscription to its task. */
  readonly laterSubscription: boolean;
  event: StreamResponse;
}

/** What the push-config operations and the webhook deliveries do (A2A §3.1.7–3.1.10, §4.3.3). */
export interface PushRules {
  /**
   * Every config is stored under its task's id, the id the client gave ignored (else the client's
   * id, or a fresh UUID for a config the client did not name): a second config of a task
   * replaces the first.
   */
  taskIdForEveryConfig: boolean;
  /** POST the terminal status update too. */
  deliverTerminalUpdate: boolean;
  /** GetTaskPushNotificationConfig of an unknown config id answers the task's first config. */
  getUnknownAnswersFirst: boolean;
  /** Deleting a config that is gone already answers TaskNotFound (else success, §3.1.10). */
  deleteGoneFails: boolean;
  /**
   * A create reads its task's configs when the request arrives, checks the URL (a wait), and
   * writes them back with the new config: of two created at once, the later write drops the
   * other's config, each answered under its own id (else the config is stored at once).
   */
  configsWrittenBackAfterCheck: boolean;
  /**
   * Updates are routed by context: every task of a context that holds a config is POSTed to each
   * config of that context, whichever task the config was created for (else a task's updates go
   * to its own configs only).
   */
  routeByContext: boolean;
}

/** How the JSON-RPC binding (A2A §9) checks a request envelope and names what it cannot serve. */
export interface JsonRpcRules {
  /** The `id` of the answer to an unparseable request (JSON-RPC 2.0 §5: null). */
  parseErrorId: number | null;
  /** Refuse an envelope whose `jsonrpc` is not "2.0" (InvalidRequest). */
  checkVersionMember: boolean;
  /** The error for a method A2A does not define. */
  unknownMethodError: 'MethodNotFoundError' | 'InternalError';
}

/** A JSON-RPC response about to be sent (not a stream's events): its own object. */
export interface JsonRpcEnvelope {
  jsonrpc: '2.0';
  id: unknown;
  result?: unknown;
  error?: JsonRpcErrorObject;
}

/** How the HTTP+JSON binding (A2A §11) routes and reads a request. */
export interface RestRules {
  /** Operations it serves no route for (a plain 404). */
  unrouted: A2AOperation[];
  /** Read the query parameters (A2A §11.5) into the operation's params. */
  readQuery: boolean;
  /** Answer TaskNotFound as UnsupportedOperation. */
  taskNotFoundAsUnsupported: boolean;
}

/** An HTTP+JSON answer about to be sent (A2A §11.4). */
export interface RestAnswer {
  readonly operation: A2AOperation;
  contentType: string;
  body: unknown;
}

/** An HTTP+JSON error (A2A §11.6) about to be written from a JSON-RPC error object. */
export interface RestErrorPlan {
  /** The A2A error's name (`TaskNotFound`), `null` for another code. */
  readonly name: string | null;
  /** The HTTP status (A2A §5.4). */
  status: number;
  /** `error.code` is the HTTP status (else the JSON-RPC code). */
  codeIsStatus: boolean;
  /** The details keep the ErrorInfo of the JSON-RPC error's data. */
  keepDetails: boolean;
}

/** Whether the vendor serves the A2A version a request asks for (A2A §3.6). */
export interface VersionCheck {
  /** The version asked (A2A-Version, or 0.3 when it is missing, §3.6.2). */
  readonly version: string;
  /** Served: 1.0 and any patch of it. */
  served: boolean;
}

/** Whether the vendor reads a request's `A2A-Version` header (A2A §3.2.6). */
export interface VersionHeaderRead {
  /** The header names as the request sent them (loopback only; else undefined). */
  readonly rawNames: readonly string[] | undefined;
  /** Read it (HTTP header names are case-insensitive). */
  read: boolean;
  /** The request's URL query (A2A §9.2, §11.2: service parameters travel in headers only). */
  readonly query: URLSearchParams;
  /** The binding the request came on. */
  readonly binding: 'JSONRPC' | 'HTTP+JSON';
  /** A version read from elsewhere than the header, which then gives way to it. */
  instead?: string;
}

/**
 * The members of a twin's persona (`PersonaSpec`) its fault may set before the twin is built:
 * the knobs of `VendorBehaviour`, and how the card is signed. Spelt out here because this file
 * cannot import `PersonaSpec` (which names the faults: an import circle); `twinPersona` hands the
 * hooks a whole `PersonaSpec`, so the compiler checks the two agree.
 */
export interface PersonaDraft {
  behaviour: {
    artifactStore: 'merge' | 'last-chunk-only' | 'last-chunk-early';
    onUndeclaredExtension: 'ignore' | 'drop-task' | 'fail-task';
    requiredExtensions?: 'enforce' | 'ignore';
    acceptMissingVersion: boolean;
    artifactChunks: number;
    inputModes: 'accept-any' | 'fail-after-accept' | 'enforce';
  };
  canonicalization: Canonicalization;
  cardSigning?: 'signed' | 'unsigned' | 'tampered';
  /** The skills, in card order: replace the array, never edit the base's. */
  skills: readonly { outputModes?: string[] }[];
}

/** The card a vendor builds (A2A §4.4.1), before it is signed: its own object. */
export interface CardEdit {
  /** The vendor's provider URL (its organization's site). */
  readonly providerUrl: string;
  /** The vendor's JSON-RPC interface URL. */
  readonly rpcUrl: string;
  card: JsonObject;
}

/** The card as signed (A2A §8.4), before it is served. */
export interface SignedCardEdit {
  /** Where the vendor publishes its signing keys (the protected header's `jku`). */
  readonly jwksUrl: string;
  card: JsonObject;
}

/** Where and how the card is served (A2A §8.2, §8.6). */
export interface CardServing {
  /** Its path (the well-known URI, `/.well-known/agent-card.json`). */
  path: string;
  contentType: string;
  cacheControl: string;
  /** Send an ETag derived from the card. */
  etag: boolean;
}

/** What the JSON-RPC endpoint answers before the binding reads a request. */
export interface JsonRpcEndpoint {
  /** An answer given to every request instead (none). */
  replacement: { status: number; text: string; contentType: string } | undefined;
}

/** Which requests a vendor declaring Bearer security (A2A §7.4) serves without the token. */
export interface AuthRules {
  /** Require the token at all. */
  enforce: boolean;
  /** Require it over HTTP+JSON too. */
  enforceOverRest: boolean;
  /** Serve the extended card without it. */
  extendedCardOpen: boolean;
}

/** How the gRPC interface (A2A §10.6) writes an error. */
export interface GrpcErrors {
  /** Carry the google.rpc.Status with its ErrorInfo in `grpc-status-details-bin`. */
  withDetails: boolean;
}

/**
 * The named points at which a simulated vendor consults its faults: each hook edits, in place,
 * what the vendor is about to do or send there, which the handler built with the spec's
 * behaviour. Hooks at one point run in the order the faults are declared.
 */
export interface FaultHooks {
  /** A task as an answer carries it (send, get, list, cancel, a stream's Task): its own copy. */
  servedTask?: (task: A2ATask & Record<string, unknown>) => void;
  /** How `ListTasks` pages. */
  listPlan?: (plan: ListPlan) => void;
  /** Which undeclared capabilities are refused. */
  capabilityGates?: (gates: CapabilityGates) => void;
  /** How `GetExtendedAgentCard` answers. */
  extendedCard?: (plan: ExtendedCardPlan) => void;
  /** What a sent message is checked for. */
  admission?: (rules: AdmissionRules) => void;
  /** Which ProtoJSON spellings a SendMessageRequest is read in, beside the JSON names. */
  protoJsonReading?: (reading: ProtoJsonReading) => void;
  /** When `SendMessage` answers. */
  sendPlan?: (plan: SendPlan) => void;
  /** The `SendMessage` answer, after `servedTask`. */
  sendAnswer?: (answer: SendAnswer) => void;
  /** A task's history before `historyLength` cuts it. */
  historyView?: (view: HistoryView) => void;
  /** The task `GetTask` answers, after `servedTask`: its own copy. */
  gotTask?: (task: A2ATask) => void;
  /** The error for a task that is not there. */
  unknownTask?: (plan: UnknownTaskPlan) => void;
  /** What `CancelTask` does. */
  cancelPlan?: (plan: CancelPlan) => void;
  /** What `SubscribeToTask` does with a finished task. */
  subscribePlan?: (plan: SubscribePlan) => void;
  /** How a stream opens and frames its events. */
  streamPlan?: (plan: StreamPlan) => void;
  /** Each event a stream sends. */
  streamEvent?: (edit: StreamEventEdit) => void;
  /** What the push-config operations and deliveries do. */
  pushRules?: (rules: PushRules) => void;
  /** A created push config as `CreateTaskPushNotificationConfig` answers it: its own copy. */
  pushConfigAnswer?: (config: Partial<StoredPushConfig>) => void;
  /** The configs `ListTaskPushNotificationConfigs` answers: its own array. */
  pushConfigListing?: (configs: StoredPushConfig[]) => void;
  /** The headers of one webhook POST. */
  pushRequestHeaders?: (headers: Record<string, string>) => void;
  /** How a JSON-RPC envelope is checked. */
  jsonRpcRules?: (rules: JsonRpcRules) => void;
  /** Each JSON-RPC response. */
  jsonRpcResponse?: (envelope: JsonRpcEnvelope) => void;
  /** A JSON-RPC error object as the vendor writes it: its own copy. */
  jsonRpcError?: (error: JsonRpcErrorObject) => void;
  /** How HTTP+JSON routes and reads a request. */
  restRules?: (rules: RestRules) => void;
  /** Each HTTP+JSON success answer. */
  restAnswer?: (answer: RestAnswer) => void;
  /** Each HTTP+JSON error. */
  restError?: (plan: RestErrorPlan) => void;
  /** Whether a requested version is served. */
  versionServed?: (check: VersionCheck) => void;
  /** Whether `A2A-Version` is read. */
  versionHeader?: (read: VersionHeaderRead) => void;
  /**
   * The twin's persona, before its id and summary are set (`twinPersona`): a copy of its base
   * whose `behaviour` is its own; replace a shared member (`skills`), never edit it.
   */
  persona?: (draft: PersonaDraft) => void;
  /** The card as built. */
  card?: (edit: CardEdit) => void;
  /** The card as signed. */
  signedCard?: (edit: SignedCardEdit) => void;
  /** Where and how the card is served. */
  cardServing?: (serving: CardServing) => void;
  /** What the JSON-RPC endpoint answers. */
  jsonRpcEndpoint?: (endpoint: JsonRpcEndpoint) => void;
  /** Which requests are served without credentials. */
  authRules?: (rules: AuthRules) => void;
  /** How gRPC errors are written. */
  grpcErrors?: (errors: GrpcErrors) => void;
}
