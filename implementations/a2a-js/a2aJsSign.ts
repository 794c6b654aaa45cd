import { generateAgentCardSignature, type AgentCard } from '@a2a-js/sdk';
import type { SignParams, SignResult } from '../../harness/contract/types.ts';

/**
 * The SDK's signer, `generateAgentCardSignature(privateKey, protectedHeader)`, applied to the
 * card as given; the signed card is emitted with `JSON.stringify`, as an SDK server serves it.
 * The SDK has one canonicalization (`canonicalizeAgentCard`: a proto round trip, then JCS), so
 * the requested `canonicalization` is not consulted.
 */
export async function a2aJsSign(params: SignParams): Promise<SignResult> {
  const sign = generateAgentCardSignature(params.privateJwk, params.protectedHeader);
  const signed = await sign(params.card as unknown as AgentCard);
  return { cardBase64: Buffer.from(JSON.stringify(signed)).toString('base64') };
}
