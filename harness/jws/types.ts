import type { Canonicalization, Jwks } from '../contract/types.ts';
import type { CrosscheckErrorCode } from '../errors/CrosscheckError.ts';

/** Policy a card signature is verified under (A2A §8.4.3 plus the harness's SHOULD policy). */
export interface VerifyCardOptions {
  /** The only keys that may verify (a trusted key store, A2A §8.4.3 step 2). */
  jwks: Jwks;
  /** Allowed JWS `alg` values (RFC 8725 §3.1); jose enforces none by default. */
  algorithms: string[];
  canonicalization: Canonicalization;
  /** Origins a `jku` may point to; anything else is recorded and never fetched. */
  allowedJkuOrigins: string[];
  /** Key ids that MUST NOT be used (expired or revoked). */
  revokedKids: string[];
}

/** Outcome for one entry of `signatures`. */
export interface SignatureEntryResult {
  index: number;
  ok: boolean;
  /** Protected-header values; only trustworthy when `ok`. */
  alg?: string;
  kid?: string;
  jku?: string;
  code?: CrosscheckErrorCode;
  message?: string;
}

/** Verdict on a card's signatures under one canonicalization. */
export interface SignatureVerdict {
  state: 'valid' | 'invalid' | 'absent';
  canonicalization: Canonicalization;
  /** Why the card is not verified (first failing entry's code, or SIG_ABSENT). */
  code?: CrosscheckErrorCode;
  message?: string;
  /** The entry that verified; only its header is trusted (security catalogue E1). */
  verifiedIndex?: number;
  verifiedKid?: string;
  entries: SignatureEntryResult[];
  /** The canonical payload text the verdict was computed over. */
  payload: string;
}

/** Options for producing a signature entry (A2A §8.4.2). */
export interface SignCardOptions {
  privateJwk: Record<string, unknown>;
  protectedHeader: { alg: string; kid: string; typ?: string; jku?: string; [k: string]: unknown };
  canonicalization: Canonicalization;
  unprotectedHeader?: Record<string, unknown>;
}
