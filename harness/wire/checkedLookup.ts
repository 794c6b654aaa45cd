import { lookup } from 'node:dns/promises';
import { CrosscheckError } from '../errors/CrosscheckError.ts';
import { specialIpRefusal } from './specialAddresses.ts';

/** One address a host name resolves to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (tests inject theirs: never real DNS). */
export type HostResolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

/** The system's resolver (`dns.lookup`, every address, in the order the system gives). */
export const systemResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

type LookupCallback = (
  error: Error | null,
  address: string | ResolvedAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for `net.connect` (undici's connector passes it through) that resolves with
 * `resolve`, checks every address against the special-purpose ranges, and hands the socket only
 * addresses it checked, so what was checked is what is connected to (no second resolution a
 * rebinding name could answer differently). One special address refuses the name: with several,
 * the connector may try any of them. IP literals never reach a lookup; `assertLoopback` and the
 * redirect check judge those on the URL.
 */
export function checkedLookup(resolve: HostResolver) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses
          .map((a) => ({ ...a, why: specialIpRefusal(a.address) }))
          .find((a) => a.why !== undefined);
        if (refused !== undefined)
          return callback(
            new CrosscheckError(
              'NET_REMOTE_NOT_ALLOWED',
              `Failed to connect to ${hostname}: it resolves to ${refused.address}, which is ${refused.why}; --allow-remote alone does not reach it. Pass --allow-special-addresses too if the agent really lives there.`,
            ),
            '',
          );
        if (addresses.length === 0)
          return callback(
            Object.assign(new Error(`${hostname} resolves to no address`), { code: 'ENOTFOUND' }),
            '',
          );
        if (options.all === true) return callback(null, [...addresses]);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (cause: unknown) => callback(cause instanceof Error ? cause : new Error(String(cause)), ''),
    );
  };
}
