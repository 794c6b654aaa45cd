import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalizeCard } from '../../../harness/canon/index.ts';
import { buildMinimalCard, cardIdentityArb } from '../../../harness/generators/index.ts';
import { type ModelSteps, createModel } from '../../../harness/model/index.ts';
import { policy, toBase64 } from '../../../harness/model/_fixtures/fixtures.ts';
import { generatedKey } from '../signature/keys/generatedKeys.ts';
import type { KeyMaterial } from '../signature/keys/KeyMaterial.ts';
import { signWithMaterial } from '../signature/keys/signWithMaterial.ts';
import { receivedOrderPayload } from '../../properties/receivedOrderPayload.ts';
import { verifyFallingBackToReceivedOrder, verifyInReceivedOrder } from './receivedOrderVerify.ts';

// `name` before `description`: members not in RFC 8785's order, as most writers emit them.
const card = buildMinimalCard(fc.sample(cardIdentityArb(), { seed: 1, numRuns: 1 })[0]!);
const CANONICAL: KeyMaterial = { alg: 'ES256', key: 'P-256', encoding: 'raw' };
const RECEIVED: KeyMaterial = { ...CANONICAL, payload: 'received-order' };

/** The verdict of a model whose signature step is `step` on the card signed as `material` says. */
async function verdict(material: KeyMaterial, step?: ModelSteps['verifySignature']) {
  const signed = await signWithMaterial(card, 'jcs-emitted', material);
  const answer = await createModel(step === undefined ? {} : { verifySignature: step }).discover({
    cardBase64: toBase64(signed),
    jwks: { keys: [(await generatedKey('P-256')).publicJwk] },
    policy: policy(),
  });
  return answer.admitted ? 'valid' : String(answer.code);
}

describe('a signing input written in received order', () => {
  it('differs from the canonical form of a card whose members are not sorted', () => {
    expect(receivedOrderPayload(card, 'jcs-emitted')).toBe(JSON.stringify(card));
    expect(receivedOrderPayload(card, 'jcs-emitted')).not.toBe(
      canonicalizeCard(card, 'jcs-emitted'),
    );
  });

  it.each([
    ['the reference', undefined, { canonical: 'valid', received: 'SIG_INVALID' }],
    [
      'a verifier in received order',
      verifyInReceivedOrder,
      { canonical: 'SIG_INVALID', received: 'valid' },
    ],
    [
      'a fallback to received order',
      verifyFallingBackToReceivedOrder,
      { canonical: 'valid', received: 'valid' },
    ],
  ] as const)('%s: canonical and received-order signings', async (_, step, expected) => {
    expect({
      canonical: await verdict(CANONICAL, step),
      received: await verdict(RECEIVED, step),
    }).toEqual(expected);
  });
});
