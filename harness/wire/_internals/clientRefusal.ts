import type { CrosscheckErrorCode } from '../../errors/CrosscheckError.ts';

/** What the HTTP client refused in a peer's answer, as a harness error's code and words. */
export interface ClientRefusal {
  code: Extract<CrosscheckErrorCode, 'NET_PROTOCOL_VIOLATION' | 'NET_BAD_RESPONSE'>;
  why: string;
  fix: string;
}

/**
 * The fetch layer's content-coding bound: it decodes at most this many codings and refuses an
 * answer naming more (a chain of decoders per coding is a resource-exhaustion attack).
 */
export const MAX_CONTENT_CODINGS = 5;

/**
 * Reads what the HTTP client (undici, Node's `fetch`) threw when it refused a peer's answer for
 * a reason of the answer's own, which it reports without a parser code: the peer was reached and
 * answered, so "cannot be reached" would be false. `undefined` for anything else.
 *
 * - A status code below 100 (`099`, `000`): undici asserts `statusCode >= 100` when the message
 *   completes. RFC 9110 §15 makes codes outside 100..599 invalid: a protocol violation.
 * - An interim `100 (Continue)` to a request that sent no `Expect: 100-continue` (the harness
 *   never does), or an answer to no request: undici destroys the connection at the first one, so
 *   a flood of them costs one read. RFC 9110 §15.2 lets a server send an interim answer
 *   unasked, so this is an answer the harness cannot read, not a violation.
 * - More than {@link MAX_CONTENT_CODINGS} content codings in `Content-Encoding`.
 */
export function clientRefusal(cause: unknown): ClientRefusal | undefined {
  for (let e: unknown = cause, depth = 0; e instanceof Error && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    const stack = e.stack ?? '';
    if (code === 'ERR_ASSERTION' && /\bParser\.onMessageComplete\b/.test(stack))
      return {
        code: 'NET_PROTOCOL_VIOLATION',
        why: 'the status line carries a status code below 100; RFC 9110 §15 makes codes outside 100..599 invalid',
        fix: 'Answer with a three-digit status code from 100 to 599',
      };
    if (code === 'UND_ERR_SOCKET' && e.message === 'bad response')
      return {
        code: 'NET_BAD_RESPONSE',
        why: 'the peer sent an interim 100 (Continue) answer to a request that sent no "Expect: 100-continue" (or an answer to no request), which the HTTP client does not read past: it closed the connection at the first one',
        fix: 'Send the final answer without an interim 100 (Continue)',
      };
    const codings = /^too many content-encodings in response: (\d+)/.exec(e.message);
    if (codings !== null)
      return {
        code: 'NET_BAD_RESPONSE',
        why: `the Content-Encoding header names ${codings[1]} content codings, more than the ${MAX_CONTENT_CODINGS} the HTTP client decodes (a bound against decoder chains)`,
        fix: `Send the body in at most ${MAX_CONTENT_CODINGS} content codings, or in none`,
      };
    e = e.cause;
  }
  return undefined;
}
