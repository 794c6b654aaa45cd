import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../harness/json/JsonValue.ts';
import fc from 'fast-check';
import { minimalCardArb } from '../../harness/generators/index.ts';
import { servable } from '../../engine/search/mutatedScenarioArb.ts';
import type { DiscoverScenario } from '../../scenarios/properties/VerifierScenario.ts';

/**
 * A mutated input the harness cannot serve is left out of the search; an exception of the
 * harness's own while deciding so is its defect and propagates (exit 3), never a dropped input.
 */
const minimalCard = (): JsonObject => fc.sample(minimalCardArb(), { seed: 42, numRuns: 1 })[0]!;

describe('servable: what the mutated arbitrary leaves out', () => {
  const scenario = (card: JsonObject): DiscoverScenario => ({
    call: 'discover',
    card: { card, sign: null },
    policy: {},
  });

  it('leaves out a card RFC 8785 refuses (a typed refusal)', () => {
    const card = { ...minimalCard(), name: '\ud800' };
    expect(servable(scenario(card), { card }, false)).toBe(false);
  });

  it('rethrows what the harness itself threw while canonicalizing', () => {
    const card = minimalCard();
    const broken = {
      ...card,
      get description(): string {
        throw new TypeError('the harness broke');
      },
    } as unknown as JsonObject;
    expect(() => servable(scenario(card), { card: broken }, false)).toThrow('the harness broke');
  });
});
