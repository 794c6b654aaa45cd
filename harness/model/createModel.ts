import type {
  DiscoverParams,
  DiscoverResult,
  PlanParams,
  PlanResult,
  ReassembleParams,
  ReassembleResult,
} from '../contract/types.ts';
import type { ModelSteps } from './ModelSteps.ts';
import { referenceSteps } from './referenceSteps.ts';
import { runDiscover } from './runDiscover.ts';
import { runPlan } from './runPlan.ts';
import { runReassemble } from './runReassemble.ts';

/** The reference model's answers to the verifier and consumer calls of the IUT contract. */
export interface Model {
  /** The steps this model runs (the reference ones unless overridden). */
  readonly steps: ModelSteps;
  discover(p: DiscoverParams): Promise<DiscoverResult>;
  plan(p: PlanParams): Promise<PlanResult>;
  reassemble(p: ReassembleParams): ReassembleResult;
}

/**
 * Builds the reference model, or a mutant of it: each entry of `overrides` replaces exactly one
 * reference step, so a one-bug mutant is `createModel({ classifyFailure: () => false })`.
 */
export function createModel(overrides: Partial<ModelSteps> = {}): Model {
  const steps: ModelSteps = Object.freeze({ ...referenceSteps, ...overrides });
  return {
    steps,
    async discover(p) {
      return (await runDiscover(steps, p)).result;
    },
    plan(p) {
      return runPlan(steps, p);
    },
    reassemble(p) {
      return runReassemble(steps, p);
    },
  };
}
