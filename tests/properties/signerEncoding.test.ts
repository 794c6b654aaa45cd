import { describe, expect, it } from 'vitest';
import { referenceAdapter } from '../../implementations/reference/createReferenceAdapter.ts';
import { inspectSigned } from '../../scenarios/contract/signature/signer/inspectSigned.ts';
import { signerKey } from '../../scenarios/contract/signature/signer/signerKeys.ts';
import { signScenario } from './_fixtures/signScenario.ts';

const SCENARIO = signScenario('Encoding desk', 'signs cards');

/** The reference's signed card with its new signature value rewritten by `edit`. */
async function signedWith(edit: (value: Buffer) => Buffer): Promise<string> {
  const key = await signerKey(SCENARIO.alg);
  const { cardBase64 } = await referenceAdapter.sign!({
    card: SCENARIO.card,
    privateJwk: key.privateJwk,
    protectedHeader: { alg: SCENARIO.alg, kid: key.kid },
    canonicalization: SCENARIO.canonicalization,
  });
  const card = JSON.parse(Buffer.from(cardBase64, 'base64').toString('utf8')) as {
    signatures: { signature: string }[];
  };
  const entry = card.signatures[0]!;
  entry.signature = edit(Buffer.from(entry.signature, 'base64url')).toString('base64url');
  return Buffer.from(JSON.stringify(card)).toString('base64');
}

describe("a signer's signature value is judged on its encoding", () => {
  it("finds nothing in the reference signer's value", async () => {
    const findings = await inspectSigned(
      SCENARIO,
      await signedWith((v) => v),
      await signerKey('ES256'),
    );
    expect(findings).toEqual([]);
  });

  it('charges a value without the leading zero of r to its encoding (A2A-SIG-006), not to the payload', async () => {
    // What a signer that drops leading zero octets writes when r starts with one: 63 octets.
    const findings = await inspectSigned(
      SCENARIO,
      await signedWith((v) => v.subarray(1)),
      await signerKey('ES256'),
    );
    expect(findings).toEqual([
      {
        kind: 'encoding',
        line: '/signatures/0/signature: the ES256 signature value is 63 octets, not 64 (r || s, each left-padded to 32 octets, RFC 7518 §3.4)',
      },
    ]);
  });
});
