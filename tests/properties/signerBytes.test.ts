import { describe, expect, it } from 'vitest';
import type { AdapterModule } from '../../harness/contract/types.ts';
import { MUTANTS } from '../../engine/mutants/index.ts';
import { referenceAdapter } from '../../implementations/reference/createReferenceAdapter.ts';
import { inspectSigned } from '../../scenarios/contract/signature/signer/inspectSigned.ts';
import { signerKey } from '../../scenarios/contract/signature/signer/signerKeys.ts';
import { signScenario } from './_fixtures/signScenario.ts';

const SCENARIO = signScenario('Z\u00fcrich desk', 'caf\u00e9 \u20ac \u{1f600}');

/** The findings on what `adapter` emits when asked to sign the scenario's card. */
async function findingsOf(adapter: AdapterModule): Promise<{ kind: string }[]> {
  const key = await signerKey(SCENARIO.alg);
  const answer = await adapter.sign!({
    card: SCENARIO.card,
    privateJwk: key.privateJwk,
    protectedHeader: { alg: SCENARIO.alg, kid: key.kid },
    canonicalization: SCENARIO.canonicalization,
  });
  return (await inspectSigned(SCENARIO, answer.cardBase64, key)).map(({ kind }) => ({ kind }));
}

const mutant = (id: string): AdapterModule => MUTANTS.find((m) => m.id === id)!.adapter;

describe("a signer's bytes are judged as served", () => {
  it("finds nothing in the reference signer's output", async () => {
    expect(await findingsOf(referenceAdapter)).toEqual([]);
  });

  it.each(['signer-writes-bom', 'signer-writes-latin1'])(
    'charges %s to the bytes alone (A2A-SIG-005), not to what the card says',
    async (id) => {
      expect(await findingsOf(mutant(id))).toEqual([{ kind: 'bytes' }]);
    },
  );
});
