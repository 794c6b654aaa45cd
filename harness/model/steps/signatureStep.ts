import type { ParsedCard } from '../../card/AgentCard.ts';
import { verifyCardSignatures } from '../../jws/index.ts';
import type { SignatureVerdict, VerifyCardOptions } from '../../jws/types.ts';

/**
 * A2A-SIG-001..004 and XV-SIG-001..005: verify the card's signatures over the emitted object
 * under the policy's canonicalization, algorithm allow-list, `jku` origins and revoked keys.
 * The jws module owns the §8.4.3 steps; the model only feeds it the emitted form.
 */
export function verifySignature(
  card: ParsedCard,
  options: VerifyCardOptions,
): Promise<SignatureVerdict> {
  return verifyCardSignatures(card.emitted, options);
}
