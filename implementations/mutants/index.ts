export { MUTANTS } from './mutants.ts';
export type { Mutant } from './Mutant.ts';
