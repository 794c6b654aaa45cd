import { ESCAPED_MUTANT_SPECS, MUTANT_SPECS, type Mutant } from '../../scenarios/contract/index.ts';
import { mutantOf } from './mutantOf.ts';

/**
 * The one-bug mutants of `reference` (DESIGN §3 "prove its own power"): each replaces exactly
 * one step of the reference model (or assembles one call's answer wrongly), so the rule of that
 * step, and that rule alone by design, must catch it. `a2a-crosscheck selftest` runs them all.
 * Their specs are the proofs of each contract rule area (`scenarios/contract/<area>/`).
 */
export const MUTANTS: readonly Mutant[] = MUTANT_SPECS.map(mutantOf);

/**
 * Mutants the harness does not catch at the default budget and seed, each with the measured
 * reason (`escapes`): not part of the self-test's score, kept so the misses stay on record.
 */
export const ESCAPED_MUTANTS: readonly (Mutant & { escapes: string })[] = ESCAPED_MUTANT_SPECS.map(
  (spec) => ({ ...mutantOf(spec), escapes: spec.escapes }),
);
