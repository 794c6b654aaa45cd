import type { Dispatcher } from 'undici';
import { checkedLookup, type HostResolver } from '../checkedLookup.ts';

const agents = new WeakMap<HostResolver, Promise<Dispatcher>>();

/**
 * The connection pool of `--allow-remote` without `--allow-special-addresses`: undici's `Agent`
 * whose connector resolves host names through {@link checkedLookup}, one per resolver. `fetch`
 * takes it as its `dispatcher`, so every hop of an exchange (redirects included) connects only
 * to addresses checked after resolution. undici is imported the first time one is needed: a run
 * that stays on loopback never loads it.
 */
export function guardedDispatcher(resolve: HostResolver): Promise<Dispatcher> {
  let agent = agents.get(resolve);
  if (agent === undefined) {
    agent = import('undici').then(
      ({ Agent }) => new Agent({ connect: { lookup: checkedLookup(resolve) } }),
    );
    agents.set(resolve, agent);
  }
  return agent;
}
