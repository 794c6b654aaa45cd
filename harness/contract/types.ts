/**
 * The IUT contract, version 1.1: what the harness asks an implementation under test and what it
 * expects back. Every call is stateless and language-neutral (plain JSON); the harness holds all
 * cross-call state (routing memory, transcripts). The JSON Schema in `contract.schema.json`
 * describes the same shapes for adapters written in other languages.
 */

/**
 * Contract version spoken by this harness. Adapters answer `hello` with the one they speak; any
 * 1.x is accepted. 1.1 added `hello.canonicalizations` and made `discover.signature` optional
 * for a card refused at the schema stage (not examined); 1.2 added `hello.builtOn`. A 1.0
 * adapter works unchanged.
 */
export const CONTRACT_VERSION = '1.2';

import type {
  Canonicalization,
  ExtensionsState,
  Jwks,
  NegotiatedCapabilities,
  PublicJwk,
  Role,
  SignatureState,
  Stage,
  TriState,
  VerifierPolicy,
} from '../vocabulary/index.ts';

// The shared words live on the ground floor (harness/vocabulary); the contract re-exports the
// ones its calls use, so an adapter author needs a single import.
export type {
  Canonicalization,
  ExtensionsState,
  Jwks,
  NegotiatedCapabilities,
  PublicJwk,
  Role,
  SignatureState,
  Stage,
  TriState,
  VerifierPolicy,
};
export { CANONICALIZATIONS, ROLES, STAGES } from '../vocabulary/index.ts';

/** `discover` request: the exact served bytes, base64-encoded so any byte sequence survives JSON. */
export interface DiscoverParams {
  cardBase64: string;
  jwks: Jwks;
  policy: VerifierPolicy;
}

export interface DiscoverResult {
  admitted: boolean;
  /** Present iff `admitted` is false. */
  stage?: Stage;
  code?: string;
  /**
   * `valid` (an entry verified), `invalid` (entries present, none verified) or `absent` (no
   * entries). Omitted (contract 1.1) when the card was refused at the schema stage: not examined.
   */
  signature?: SignatureState;
  /**
   * Protected-header kid of the signature entry that verified: present exactly when `signature`
   * is `valid` (in a refusal at a later stage too), absent when no entry verified.
   */
  verifiedKid?: string;
  /** What the card declares; absent in a refusal. */
  capabilities?: NegotiatedCapabilities;
  /** Whether any extension negotiation may be sent to this peer at all (XV-NEG-002); false in a refusal. */
  mayNegotiateExtensions: boolean;
}

export type CallerMode = 'blocking' | 'streaming';

export interface PeerRef {
  /** Stable peer name the harness uses in routing memory (e.g. vendor id). */
  peer: string;
  cardBase64: string;
}

export interface DegradedPair {
  peer: string;
  skillId: string;
}

export interface PlanParams extends DiscoverParams {
  /** Name of the peer whose card is `cardBase64`. */
  peer: string;
  skillId: string;
  /** Media type of the part about to be sent. */
  mediaType: string;
  callerMode: CallerMode;
  /** Extension URIs the caller itself would like to use. */
  callerExtensions: string[];
  /** Routing memory held by the harness. */
  degraded: DegradedPair[];
  /** Other peers that may serve as fallback, in preference order. */
  peers: PeerRef[];
  /** The last attempt on (peer, skill) failed post-acceptance with this JSON-RPC code, if any. */
  lastFailure?: { peer: string; skillId: string; code: number; taskState?: string };
}

export type Decision = 'send' | 'reject' | 'fallback';

export interface PlanError {
  type: 'CapabilityInvariantError' | 'CapabilityNegotiationError' | 'DiscoveryError';
  code: string;
  message: string;
}

export interface PlanResult {
  decision: Decision;
  /**
   * Peer to send to: the planned peer for `send`, the chosen fallback (as `peers` names it) for
   * `fallback`; absent on `reject`.
   */
  peer?: string;
  error?: PlanError;
  /** Extension URIs the caller would activate toward the chosen peer, from its card; `[]` on `reject`. */
  requestExtensions: string[];
  /** Pairs the IUT would mark capability-degraded after this decision. */
  markDegraded?: DegradedPair[];
}

export interface SignParams {
  card: Record<string, unknown>;
  privateJwk: Record<string, unknown>;
  protectedHeader: Record<string, unknown>;
  canonicalization: Canonicalization;
}

export interface SignResult {
  /** The emitted, signed card bytes, base64-encoded. */
  cardBase64: string;
}

/** One `StreamResponse` (A2A v1.0 §3.1.2): exactly one member set. */
export type StreamEvent = Record<string, unknown>;

export interface ReassembleParams {
  events: StreamEvent[];
}

export interface ReassembledArtifact {
  artifactId: string;
  parts: Record<string, unknown>[];
}

export interface ReassembleResult {
  artifacts: ReassembledArtifact[];
}

export interface DelegateParams {
  cardUrl: string;
  skillId: string;
  parts: Record<string, unknown>[];
  callerMode: CallerMode;
  callerExtensions: string[];
  deadlineMs: number;
  jwks: Jwks;
  policy: VerifierPolicy;
  /** Fallback peers' card URLs, in preference order. */
  fallbackCardUrls: string[];
}

export interface DelegateResult {
  outcome: 'completed' | 'failed' | 'rejected' | 'stalled' | 'error';
  /** Card URL of the peer that finally served the task, if any. */
  servedBy?: string;
  taskState?: string;
  artifacts?: ReassembledArtifact[];
  error?: PlanError;
}

export interface HelloParams {
  contractVersion: string;
}

export interface HelloResult {
  name: string;
  version: string;
  contractVersion: string;
  roles: Role[];
  /**
   * Contract 1.1: the canonicalizations the IUT verifies and signs. Cases of rules outside the
   * signature stage then sign their cards under one the IUT verifies, so a verifier that supports
   * one canonicalization is judged once on that, by the signature rules. Omitted: both.
   */
  canonicalizations?: { verify?: Canonicalization[]; sign?: Canonicalization[] };
  /**
   * Contract 1.2: the third-party implementations the adapter is built on, by package name and
   * version (`{ name: '@a2a-js/sdk', version: '1.3.0' }`): the harness's shipped findings in
   * those versions apply to it, named as known and not gating. Omitted: none declared.
   */
  builtOn?: { name: string; version: string }[];
}

/** The calls, by name, with their parameter and result types. */
export interface ContractCalls {
  hello: { params: HelloParams; result: HelloResult };
  discover: { params: DiscoverParams; result: DiscoverResult };
  plan: { params: PlanParams; result: PlanResult };
  sign: { params: SignParams; result: SignResult };
  reassemble: { params: ReassembleParams; result: ReassembleResult };
  delegate: { params: DelegateParams; result: DelegateResult };
}

export type CallName = keyof ContractCalls;

/**
 * An implementation under test, as every transport presents it to the harness. In-process
 * modules implement it directly; the stdio and HTTP transports adapt to it.
 */
export interface Iut {
  readonly id: string;
  call<K extends CallName>(
    name: K,
    params: ContractCalls[K]['params'],
    options?: { deadlineMs?: number },
  ): Promise<ContractCalls[K]['result']>;
  close(): Promise<void>;
}

/**
 * What an in-process adapter module exports (default export or named `adapter`): one async
 * function per call it supports. `hello` is required.
 */
export type AdapterModule = {
  hello(params: HelloParams): Promise<HelloResult> | HelloResult;
} & {
  [K in Exclude<CallName, 'hello'>]?: (
    params: ContractCalls[K]['params'],
  ) => Promise<ContractCalls[K]['result']> | ContractCalls[K]['result'];
};
