import { signCard } from '../../harness/jws/index.ts';
import { delegateWith } from '../client/index.ts';
import { createModel, type ModelSteps } from '../../harness/model/index.ts';
import {
  CANONICALIZATIONS,
  CONTRACT_VERSION,
  type AdapterModule,
  type Role,
} from '../../harness/contract/types.ts';
import type { JsonObject } from '../../harness/json/JsonValue.ts';

/**
 * The reference model behind the IUT contract. `overrides` replaces named steps of the model:
 * that is how each one-bug mutant is made, so a mutant differs from `reference` in exactly
 * the step it names.
 */
export function createReferenceAdapter(
  name = 'reference',
  overrides: Partial<ModelSteps> = {},
  roles: Role[] = ['verifier', 'signer', 'consumer', 'client'],
): AdapterModule {
  const model = createModel(overrides);
  return {
    hello: () => ({
      name,
      version: '0.1.0',
      contractVersion: CONTRACT_VERSION,
      roles,
      canonicalizations: { verify: [...CANONICALIZATIONS], sign: [...CANONICALIZATIONS] },
    }),
    discover: (p) => model.discover(p),
    plan: (p) => model.plan(p),
    reassemble: (p) => model.reassemble(p),
    // Plans again after a failure; the plan itself refuses to return to a degraded pair.
    delegate: (p) =>
      delegateWith(p, {
        plan: (q) => model.plan(q),
        reassemble: (events) => model.reassemble({ events }).artifacts,
        readAnswer: (input) => model.steps.readAnswer(input),
        maxAttempts: 3,
      }),
    async sign(p) {
      const signed = await signCard(p.card as JsonObject, {
        privateJwk: p.privateJwk,
        protectedHeader: p.protectedHeader as { alg: string; kid: string },
        canonicalization: p.canonicalization,
      });
      return { cardBase64: Buffer.from(JSON.stringify(signed)).toString('base64') };
    },
  };
}

/** `reference`: the rules of DESIGN §2, implemented carefully; the control that passes all. */
export const referenceAdapter: AdapterModule = createReferenceAdapter();
