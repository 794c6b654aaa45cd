import { CrosscheckError } from '../../errors/CrosscheckError.ts';
import { loopbackRefusal } from '../assertLoopback.ts';
import { specialAddressRefusal } from '../specialAddresses.ts';
import type { RedirectHop } from '../RedirectHop.ts';

/** What a request may do when it is redirected. */
export interface HopPolicy {
  /** `--allow-remote`: a hop may leave loopback (it must still be http: or https:). */
  allowRemote: boolean;
  /** `--allow-special-addresses`: with `allowRemote`, a hop may reach link-local, metadata… too. */
  allowSpecial?: boolean;
  /**
   * Names of the headers the user gave (`--header`): like `Authorization`, they are credentials
   * meant for the first origin and are dropped on the first hop to another origin.
   */
  userHeaders?: readonly string[];
  /** `--headers-any-origin`: keep the user's headers (not `Authorization`) across origins. */
  userHeadersAnyOrigin?: boolean;
  /** Redirects followed before the request fails with `NET_TOO_MANY_REDIRECTS`. */
  maxRedirects: number;
  /** Told of every hop, followed or refused, before the next request is sent. */
  onHop?: (hop: RedirectHop) => void;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Fetch standard §4.4 step 12: headers describing a body are dropped with the body. */
const BODY_HEADERS = ['content-type', 'content-encoding', 'content-language', 'content-location'];

/**
 * `fetch` with `redirect: 'manual'`, following redirects itself so that every hop passes the
 * same loopback check as the first URL (DESIGN §7). `fetch`'s own redirect mode would connect
 * wherever a `Location` points, and a 307 or 308 would re-send the JSON-RPC body there.
 *
 * Hops follow the Fetch standard (§4.4 HTTP-redirect fetch): 303, and 301/302 after a POST,
 * become a GET without a body; 307/308 keep the method and body; `Authorization`, `Cookie` and
 * every header the user gave are dropped when the origin changes (two ports of one host are two
 * origins, RFC 6454 §4), unless `userHeadersAnyOrigin`. A redirect without a `Location` is an ordinary answer, returned as is.
 *
 * @throws CrosscheckError `NET_REDIRECT_REFUSED` when a `Location` does not parse, is not
 *   http(s), or (without `allowRemote`) is not loopback; `NET_TOO_MANY_REDIRECTS` past
 *   `maxRedirects`. Nothing is sent to a refused hop.
 */
export async function fetchWithRedirects(
  doFetch: Fetch,
  url: string,
  init: RequestInit,
  policy: HopPolicy,
  what: string,
): Promise<{ response: Response; url: string; hops: RedirectHop[] }> {
  const hops: RedirectHop[] = [];
  let current = url;
  let request: RequestInit = { ...init, redirect: 'manual' };
  for (;;) {
    const response = await doFetch(current, request);
    const location = response.headers.get('location');
    if (!REDIRECTS.has(response.status) || location === null)
      return { response, url: current, hops };
    await response.body?.cancel().catch(() => undefined);
    const method = nextMethod(response.status, request.method ?? 'GET');
    let target: URL | undefined;
    try {
      target = new URL(location, current);
    } catch {
      target = undefined;
    }
    const hop: RedirectHop = {
      status: response.status,
      from: current,
      to: target?.href ?? location.slice(0, 2_000),
      method,
    };
    const refused =
      target === undefined
        ? 'is not a URL'
        : target.protocol !== 'http:' && target.protocol !== 'https:'
          ? `uses the scheme "${target.protocol}"`
          : policy.allowRemote
            ? policy.allowSpecial === true
              ? undefined
              : specialText(specialAddressRefusal(target))
            : refusalText(loopbackRefusal(target));
    if (refused === undefined && hops.length >= policy.maxRedirects) {
      policy.onHop?.({ ...hop, refused: `more than ${policy.maxRedirects} redirects` });
      throw new CrosscheckError(
        'NET_TOO_MANY_REDIRECTS',
        `Failed to ${what}: more than ${policy.maxRedirects} redirects, starting at ${url} (the last to ${hop.to}). Serve the resource without a redirect loop.`,
      );
    }
    if (refused !== undefined) {
      policy.onHop?.({ ...hop, refused });
      throw new CrosscheckError(
        'NET_REDIRECT_REFUSED',
        `Failed to ${what}: ${current} redirected (HTTP ${response.status}) to ${hop.to}, which ${refused}; the redirect was not followed. ${policy.allowRemote ? 'Pass --allow-special-addresses too if the agent really lives there.' : 'Serve the resource on loopback, or pass --allow-remote to reach other hosts.'}`,
      );
    }
    policy.onHop?.(hop);
    hops.push(hop);
    const crossOrigin = new URL(current).origin !== target!.origin;
    request = nextRequest(request, method, crossOrigin ? droppedOnCrossOrigin(policy) : []);
    current = target!.href;
  }
}

function refusalText(reason: 'credentials' | 'host' | undefined): string | undefined {
  if (reason === 'credentials') return 'carries credentials (userinfo)';
  if (reason === 'host') return 'is not a loopback address (127.0.0.0/8, localhost, [::1])';
  return undefined;
}

function specialText(range: string | undefined): string | undefined {
  return range === undefined ? undefined : `is ${range}; --allow-remote alone does not reach it`;
}

/**
 * Headers that stay with their origin: `Authorization` (Fetch §4.4 step 13), the other
 * credentials, and every header the user gave, unless the user keeps theirs across origins.
 */
function droppedOnCrossOrigin(policy: HopPolicy): string[] {
  const user = (policy.userHeaders ?? []).map((n) => n.toLowerCase());
  const credentials = ['authorization', 'cookie', 'proxy-authorization'];
  return policy.userHeadersAnyOrigin === true
    ? credentials.filter((n) => !user.includes(n))
    : [...credentials, ...user];
}

function nextMethod(status: number, method: string): string {
  const upper = method.toUpperCase();
  if (status === 303 && upper !== 'GET' && upper !== 'HEAD') return 'GET';
  if ((status === 301 || status === 302) && upper === 'POST') return 'GET';
  return upper;
}

function nextRequest(request: RequestInit, method: string, drop: readonly string[]): RequestInit {
  const headers = new Headers(request.headers);
  const next: RequestInit = { ...request, method };
  if (method === 'GET' && (request.method ?? 'GET').toUpperCase() !== 'GET') {
    delete next.body;
    for (const name of BODY_HEADERS) headers.delete(name);
  }
  for (const name of drop) headers.delete(name);
  next.headers = headers;
  return next;
}
