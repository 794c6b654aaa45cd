import { CONTRACT_VERSION, type AdapterModule } from '../../harness/contract/types.ts';
import { naiveDiscover } from './naiveDiscover.ts';
import { naivePlan } from './naivePlan.ts';
import { naiveReassemble } from './naiveReassemble.ts';
import { naiveSign } from './naiveSign.ts';
import { delegateWith } from '../client/index.ts';

/**
 * `naive`: a plausible SDK, not a strawman (DESIGN §3). A defaulting deserializer, trust from
 * the signature alone, retries on failure, `append` ignored. It reproduces every seed failure.
 */
export const naiveAdapter: AdapterModule = {
  hello: () => ({
    name: 'naive',
    version: '0.1.0',
    contractVersion: CONTRACT_VERSION,
    roles: ['verifier', 'signer', 'consumer', 'client'],
  }),
  discover: naiveDiscover,
  plan: naivePlan,
  sign: naiveSign,
  reassemble: naiveReassemble,
  // Retries a failed task on the same peer, as a generic retry policy does.
  delegate: (p) =>
    delegateWith(p, {
      plan: naivePlan,
      reassemble: (events) => naiveReassemble({ events }).artifacts,
      maxAttempts: 3,
    }),
};
