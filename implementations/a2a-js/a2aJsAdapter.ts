import { CONTRACT_VERSION, type AdapterModule } from '../../harness/contract/types.ts';
import { a2aJsDelegate } from './a2aJsDelegate.ts';
import { a2aJsDiscover } from './a2aJsDiscover.ts';
import { a2aJsPlan } from './a2aJsPlan.ts';
import { a2aJsReassemble } from './a2aJsReassemble.ts';
import { a2aJsSign } from './a2aJsSign.ts';
import { sdkVersion } from './sdkVersion.ts';

/**
 * `a2a-js`: the official @a2a-js/sdk behind the IUT contract, a real implementation nobody here
 * wrote. Every role the SDK can play: `verifier` (its card resolver, client factory and
 * signature verifier), `signer` (its signature generator), `consumer` (its `ResultManager`),
 * `client` (its `Client`, inside the simplest application around it: the planned peer, then the
 * fallbacks in order; the same application the other SDKs' adapters are, so what differs between
 * their verdicts is the SDK). Nothing in the rules knows about the SDK: what it does is what gets
 * reported.
 */
export const a2aJsAdapter: AdapterModule = {
  hello: () => ({
    name: '@a2a-js/sdk',
    version: sdkVersion(),
    contractVersion: CONTRACT_VERSION,
    roles: ['verifier', 'signer', 'consumer', 'client'],
    // The SDK has one canonicalization (`canonicalizeAgentCard`: a proto round trip, then JCS),
    // which aims at A2A v1.0 §8.4.1; it has no way to verify or sign the emitted form as is.
    canonicalizations: { verify: ['a2a-1.0'], sign: ['a2a-1.0'] },
  }),
  discover: a2aJsDiscover,
  plan: a2aJsPlan,
  sign: a2aJsSign,
  reassemble: a2aJsReassemble,
  delegate: a2aJsDelegate,
};
