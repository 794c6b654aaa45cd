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

/**
 * The policy every case is judged under unless it overrides a member, fresh on every call: the
 * 1.0 floor, ES256 only, the a2a-1.0 form, nothing revoked, a peer across a trust boundary. The
 * case context sets `allowedJkuOrigins` to the origins it serves the vendors' cards at.
 */
export function casePolicy(): VerifierPolicy {
  return {
    floorVersion: '1.0',
    requiredNoDefault: [],
    canonicalization: 'a2a-1.0',
    algorithms: ['ES256'],
    allowedJkuOrigins: [],
    revokedKids: [],
    crossVendor: true,
  };
}
