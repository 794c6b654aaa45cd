import type { AdapterModule, ContractCalls } from '../../harness/contract/types.ts';
import type { Model, ModelSteps } from '../../harness/model/index.ts';

/**
 * The calls an answer mutant may rewrite: the ones the reference model answers, `sign` (the
 * reference signer), so the signer role has mutants of its own, and `delegate` (the reference
 * client), for what a client reports beyond the model's plan.
 */
export type ModelCall = 'discover' | 'plan' | 'reassemble' | 'sign' | 'delegate';

/**
 * A one-bug mutant of `reference`: exactly one model step replaced, or one call's answer
 * assembled wrongly around the reference's steps, breaking exactly one rule.
 */
export interface Mutant {
  /** Kebab-case id, unique; the IUT id the self-test reports. */
  id: string;
  /** The rule the bug breaks: the one that must catch the mutant. */
  brokenRule: string;
  /** The bug, in one line, as a real implementation would ship it. */
  description: string;
  /** Where the bug sits: the model step replaced, or the call whose answer is assembled wrongly. */
  site: { step: keyof ModelSteps } | { call: ModelCall };
  adapter: AdapterModule;
}

/** One step mutant as data: the step it replaces and the replacement (see {@link MUTANTS}). */
export type StepMutantSpec = {
  [K in keyof ModelSteps]: Omit<Mutant, 'adapter' | 'site'> & {
    step: K;
    replacement: ModelSteps[K];
  };
}[keyof ModelSteps];

/**
 * One answer mutant as data: how the adapter answers `call` from its params, the reference
 * model and the reference adapter's own answer to the same call (`reference`, for a call such
 * as `delegate` that does more than the model), with the one member it gets wrong (a bug outside
 * every step: what a refusal says, which events are read at all).
 */
export type AnswerMutantSpec = {
  [K in ModelCall]: Omit<Mutant, 'adapter' | 'site'> & {
    call: K;
    answer: (
      params: ContractCalls[K]['params'],
      model: Model,
      reference: (params: ContractCalls[K]['params']) => Promise<ContractCalls[K]['result']>,
    ) => Promise<ContractCalls[K]['result']> | ContractCalls[K]['result'];
  };
}[ModelCall];

/** A mutant as data, of either kind. */
export type MutantSpec = StepMutantSpec | AnswerMutantSpec;
