import type { Canonicalization } from './canonicalization.ts';

/** Verification policy handed to a verifier with every call. */
export interface VerifierPolicy {
  /** Lowest acceptable `protocolVersion`, "Major.Minor". */
  floorVersion: string;
  /** Capability member names the negotiation profile marks required-with-no-default (XV-NEG-003). */
  requiredNoDefault: string[];
  /** What the signature must cover. */
  canonicalization: Canonicalization;
  /** JWS `alg` values accepted. */
  algorithms: string[];
  /** Origins whose `jku` may be used to fetch keys; the harness itself never fetches. */
  allowedJkuOrigins: string[];
  /** Key ids known to be revoked or expired (A2A §8.4.3: MUST NOT be used). */
  revokedKids: string[];
  /** Whether the peer is across a trust boundary (seed 002 condition of validity). */
  crossVendor: boolean;
}
