import type { Scenario } from '../VerifierScenario.ts';

/**
 * One thing a rule's text quantifies over ("every skill", "each signature entry", "a peer whose
 * card resolves the part") or one spelling it treats as equal or must tell apart. Either a
 * property's generator must reach it within the default budget (`property` + `reached`), or
 * example cases pin it (`examples`), or it is a named gap (`gap`).
 */
export interface ReachDimension {
  id: string;
  about: string;
  property?: string;
  reached?: (scenario: Scenario) => boolean;
  examples?: string[];
  gap?: string;
}

export interface RuleReach {
  rule: string;
  dimensions: ReachDimension[];
}

/** A dimension a property's generator must reach. */
export const dim = (
  id: string,
  about: string,
  property: string,
  reached: (s: Scenario) => boolean,
  examples?: string[],
): ReachDimension => ({ id, about, property, reached, ...(examples ? { examples } : {}) });
