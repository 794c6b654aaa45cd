import { verifyAgentCardSignature, type AgentCard } from '@a2a-js/sdk';
import type { Jwks } from '../../harness/contract/types.ts';
import { quietDebug } from './quietDebug.ts';

/**
 * Whether the SDK's `verifyAgentCardSignature()` accepts `card` with a key lookup by `kid` in the
 * trusted key set (the retriever every SDK user writes; `jku` is never fetched). The SDK has no
 * algorithm, revocation or canonicalization policy, so none is applied.
 */
export async function verifiesWithTrustedKeys(card: AgentCard, jwks: Jwks): Promise<boolean> {
  const verify = verifyAgentCardSignature(async (kid) => {
    const key = jwks.keys.find((k) => k.kid === kid);
    if (key === undefined) throw new Error(`no trusted key with kid "${kid}"`);
    return key;
  });
  try {
    await quietDebug(() => verify(card));
    return true;
  } catch {
    return false;
  }
}
