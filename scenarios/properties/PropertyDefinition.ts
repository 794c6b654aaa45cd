import type fc from 'fast-check';
import type { Canonicalization, Iut, Role } from '../../harness/contract/types.ts';
import type { InputType } from '../../harness/mutation/index.ts';
import type { Condition } from '../../harness/rules/index.ts';
import type { CaseContext } from '../core/CaseContext.ts';
import type { Evaluation } from './Evaluation.ts';
import type { ProjectionName } from './projections.ts';
import type { Scenario } from './VerifierScenario.ts';

/**
 * How a judged property (client or signer role) evaluates one input itself: there is no model
 * answer to project, so the judge holds what the IUT did (the vendors' transcripts, the emitted
 * card) against the rule, and names every breach.
 */
export interface PropertyJudge<S extends Scenario = Scenario> {
  evaluate(scenario: S, iut: Iut, ctx: CaseContext): Promise<Evaluation>;
}

/**
 * A property bound to one rule: a generator of scenarios, and either the projection of the
 * answers it compares with the reference model (plus, optionally, a direct invariant the answer
 * must satisfy whatever the model says: XV-SIG-001's "changed emitted form ⇒ refused",
 * XV-STR-001's whole artifacts known by construction), or a judge of its own.
 */
export interface PropertyDefinition<S extends Scenario = Scenario> {
  /** Kebab-case case id, `prop-` prefixed, unique across the suite. */
  id: string;
  rule: string;
  role: Role;
  canonicalization: Canonicalization | null;
  /** One line: what must hold for every generated input. */
  about: string;
  /** Compared with the reference model's answer; every property without a `judge` has one. */
  projection?: ProjectionName;
  arbitrary: fc.Arbitrary<S>;
  /**
   * Inputs the search tries after its drawn ones (the generic mutator's deterministic stage,
   * paths `s<i>`), made from the seed, the budget and the case context alone, so a replay makes
   * them again; they count against `numRuns`.
   */
  examples?: (seed: number, numRuns: number, ctx: CaseContext) => Promise<S[]>;
  /**
   * The inputs the generic mutator may edit, when fewer than the rule's stages read (default:
   * every one of those). A property whose premise is an input left as made (a card every
   * verifier canonicalizes alike, so that only the header decides) names the others, so that a
   * verdict on an edit of that input is not charged to its rule.
   */
  mutates?: readonly InputType[];
  /** A mismatch line when the IUT's answer breaks the invariant, else undefined. */
  invariant?: (scenario: S, iutAnswer: unknown) => string | undefined;
  /** Conditions of validity each input is judged on; default: the rule's `appliesWhen`. */
  conditions?: readonly Condition[];
  /** The property's inputs can only be signed under `canonicalization` (see ConformanceCase). */
  fixedCanonicalization?: boolean;
  /** A judged property: evaluates each input itself instead of comparing with the model. */
  judge?: PropertyJudge<S>;
  /** Needs the wire phase (a served transport with free slots for generated fleets). */
  wire?: boolean;
}

/** Erases the scenario type so definitions of different calls share one list. */
export function defineProperty<S extends Scenario>(def: PropertyDefinition<S>): PropertyDefinition {
  return def as unknown as PropertyDefinition;
}
