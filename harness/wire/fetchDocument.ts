import { httpExchange, type HttpAnswer, type HttpTarget } from './binding/httpExchange.ts';

/** Per-fetch options of {@link fetchDocument}. */
export interface FetchDocumentOptions {
  /** Extra request headers (the user's `--header` values); `accept` is `application/json` unless set. */
  headers?: Record<string, string>;
  /** Deadline of this fetch; default the target's. */
  deadlineMs?: number;
  signal?: AbortSignal;
}

/**
 * GETs a JSON document an agent publishes (its Agent Card, A2A §8.2; a JWKS) and returns it as
 * served, whatever its status: the caller judges the answer. The one document fetch of the
 * harness (card discovery, the client IUTs, JWKS), over the bindings' exchange, so every bound
 * and check is theirs: the loopback check of the URL and of every redirect hop, the size cap,
 * the deadline. Errors: `NET_TIMEOUT`, `NET_UNREACHABLE`, `NET_RESPONSE_TOO_LARGE`,
 * `NET_REMOTE_NOT_ALLOWED`, `NET_REDIRECT_REFUSED`, `NET_TOO_MANY_REDIRECTS`.
 */
export function fetchDocument(
  url: string,
  target: HttpTarget,
  options: FetchDocumentOptions = {},
): Promise<HttpAnswer> {
  return httpExchange(
    target,
    { method: 'GET', url, headers: { accept: 'application/json', ...options.headers } },
    {
      ...(options.deadlineMs !== undefined && { deadlineMs: options.deadlineMs }),
      ...(options.signal !== undefined && { signal: options.signal }),
    },
  );
}
