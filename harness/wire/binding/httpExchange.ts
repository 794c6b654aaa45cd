import { CrosscheckError } from '../../errors/CrosscheckError.ts';
import { assertLoopback } from '../assertLoopback.ts';
import { systemResolver, type HostResolver } from '../checkedLookup.ts';
import { WIRE_DEFAULTS } from '../defaults.ts';
import type { RedirectHop } from '../RedirectHop.ts';
import { startDeadline, toNetError, type Deadline } from '../_internals/fetchErrors.ts';
import { fetchWithRedirects } from '../_internals/fetchWithRedirects.ts';
import { guardedDispatcher } from '../_internals/guardedDispatcher.ts';
import { readCappedBody } from '../_internals/readCappedBody.ts';

/** One HTTP request a binding sends. */
export interface HttpRequest {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Where and how a binding talks to an agent. */
export interface HttpTarget {
  /** Skip the loopback check (`--allow-remote`). */
  allowRemote: boolean;
  /** With `allowRemote`, reach link-local, metadata… addresses too (`--allow-special-addresses`). */
  allowSpecial?: boolean;
  /** Names of the user's headers (`--header`): dropped on a hop to another origin. */
  userHeaders?: readonly string[];
  /** `--headers-any-origin`: keep them across origins. */
  userHeadersAnyOrigin?: boolean;
  /** The origin the user's headers were given for (the `--agent-url`'s). */
  userHeadersOrigin?: string;
  /** Deadline of each exchange unless the call overrides it. */
  deadlineMs: number;
  /** Largest body read, in bytes. */
  maxResponseBytes: number;
  /**
   * How host names are resolved under `allowRemote` without `allowSpecial`, where every address
   * is checked before connecting; default the system's (`dns.lookup`). Tests inject theirs.
   */
  resolveHost?: HostResolver;
  /** Fetch implementation; default: the global `fetch`, read at each call so msw can patch it. */
  fetch?: typeof fetch;
  /** Told of every redirect hop, followed or refused (the transcript records them). */
  onRedirect?: (hop: RedirectHop) => void;
}

/** The head of an HTTP answer: status, content type and headers (names lower-cased). */
export interface HttpHead {
  status: number;
  contentType: string;
  headers: Record<string, string>;
}

/** A whole HTTP answer. */
export interface HttpAnswer extends HttpHead {
  bytes: Uint8Array;
}

/** An exchange whose body is still to be read (streams). */
export interface OpenExchange {
  head: HttpHead;
  response: Response;
  deadline: Deadline;
}

/**
 * Sends `request` and returns the response as soon as its head arrives. Redirects are followed
 * by hand (at most `WIRE_DEFAULTS.maxRedirects`), each hop passing the same loopback check as
 * the first URL, so no hop escapes it (DESIGN §7). Errors: `NET_TIMEOUT`, `NET_UNREACHABLE`,
 * `NET_REMOTE_NOT_ALLOWED`, `NET_REDIRECT_REFUSED`, `NET_TOO_MANY_REDIRECTS`.
 */
export async function openExchange(
  target: HttpTarget,
  request: HttpRequest,
  options: { deadlineMs?: number; signal?: AbortSignal } = {},
): Promise<OpenExchange> {
  const url = assertLoopback(request.url, target.allowRemote, target.allowSpecial).href;
  const deadline = startDeadline(options.deadlineMs ?? target.deadlineMs, options.signal);
  const what = `${request.method} ${new URL(url).pathname}`;
  try {
    // A name may resolve where an IP literal would be refused (169.254.169.254): connect only to
    // addresses checked after resolution (issue 38).
    const dispatcher =
      target.allowRemote && target.allowSpecial !== true
        ? await guardedDispatcher(target.resolveHost ?? systemResolver)
        : undefined;
    const doFetch = target.fetch ?? globalThis.fetch;
    const { response } = await fetchWithRedirects(
      (u, init) => doFetch(u, init),
      url,
      {
        method: request.method,
        headers: request.headers,
        ...(request.body !== undefined && { body: request.body }),
        signal: deadline.signal,
        // undici's own RequestInit member (Node's fetch is undici); kept across redirect hops.
        ...(dispatcher !== undefined && ({ dispatcher } as RequestInit)),
      },
      {
        allowRemote: target.allowRemote,
        ...(target.allowSpecial !== undefined && { allowSpecial: target.allowSpecial }),
        ...(target.userHeaders !== undefined && { userHeaders: target.userHeaders }),
        ...(target.userHeadersAnyOrigin !== undefined && {
          userHeadersAnyOrigin: target.userHeadersAnyOrigin,
        }),
        maxRedirects: WIRE_DEFAULTS.maxRedirects,
        ...(target.onRedirect && { onHop: target.onRedirect }),
      },
      what,
    );
    assertValidStatus(response, `send ${what}`);
    return { head: headOf(response), response, deadline };
  } catch (cause) {
    const error = toNetError(cause, deadline, `send ${what}`);
    deadline.clear();
    throw error;
  }
}

/** Sends `request` and reads the whole (capped) body. */
export async function httpExchange(
  target: HttpTarget,
  request: HttpRequest,
  options: { deadlineMs?: number; signal?: AbortSignal } = {},
): Promise<HttpAnswer> {
  const open = await openExchange(target, request, options);
  const what = `read the answer to ${request.method} ${new URL(request.url).pathname}`;
  try {
    const bytes = await readCappedBody(
      open.response,
      target.maxResponseBytes,
      what,
      open.deadline.signal,
    );
    return { ...open.head, bytes };
  } catch (cause) {
    throw toNetError(cause, open.deadline, what);
  } finally {
    open.deadline.clear();
  }
}

/**
 * RFC 9110 §15: status codes outside 100..599 are invalid. The fetch layer hands 600..999 on as
 * they came (it refuses those below 100 itself, see `clientRefusal`), and judging a card or an
 * error by one would read a private code of the peer's as HTTP.
 */
function assertValidStatus(response: Response, what: string): void {
  if (response.status >= 100 && response.status <= 599) return;
  void response.body?.cancel().catch(() => undefined);
  throw new CrosscheckError(
    'NET_PROTOCOL_VIOLATION',
    `Failed to ${what}: the status line carries the status code ${response.status}; RFC 9110 §15 makes codes outside 100..599 invalid. Answer with a three-digit status code from 100 to 599.`,
  );
}

function headOf(response: Response): HttpHead {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  return { status: response.status, contentType: headers['content-type'] ?? '', headers };
}
