import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DiscoverScenario } from '../../scenarios/properties/VerifierScenario.ts';
import { findProperties } from './searchedProperties.ts';

describe("a property's mutates list narrows the generic mutator", () => {
  // A card edit the search makes (a v0.3 member a verifier maps before verifying) would be charged
  // to the header rule; these properties keep their cards as made and edit the other inputs.
  it.each([
    ['A2A-SIG-003', 'prop-sig-header-forms'],
    ['A2A-SIG-001', 'prop-sig-legacy-members'],
  ])('%s %s: the search never edits the card', (rule, id) => {
    // Arrange
    const [def] = findProperties(rule, id);

    // Act
    const inputs = fc.sample(def!.arbitrary, { seed: 42, numRuns: 200 }) as DiscoverScenario[];
    const edited = inputs.flatMap((s) => s.mutations ?? []).map((m) => m.input);

    // Assert
    expect(edited.length).toBeGreaterThan(0);
    expect(edited).not.toContain('card');
  });
});
