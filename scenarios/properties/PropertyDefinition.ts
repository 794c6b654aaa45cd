import type fc from 'fast-check';
import type { Canonicalization, Role } from '../../harness/contract/types.ts';
import type { Condition } from '../../harness/rules/index.ts';
import type { ProjectionName } from './projections.ts';
import type { Scenario } from './VerifierScenario.ts';

/**
 * A property bound to one rule: a generator of scenarios, the projection of the answers it
 * compares with the reference model, and optionally a direct invariant the answer must satisfy
 * whatever the model says (XV-SIG-001's "changed emitted form ⇒ refused", XV-STR-001's whole
 * artifacts known by construction).
 */
export interface PropertyDefinition<S extends Scenario = Scenario> {
  /** Kebab-case case id, `prop-` prefixed, unique across the suite. */
  id: string;
  rule: string;
  role: Role;
  canonicalization: Canonicalization | null;
  /** One line: what must hold for every generated input. */
  about: string;
  projection: ProjectionName;
  arbitrary: fc.Arbitrary<S>;
  /** A mismatch line when the IUT's answer breaks the invariant, else undefined. */
  invariant?: (scenario: S, iutAnswer: unknown) => string | undefined;
  /** Conditions of validity each input is judged on; default: the rule's `appliesWhen`. */
  conditions?: readonly Condition[];
  /** The property's inputs can only be signed under `canonicalization` (see ConformanceCase). */
  fixedCanonicalization?: boolean;
}

/** Erases the scenario type so definitions of different calls share one list. */
export function defineProperty<S extends Scenario>(def: PropertyDefinition<S>): PropertyDefinition {
  return def as unknown as PropertyDefinition;
}
