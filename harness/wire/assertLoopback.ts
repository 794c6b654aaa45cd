import { CrosscheckError } from '../errors/CrosscheckError.ts';
import { specialAddressRefusal } from './specialAddresses.ts';

const IPV4_LOOPBACK = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * True when `hostname` (as the WHATWG URL parser returns it) names this machine's loopback
 * interface: `localhost`, an address in 127.0.0.0/8, or `[::1]`.
 *
 * The check runs on the parsed hostname only, never on the raw text, so
 * `http://127.0.0.1.evil.test/` and `http://127.0.0.1@evil.test/` are refused. The URL parser
 * already rewrites numeric IPv4 forms (`2130706433`, `0x7f.1`) to dotted decimal, which is the
 * address fetch connects to, so those pass exactly when they denote 127.x. IPv4-mapped IPv6
 * (`[::ffff:7f00:1]`) and `localhost.` are refused: strict beats clever here (DESIGN §7).
 */
function isLoopbackHostname(hostname: string): boolean {
  if (hostname === 'localhost' || hostname === '[::1]') return true;
  const m = IPV4_LOOPBACK.exec(hostname);
  return m !== null && m.slice(1).every((octet) => Number(octet) <= 255);
}

/**
 * Why the harness must not connect to `url` without `--allow-remote`, or `undefined` when it is
 * a loopback URL it may connect to: the host is `localhost`, in 127.0.0.0/8 or `[::1]`, and the
 * URL carries no userinfo. The one loopback test of the harness: the wire client (every hop of
 * every request) and the command line (`--agent-url`) both ask it, so they cannot disagree.
 */
export function loopbackRefusal(url: URL): 'credentials' | 'host' | undefined {
  if (url.username !== '' || url.password !== '') return 'credentials';
  return isLoopbackHostname(url.hostname) ? undefined : 'host';
}

/**
 * Throws unless `url` is an `http:` or `https:` URL on a loopback host without credentials.
 * The harness connects only to 127.0.0.1 unless the user passes `--allow-remote` (DESIGN §7).
 *
 * @param url - absolute URL about to be fetched.
 * @param allowRemote - `true` skips the loopback check (the URL must still parse); link-local,
 *   metadata and other special-purpose addresses stay refused unless `allowSpecial` too.
 * @param allowSpecial - `--allow-special-addresses`: reach those ranges as well.
 * @returns the parsed URL.
 * @throws CrosscheckError `USAGE` when the URL does not parse or is not HTTP(S);
 *   `NET_REMOTE_NOT_ALLOWED` when the host is not loopback or the URL carries userinfo.
 */
export function assertLoopback(url: string | URL, allowRemote = false, allowSpecial = false): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch (cause) {
    throw new CrosscheckError(
      'USAGE',
      `Failed to parse URL "${String(url)}": it is not an absolute URL. Pass a full http:// URL.`,
      {
        cause,
      },
    );
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new CrosscheckError(
      'USAGE',
      `Failed to connect to ${parsed.href}: scheme "${parsed.protocol}" is not supported. Use http:// or https://.`,
    );
  }
  if (allowRemote) {
    const special = allowSpecial ? undefined : specialAddressRefusal(parsed);
    if (special !== undefined)
      throw new CrosscheckError(
        'NET_REMOTE_NOT_ALLOWED',
        `Failed to connect to ${parsed.origin}: it is ${special}; --allow-remote alone does not reach it. Pass --allow-special-addresses too if the agent really lives there.`,
      );
    return parsed;
  }
  const refusal = loopbackRefusal(parsed);
  if (refusal === 'credentials') {
    throw new CrosscheckError(
      'NET_REMOTE_NOT_ALLOWED',
      `Failed to connect to ${parsed.protocol}//${parsed.host}: URLs with credentials are refused. Remove the userinfo part.`,
    );
  }
  if (refusal === 'host') {
    throw new CrosscheckError(
      'NET_REMOTE_NOT_ALLOWED',
      `Failed to connect to ${parsed.origin}: only 127.0.0.1/localhost/[::1] are allowed. Pass --allow-remote to reach other hosts.`,
    );
  }
  return parsed;
}
