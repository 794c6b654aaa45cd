import type { AdapterModule } from '../../harness/contract/types.ts';
import type { ModelSteps } from '../../harness/model/index.ts';

/** A one-bug mutant of `reference`: exactly one model step replaced, breaking exactly one rule. */
export interface Mutant {
  /** Kebab-case id, unique; the IUT id the self-test reports. */
  id: string;
  /** The rule the replaced step enforces: the one that must catch the mutant. */
  brokenRule: string;
  /** The bug, in one line, as a real implementation would ship it. */
  description: string;
  /** The model step replaced. */
  step: keyof ModelSteps;
  adapter: AdapterModule;
}

/** One mutant as data: the step it replaces and the replacement (see {@link MUTANTS}). */
export type MutantSpec = {
  [K in keyof ModelSteps]: Omit<Mutant, 'adapter' | 'step'> & {
    step: K;
    replacement: ModelSteps[K];
  };
}[keyof ModelSteps];
