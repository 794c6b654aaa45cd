import type { JsonObject } from '../json/JsonValue.ts';
import type { VerifierPolicy } from '../vocabulary/index.ts';

/**
 * What a case states about itself before the IUT is called: the facts the seeds' conditions of
 * validity are judged on (harness/rules/conditions.ts). A fact a case does not state leaves the
 * condition that needs it holding: the case did not say otherwise.
 */
export interface CaseFacts {
  /** The card under test as emitted (parsed from the served bytes). */
  card?: JsonObject;
  /** The verifier policy the case hands over. */
  policy?: Pick<VerifierPolicy, 'crossVendor' | 'requiredNoDefault' | 'canonicalization'>;
  /** Media type of the part the caller is about to send. */
  mediaType?: string;
  /** Whether the caller can consume streams or only blocking responses. */
  callerMode?: 'blocking' | 'streaming';
  /**
   * When the caller negotiates capabilities: before the first task (the seeds' setting) or
   * lazily, on the first invocation, where a mismatch comes back as an ordinary task error.
   */
  negotiation?: 'preflight' | 'lazy';
  /** Whether routing, retry and fallback follow card fields or observed behaviour. */
  routing?: 'card' | 'behaviour';
  /** `StreamResponse` events a consumer reassembles. */
  events?: readonly JsonObject[];
  /** Whether the caller activates an extension URI toward the peer. */
  extensionActivation?: boolean;
}
