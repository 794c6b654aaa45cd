/**
 * Stable error codes of the harness. Every code is part of the public contract: a code, once
 * published, keeps its meaning. Grouped by the stage or subsystem that raises it. The list is a
 * value too, so that a code read back from a report or a baseline can be checked against it.
 */
export const CROSSCHECK_ERROR_CODES = [
  // input bytes and JSON shape (card model, schema stage)
  'CARD_TOO_LARGE',
  'CARD_TOO_DEEP',
  'CARD_INVALID_UTF8',
  'CARD_MALFORMED_JSON',
  'CARD_DUPLICATE_MEMBER',
  'CARD_LONE_SURROGATE',
  'CARD_NON_FINITE_NUMBER',
  'CARD_NOT_OBJECT',
  'CARD_WRONG_TYPE',
  'CARD_MISSING_REQUIRED',
  'CARD_REQUIRED_NO_DEFAULT_ABSENT',
  // canonicalization
  'CANON_FAILED',
  // signature stage
  'SIG_ABSENT',
  'SIG_MALFORMED',
  'SIG_ALG_NOT_ALLOWED',
  'SIG_HEADER_MISSING_ALG_OR_KID',
  'SIG_UNPROTECTED_KEY_HINT',
  'SIG_CRIT_UNSUPPORTED',
  'SIG_KEY_NOT_TRUSTED',
  'SIG_KEY_REVOKED',
  'SIG_JKU_NOT_ALLOWED',
  'SIG_EMBEDDED_JWK',
  'SIG_INVALID',
  // consistency and version stages (discovery)
  'DISC_ENFORCE_INPUT_MODES_INCONSISTENT',
  'DISC_UNDEFINED_SECURITY_SCHEME',
  'DISC_PROTOCOL_VERSION_BELOW_FLOOR',
  // negotiation stage
  'NEG_EXTENSIONS_UNDECLARED',
  // delegation stage
  'DEL_MEDIA_TYPE_NOT_ACCEPTED',
  'DEL_STREAMING_BLOCKING_MISMATCH',
  'DEL_UNKNOWN_SKILL',
  'DEL_PEER_DEGRADED',
  'DEL_SIGNATURE_UNVERIFIED',
  'DEL_NO_FALLBACK_PEER',
  // IUT transports and faults
  'IUT_TIMEOUT',
  'IUT_CRASHED',
  'IUT_PROTOCOL_ERROR',
  'IUT_BAD_RESULT',
  'IUT_ROLE_UNSUPPORTED',
  'IUT_LOAD_FAILED',
  // network and wire
  'NET_REMOTE_NOT_ALLOWED',
  'NET_REDIRECT_REFUSED',
  'NET_TOO_MANY_REDIRECTS',
  'NET_TIMEOUT',
  'NET_RESPONSE_TOO_LARGE',
  'NET_BAD_RESPONSE',
  // the peer's bytes are not HTTP/1.1 (RFC 9112): the client's parser refused them; or the
  // body does not decode as the content coding its Content-Encoding names (RFC 9110 §8.4)
  'NET_PROTOCOL_VIOLATION',
  'WIRE_STALL',
  'NET_UNREACHABLE',
  'WIRE_RPC_ERROR',
  // a check that could not be carried out: a prerequisite the user or the environment must
  // supply is missing (a key to verify a card's signatures, an optional module, a binding the
  // harness does not speak, a property whose generator judged too few inputs). An `error`
  // verdict whose reason names the fix, never `not-applicable`, which says the rule has
  // nothing to judge here.
  'NOT_TESTABLE',
  // what a run needs could not be set up here (an SDK that fails to install or to start, a
  // process allowed too few open files): the environment's fault, exit 4, never a verdict
  'ENV_SETUP_FAILED',
  // harness usage and internals
  'USAGE',
  'RULE_DUPLICATE_ID',
  'RULE_UNKNOWN',
  'REPORT_INVALID',
  'BASELINE_INVALID',
  'INTERNAL',
] as const;

/** One of {@link CROSSCHECK_ERROR_CODES}. */
export type CrosscheckErrorCode = (typeof CROSSCHECK_ERROR_CODES)[number];

const KNOWN_CODES: ReadonlySet<string> = new Set(CROSSCHECK_ERROR_CODES);

/** True when `value` is one of the harness's error codes. */
export function isCrosscheckErrorCode(value: unknown): value is CrosscheckErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value);
}

/** Options shared by every harness error. */
export interface CrosscheckErrorOptions {
  /** The error that caused this one, kept as is (never rewritten). */
  cause?: unknown;
  /** RFC 6901 JSON pointer into the input the error is about. */
  pointer?: string;
  /** Rule id the error is reported against, when there is one. */
  rule?: string;
}

/**
 * One error base for the whole harness (jose's `JOSEError` pattern): a stable `code`, the
 * original `cause`, and structured fields. Messages follow "Failed to <action>: <why>. <fix>."
 */
export class CrosscheckError extends Error {
  readonly code: CrosscheckErrorCode;
  readonly pointer: string | undefined;
  readonly rule: string | undefined;

  constructor(code: CrosscheckErrorCode, message: string, options: CrosscheckErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'CrosscheckError';
    this.code = code;
    this.pointer = options.pointer;
    this.rule = options.rule;
  }
}

/** True when `value` is a harness error, optionally with the given code. */
export function isCrosscheckError(
  value: unknown,
  code?: CrosscheckErrorCode,
): value is CrosscheckError {
  return value instanceof CrosscheckError && (code === undefined || value.code === code);
}
