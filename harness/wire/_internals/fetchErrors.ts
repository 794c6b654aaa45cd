import { CrosscheckError } from '../../errors/CrosscheckError.ts';
import { lagFreeTimeout } from '../../time/lagFreeTimeout.ts';
import { clientRefusal } from './clientRefusal.ts';

/**
 * One deadline for one exchange: a timer that aborts, merged with the caller's signal.
 * `timedOut()` tells a deadline from a caller's abort after the fact.
 */
export interface Deadline {
  readonly signal: AbortSignal;
  readonly ms: number;
  timedOut(): boolean;
  /** The exchange is over: stops the timer and its clock (idempotent). */
  clear(): void;
}

/**
 * Starts the deadline of one exchange. It runs on the lag-free clock: time this process spent
 * not running (a loaded machine, a busy event loop) is added back, so a slow harness is never
 * taken for a slow peer, while a peer that does not answer is cut as soon as on an idle machine.
 */
export function startDeadline(ms: number, callerSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  const timer = lagFreeTimeout(ms, () =>
    controller.abort(new DOMException(`the ${ms} ms deadline passed`, 'TimeoutError')),
  );
  const timeout = controller.signal;
  const signal = callerSignal === undefined ? timeout : AbortSignal.any([timeout, callerSignal]);
  return { signal, ms, timedOut: () => timeout.aborted, clear: () => timer.cancel() };
}

/**
 * Maps whatever `fetch` or a body read threw to a harness error: the deadline becomes
 * `NET_TIMEOUT`, a caller's abort is rethrown untouched, anything else (refused connection,
 * msw refusing an unhandled request, reset stream) becomes `NET_UNREACHABLE` with the cause kept.
 * Bytes the HTTP parser refused (a header block over its limit, Content-Length with
 * Transfer-Encoding, a chunk size that overflows, a status line that is not HTTP) are the peer's
 * protocol violation, `NET_PROTOCOL_VIOLATION` with the parser's reason: the peer was reached.
 * So is a body that does not decode as the content coding its `Content-Encoding` names (a plain
 * body labelled `gzip`): RFC 9110 §8.4 makes the header a statement about the bytes, and the
 * fetch layer decodes by it; the zlib or brotli reason is kept. What the client refuses without
 * a parser code (a status below 100, an interim 100, too many codings) is read by `clientRefusal`.
 */
export function toNetError(cause: unknown, deadline: Deadline, what: string): unknown {
  // The harness's own refusals raised under fetch (a checked resolution) come wrapped.
  for (let e: unknown = cause, depth = 0; e instanceof Error && depth < 4; depth++) {
    if (e instanceof CrosscheckError) return e;
    e = e.cause;
  }
  if (deadline.timedOut()) {
    return new CrosscheckError(
      'NET_TIMEOUT',
      `Failed to ${what}: no answer within the ${deadline.ms} ms deadline. Check that the peer is running, or raise the deadline.`,
      { cause },
    );
  }
  if (deadline.signal.aborted) return cause;
  const coding = codingViolation(cause);
  if (coding !== undefined)
    return new CrosscheckError(
      'NET_PROTOCOL_VIOLATION',
      `Failed to ${what}: the body does not decode as the content coding its Content-Encoding header names (${coding}). Send the body in the coding Content-Encoding names (RFC 9110 §8.4), or send no Content-Encoding.`,
      { cause },
    );
  const refused = clientRefusal(cause);
  if (refused !== undefined)
    return new CrosscheckError(refused.code, `Failed to ${what}: ${refused.why}. ${refused.fix}.`, {
      cause,
    });
  const violation = httpViolation(cause);
  if (violation !== undefined)
    return new CrosscheckError(
      'NET_PROTOCOL_VIOLATION',
      `Failed to ${what}: the answer is not well-formed HTTP/1.1 (${violation}). Serve HTTP as RFC 9112 says.`,
      { cause },
    );
  return new CrosscheckError(
    'NET_UNREACHABLE',
    `Failed to ${what}: ${describeCause(cause)}. Check the URL and that the peer is listening.`,
    { cause },
  );
}

/** Codes of undici's HTTP/1.1 parser (llhttp `HPE_*`) and its header bound, for what a peer sent. */
const PARSER_CODE = /^(HPE_[A-Z_]+|UND_ERR_HEADERS_OVERFLOW)$/;

/**
 * The parser's reason when `cause` (or what it wraps: fetch throws `TypeError: fetch failed`
 * around it) is the HTTP parser refusing the peer's bytes; `undefined` otherwise.
 */
function httpViolation(cause: unknown): string | undefined {
  for (let e: unknown = cause, depth = 0; e instanceof Error && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && PARSER_CODE.test(code))
      return `${e.message.replace(/^Response does not match the HTTP\/1\.1 protocol \((.*)\)$/, '$1').slice(0, 300)}, ${code}`;
    e = e.cause;
  }
  return undefined;
}

/** Codes of zlib (gzip, deflate) and brotli decoders refusing a body. */
const DECODER_CODE = /^(Z_[A-Z_]+|ERR__ERROR_[A-Z0-9_]+)$/;

/** The decoder's reason when `cause` (or what it wraps) is a content coding failing to decode. */
function codingViolation(cause: unknown): string | undefined {
  for (let e: unknown = cause, depth = 0; e instanceof Error && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DECODER_CODE.test(code))
      return `${code}: ${e.message.slice(0, 300)}`;
    e = e.cause;
  }
  return undefined;
}

/**
 * `fetch failed` says nothing; the socket error under it does (`ECONNREFUSED`, `ECONNRESET`,
 * `UND_ERR_SOCKET: other side closed`). Follows `cause` two levels at most.
 */
function describeCause(cause: unknown): string {
  const parts: string[] = [];
  let at: unknown = cause;
  for (let depth = 0; depth < 3 && at !== undefined && at !== null; depth++) {
    if (at instanceof Error) {
      const code = (at as { code?: unknown }).code;
      parts.push(typeof code === 'string' ? `${code}: ${at.message}` : at.message);
      at = at.cause;
    } else {
      parts.push(typeof at === 'string' ? at : (JSON.stringify(at) ?? typeof at));
      break;
    }
  }
  return parts.join(' (') + ')'.repeat(Math.max(0, parts.length - 1));
}
