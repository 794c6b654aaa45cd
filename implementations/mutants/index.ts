export { MUTANTS, type Mutant } from './mutants.ts';
