import type { Canonicalization, CallerMode } from '../../../harness/contract/types.ts';
import type { JsonObject } from '../../../harness/json/JsonValue.ts';
import type { PersonaSpec } from '../../../vendors/index.ts';

/** One vendor of a generated fleet: a persona as data, and whether the caller trusts its key. */
export interface GeneratedVendor {
  /** Card substance, signing and behaviour knobs; `id` is `peer-<n>`. */
  persona: PersonaSpec;
  /** Its public key is in the trusted key set the caller gets. */
  trusted: boolean;
}

/**
 * How the task names a card URL: as served, or in an equal spelling (RFC 3986 §6.2.2: scheme
 * case, dot segments) that a caller keeping routing memory by raw string mistakes for another peer.
 */
export type UrlSpelling = 'as-served' | 'upper-case-scheme' | 'dot-segment';

/** A fallback the caller is given: a vendor of the fleet (by index) and the spelling of its URL. */
export interface FallbackRef {
  vendor: number;
  spelling: UrlSpelling;
}

/** What the client is asked to do. */
export interface DelegationTask {
  skillId: string;
  /** Payload parts carry a `mediaType`; bare text parts are the caller's instruction. */
  parts: JsonObject[];
  callerMode: CallerMode;
  callerExtensions: string[];
  /** Fallback peers in preference order (vendor 0 is the card the task goes to first). */
  fallbacks: FallbackRef[];
}

/**
 * One generated input of a client-role property, as plain JSON: a fleet of simulated vendors
 * built from generated cards and behaviour knobs, served on the run's wire transport, and the
 * task the client IUT delegates to vendor 0. The verdict comes from the vendors' transcripts.
 */
export interface DelegateScenario {
  call: 'delegate';
  /** What every vendor's signature covers, and the caller's policy. */
  canonicalization: Canonicalization;
  fleet: GeneratedVendor[];
  task: DelegationTask;
}
