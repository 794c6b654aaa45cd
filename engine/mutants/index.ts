export { ESCAPED_MUTANTS, MUTANTS } from './mutants.ts';
export type { Mutant } from '../../scenarios/contract/Mutant.ts';
