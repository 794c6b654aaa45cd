import type { ParsedCard } from '../card/AgentCard.ts';
import type { ExtensionsState, SignatureState, TriState } from '../vocabulary/index.ts';
import type { CallerMode } from '../contract/types.ts';
import type { CrosscheckErrorCode } from '../errors/CrosscheckError.ts';
import type { SignatureVerdict, VerifyCardOptions } from '../jws/types.ts';
import type { JsonValue } from '../json/JsonValue.ts';

/** Why one step refuses a card or a delegation: the rule it enforces, a stable code, where. */
export interface StepFailure {
  rule: string;
  code: CrosscheckErrorCode;
  message: string;
  /** RFC 6901 pointer into the emitted card, when the failure is about one member. */
  pointer?: string;
}

/** The `optional bool` capabilities of A2A v1.0 `AgentCapabilities`. */
export type TriStateMember = 'streaming' | 'pushNotifications' | 'extendedAgentCard';

/** A post-acceptance failure the harness remembers for a (peer, skill) pair. */
export interface ObservedFailure {
  /** JSON-RPC error code, e.g. -32005 ContentTypeNotSupportedError. */
  code: number;
  /** Task state the failure left behind, e.g. `TASK_STATE_FAILED`. */
  taskState?: string;
}

/** What the model learned about one fallback peer, step by step, before choosing among them. */
export interface FallbackCandidate {
  peer: string;
  /** Passed discovery under the same policy. */
  admitted: boolean;
  /** Passed the XV-DEL-005 trust check under the same policy. */
  trusted: boolean;
  /** Declares the skill (XV-DEL-003). */
  hasSkill: boolean;
  /** Its resolved input modes accept the media type (XV-DEL-001). */
  acceptsMediaType: boolean;
  /** Passes the streaming / blocking check (XV-DEL-002). */
  streamingCompatible: boolean;
  /** The (peer, skill) pair may not be sent to (XV-DEL-004). */
  degraded: boolean;
  /** Extensions the caller would activate toward it. */
  requestExtensions: string[];
}

/** One `artifactUpdate` of a stream, reduced to what reassembly needs. */
export interface ArtifactChunk {
  artifactId: string;
  parts: readonly Record<string, unknown>[];
  append: boolean;
  lastChunk: boolean;
}

/** Reassembly so far: artifacts by id, and ids in order of first appearance. */
export interface ReassemblyState {
  readonly order: readonly string[];
  readonly artifacts: ReadonlyMap<
    string,
    { parts: readonly Record<string, unknown>[]; lastChunkSeen: boolean }
  >;
}

/**
 * The reference model as a record of small pure steps, named after what each decides, in the
 * stage order schema → signature → consistency / version → negotiation → delegation. A one-bug
 * mutant replaces exactly one entry (`createModel({ matchMediaType: exactStringMatch })`), so
 * the rule that catches it is the rule of that step.
 */
export interface ModelSteps {
  // schema
  /**
   * The served bytes (`cardBase64`) read as one I-JSON text (RFC 8259 §2, §8.1; RFC 7493): strict
   * UTF-8, the JSON grammar and nothing more, within the size (bytes) and depth (arrays and
   * objects) limits; or why not (a `CrosscheckError` with a `CARD_*` code).
   */
  readCard(cardBase64: string): { card: ParsedCard } | { error: unknown };
  /** REQUIRED members absent or null (A2A §5.7). */
  checkRequired(card: ParsedCard): StepFailure | undefined;
  /** XV-NEG-003: a capability the profile marks required-with-no-default is absent. */
  checkRequiredNoDefault(
    card: ParsedCard,
    requiredNoDefault: readonly string[],
  ): StepFailure | undefined;
  // signature
  /** A2A-SIG-*, XV-SIG-*: verify the card's signatures under the policy. */
  verifySignature(card: ParsedCard, options: VerifyCardOptions): Promise<SignatureVerdict>;
  // consistency / version
  /** XV-DISC-001: a signed `enforceInputModes: true` with a skill beyond the default modes. */
  checkEnforceInputModes(card: ParsedCard, verdict: SignatureVerdict): StepFailure | undefined;
  /** XV-DISC-002: a security requirement names an undefined scheme. */
  checkSecuritySchemes(card: ParsedCard): StepFailure | undefined;
  /** XV-DISC-003: no usable interface at or above the floor, or a legacy version below it. */
  checkProtocolVersion(card: ParsedCard, floorVersion: string): StepFailure | undefined;
  // negotiation
  /** XV-NEG-001: a tri-state capability from the emitted form (absent or null ⇒ undeclared). */
  readTriState(card: ParsedCard, member: TriStateMember): TriState;
  /** XV-NEG-001: `capabilities.extensions` from the emitted form. */
  readExtensions(card: ParsedCard): ExtensionsState;
  /** XV-NEG-002: whether any extension negotiation may be sent at all. */
  mayNegotiateExtensions(extensions: ExtensionsState): boolean;
  /** XV-NEG-002, A2A-CAP-004: the extension URIs to activate toward the peer. */
  selectRequestExtensions(input: {
    extensions: ExtensionsState;
    callerExtensions: readonly string[];
    requiredExtensions: readonly string[];
  }): string[];
  // delegation
  /** XV-DEL-005: across a trust boundary, only a verified card is delegated to. */
  requireVerifiedForDelegation(input: {
    signature: SignatureState;
    crossVendor: boolean;
  }): StepFailure | undefined;
  /** XV-DEL-001/003: skill `inputModes` if non-empty, else `defaultInputModes`; undefined for an unknown skill. */
  resolveInputModes(card: ParsedCard, skillId: string): string[] | undefined;
  /** XV-DEL-001: whether a media type is accepted by the resolved modes (RFC 6838 matching). */
  matchMediaType(modes: readonly string[], mediaType: string): boolean;
  /** XV-DEL-002: a streaming peer and a blocking-only caller across a trust boundary. */
  checkStreamingMode(input: {
    streaming: TriState;
    callerMode: CallerMode;
    crossVendor: boolean;
  }): StepFailure | undefined;
  /**
   * XV-DEL-004: whether two peer names in routing memory name the same peer. Names are the
   * harness's opaque, stable keys (contract `PeerRef.peer`), compared exactly.
   */
  samePeer(a: string, b: string): boolean;
  /** XV-DEL-004: whether a post-acceptance failure is a deterministic capability mismatch. */
  classifyFailure(failure: ObservedFailure): boolean;
  /** XV-DEL-004: whether the caller may (re)send to this (peer, skill) pair. */
  shouldRetrySamePeer(input: { degraded: boolean; deterministicFailure: boolean }): boolean;
  /** XV-DEL-004: the fallback peer to use, in the caller's preference order. */
  chooseFallback(candidates: readonly FallbackCandidate[]): FallbackCandidate | undefined;
  // answers
  /**
   * XV-DEL-006: a peer's answer to a delegated task read as one I-JSON text: a JSON-RPC answer's
   * body as its bytes, or one server-sent event's `data` as the event stream decoded it (a
   * string); or why not (a `CrosscheckError` with a `CARD_*` code). An answer this refuses is no
   * answer: the delegation it ends is not completed.
   */
  readAnswer(input: Uint8Array | string): { value: JsonValue } | { error: unknown };
  // streams
  /** XV-STR-001: apply one artifact chunk to the reassembly state. */
  reassembleChunk(state: ReassemblyState, chunk: ArtifactChunk): ReassemblyState;
}
