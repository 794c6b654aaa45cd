import type { Canonicalization } from '../harness/vocabulary/index.ts';
import type { JsonObject } from '../harness/json/JsonValue.ts';
import type { ByteEdit } from '../harness/mutation/ByteEdit.ts';
import type { VendorFault } from './VendorFault.ts';

/** Ids of the built-in personas (DESIGN §4). */
export type BuiltinVendorId =
  | 'vendor-a'
  | 'vendor-b'
  | 'vendor-b-prime'
  | 'vendor-c'
  | 'vendor-minimal'
  | 'vendor-explicit-empty'
  | 'vendor-hung'
  | 'vendor-a-lazy'
  | 'vendor-d'
  | 'vendor-e';

/** A skill as the persona declares it; name and description come from the vendor's identity. */
export interface SkillSpec {
  id: string;
  /** Noun phrase used to build the skill's name, e.g. "invoice extraction". */
  topic: string;
  tags: string[];
  /** Emitted only when present: absent and `[]` are different emitted forms. */
  inputModes?: string[];
  outputModes?: string[];
}

/**
 * How a vendor behaves on the wire. Each knob names one deliberate deviation (or its absence),
 * so a persona reads as "well-behaved except …".
 */
export interface VendorBehaviour {
  /**
   * An activation (`A2A-Extensions` header or message `extensions`) of an extension the card does
   * not declare: `ignore` proceeds without it (A2A §4.6.3 SHOULD); `drop-task` creates the task in
   * `TASK_STATE_SUBMITTED` and never advances it, with no error (seed 000's framework A);
   * `fail-task` fails the task at once with an ordinary error naming the extension: the mismatch
   * surfaces on the first invocation (seed 000's lazy negotiation, its condition of validity).
   */
  onUndeclaredExtension: 'ignore' | 'drop-task' | 'fail-task';
  /**
   * Media types of incoming parts: `accept-any` checks nothing; `fail-after-accept` accepts the
   * task, then fails it with an opaque -32602 when a non-text part is outside `defaultInputModes`
   * (seed 002's vendor B); `enforce` answers -32005 before creating a task unless some skill's
   * resolved input modes accept every part (the fallback peer C).
   */
  inputModes: 'accept-any' | 'fail-after-accept' | 'enforce';
  /**
   * What the task store keeps of streamed `append` chunks, i.e. what `GetTask` and a blocking
   * `SendMessage` return: `merge` (A2A §3.2.2), `last-chunk-only` (vendor B, breaks A2A-STR-001)
   * or `last-chunk-early` (merged, but the chunk marked `lastChunk` stored one place early: every
   * part there, out of order). Streams always carry every chunk.
   */
  artifactStore: 'merge' | 'last-chunk-only' | 'last-chunk-early';
  /** Number of `append` chunks in the result artifact (≥ 1). */
  artifactChunks: number;
  /** `rpc`: JSON-RPC requests are never answered; `all`: nothing is (card and JWKS too). */
  hang: 'none' | 'rpc' | 'all';
  /**
   * A2A §3.3.4: operations needing an undeclared capability fail (`SendStreamingMessage` and
   * `SubscribeToTask` → -32004, push-notification configs → -32003, extended card → -32004).
   * `false` serves them anyway (card/behaviour drift, a2a-elixir #77).
   */
  capabilityChecks: boolean;
  /**
   * A2A §3.6.2: an empty `A2A-Version` means 0.3, which these 1.0-only vendors answer with -32009
   * VersionNotSupportedError. `true` reads a missing header as 1.0 (a lenient server).
   */
  acceptMissingVersion: boolean;
  /**
   * Artifacts in a completed task's result (default 1), each cut into `artifactChunks` chunks;
   * on a stream their chunks interleave, one artifact after the other in turn.
   */
  artifacts?: number;
  /**
   * One more `append` chunk of the first artifact after the chunk marked `lastChunk` (default
   * false): a stream shape consumers that stop at `lastChunk` truncate (XV-STR-001).
   */
  chunkAfterLast?: boolean;
  /**
   * The answers to a delegated task served after one edit of their bytes (a client-role property
   * generates it): every `SendMessage` answer's body, and one event of every
   * `SendStreamingMessage` stream, the `event`-th (0 is the task that opens it), its `data` split
   * into one `data:` line per line of the edited text so the stream's framing holds. Default none.
   */
  answerBytes?: AnswerBytes;
  /**
   * Bindings served besides the card (A2A §5.3): JSON-RPC at `/a2a/jsonrpc`, HTTP+JSON at
   * `/a2a/rest`, each declared in `supportedInterfaces`. Default `['JSONRPC']`.
   */
  bindings?: readonly ('JSONRPC' | 'HTTP+JSON')[];
  /**
   * Serve gRPC too (A2A §10), on a port of its own, declared as a third interface: a façade over
   * its JSON-RPC handler, served by the loopback transport only. Default false.
   */
  grpc?: boolean;
  /**
   * How A2A errors are written: `spec` (A2A §5.4 codes and statuses, ErrorInfo in the details) or
   * `misnumbered` (every A2A error under a JSON-RPC standard code or HTTP 500, no ErrorInfo: the
   * "wrong error code" fault). Default `spec`.
   */
  errorCodes?: 'spec' | 'misnumbered';
  /**
   * A request that omits an extension the card marks `required`: `enforce` answers -32008
   * (A2A §3.3.4); `ignore` proceeds as if nothing were required. Default `enforce`.
   */
  requiredExtensions?: 'enforce' | 'ignore';
  /**
   * Deliberate faults (`VENDOR_FAULTS`): the broken twins of the agent checks, consulted at the
   * vendor's named points (`vendors/faults/`). Default none.
   */
  faults?: readonly VendorFault[];
  /**
   * A2A §7.4: when set, every request to an A2A interface must carry `Authorization: Bearer
   * <token>` or gets HTTP 401 (card and JWKS stay public), and GetExtendedAgentCard serves an
   * extended card to such a caller. Default none: nothing is secured.
   */
  bearerToken?: string;
  /**
   * What `bearerToken` guards: `every-request` (default) every A2A interface; `extended-card`
   * only GetExtendedAgentCard, the rest open (A2A §13.3: the extended card is what a public
   * caller must not see).
   */
  bearerScope?: 'every-request' | 'extended-card';
}

/** Which answer a vendor serves edited below its JSON value, and how (`VendorBehaviour.answerBytes`). */
export interface AnswerBytes {
  /** Index of the stream event edited (streams with fewer events are served unedited). */
  event: number;
  edit: ByteEdit;
}

/**
 * How a vendor serves its card: `signed` (default) under the persona's canonicalization,
 * `unsigned` (no `signatures` member), or `tampered`: signed, then `description` edited, so the
 * signature no longer verifies (XV-DEL-005, XV-SIG-005).
 */
export type CardSigning = 'signed' | 'unsigned' | 'tampered';

/** A simulated vendor as data: its card's substance, how it signs, how it behaves. */
export interface PersonaSpec {
  id: string;
  /** One line: what the persona reproduces and where that comes from. */
  summary: string;
  /** Persona whose identity and key this one shares (B′ is B's own card, re-declared). */
  identityOf?: string;
  /** Product noun for the agent's name, e.g. "Invoice Worker". */
  product: string;
  /** `capabilities`, emitted exactly as given (omitted members stay omitted). */
  capabilities: JsonObject;
  defaultInputModes: string[];
  defaultOutputModes: string[];
  skills: SkillSpec[];
  /** Extra top-level members, emitted after the v1.0 ones (e.g. `enforceInputModes`). */
  extraMembers?: JsonObject;
  /** What the vendor's signature covers (DESIGN §2 "canonicalizations"). */
  canonicalization: Canonicalization;
  /** How the card is served (default `signed`). */
  cardSigning?: CardSigning;
  behaviour: VendorBehaviour;
}
