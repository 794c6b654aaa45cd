import { referenceSteps } from '../../../harness/model/index.ts';
import type { MutantSpec } from '../Mutant.ts';

/** The schema rules' mutants of one model step or answer each, written against the rule. */
export const SCHEMA_MUTANTS: readonly MutantSpec[] = [
  {
    id: 'description-not-required',
    brokenRule: 'A2A-CARD-001',
    description:
      'admits a card without "description", a member it believes optional (a generator marked it so)',
    step: 'checkRequired',
    replacement: (card) => {
      const failure = referenceSteps.checkRequired(card);
      return failure?.pointer === '/description' ? undefined : failure;
    },
  },
];
