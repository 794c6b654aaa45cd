import type { Canonicalization, Jwks } from '../vocabulary/index.ts';
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
  /**
   * Most `signatures` entries examined; later entries are counted, never processed (security
   * catalogue F3). Default `DEFAULT_MAX_SIGNATURE_ENTRIES` (16).
   */
  maxEntries?: number;
  /**
   * How a protected header holding a member name twice is read (RFC 7515 §4): refused
   * (`'reject'`, the default and the model's reading) or read last-wins, the one header every
   * later step uses (`'last-wins'`, the open reading `header-duplicates-last-wins`).
   */
  headerDuplicates?: 'reject' | 'last-wins';
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
  /** Observations that do not fail the entry, e.g. `TYP_NOT_JOSE` (A2A §8.4.2 SHOULD; catalogue A12). */
  notes?: string[];
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
  /** The canonical payload text the verdict was computed over ('' when it could not be computed). */
  payload: string;
  /** Entries beyond `maxEntries`, not examined (security catalogue F3). */
  entriesNotExamined?: number;
}

/** Result of one verification step: the value it produced, or why the entry fails there. */
export type StepOutcome<T> =
  { ok: true; value: T } | { ok: false; code: CrosscheckErrorCode; message: string };

/** Options for producing a signature entry (A2A §8.4.2). */
export interface SignCardOptions {
  privateJwk: Record<string, unknown>;
  protectedHeader: { alg: string; kid: string; typ?: string; jku?: string; [k: string]: unknown };
  canonicalization: Canonicalization;
  unprotectedHeader?: Record<string, unknown>;
}
