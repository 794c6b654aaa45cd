import { beforeAll, describe, expect, it } from 'vitest';
import type { JsonObject } from '../../harness/json/JsonValue.ts';
import { createPropertyContext } from '../../engine/properties/createPropertyContext.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import { minimalCard } from '../../scenarios/cases/cardFixtures.ts';
import { type CardRecipe, serveCardText } from '../../scenarios/properties/VerifierScenario.ts';

/**
 * Served card texts are remembered per case context and recipe: an input judged again (by the
 * stage, each IUT and the model) is signed once, so an ECDSA signature, which differs at each
 * signing, is the same every time the recipe is served; any other recipe is signed anew.
 */
describe('serveCardText', () => {
  let ctx: CaseContext;
  beforeAll(async () => {
    ctx = await createPropertyContext(7, 10);
  });
  const signatureOf = (text: string): unknown =>
    (JSON.parse(text) as { signatures: { signature: string }[] }).signatures[0]?.signature;
  const signed = (card = minimalCard()): CardRecipe => ({
    card,
    sign: { canonicalization: 'a2a-1.0' },
  });

  it('serves one recipe the same text, signature included, under one context', async () => {
    // Act
    const first = await serveCardText(signed(), ctx);
    const again = await serveCardText(signed(), ctx);
    // Assert
    expect(again).toBe(first);
    expect(signatureOf(first)).toEqual(expect.any(String));
  });

  it('signs anew under another context', async () => {
    // Arrange
    const other = await createPropertyContext(8, 10);
    // Act
    const [a, b] = [await serveCardText(signed(), ctx), await serveCardText(signed(), other)];
    // Assert: another run's key, so another signature
    expect(signatureOf(b)).not.toBe(signatureOf(a));
  });

  it('tells apart recipes that differ only in member order (jcs-emitted signs the order)', async () => {
    // Arrange
    const { name, ...rest } = minimalCard();
    const reordered: JsonObject = { ...rest, name: name ?? 'agent' };
    // Act
    const texts = await Promise.all(
      [signed(), signed(reordered)].map((r) => serveCardText(r, ctx)),
    );
    // Assert
    expect(Object.keys(JSON.parse(texts[1]!) as JsonObject)[0]).not.toBe('name');
    expect(texts[1]).not.toBe(texts[0]);
  });
});
