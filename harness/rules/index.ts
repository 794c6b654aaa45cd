export type { Condition, Profile, ProfileSelection, Rule, RuleSource } from './Rule.ts';
export { CONDITIONS } from './conditions.ts';
export type { ConditionInfo } from './conditions.ts';
export { createRuleRegistry } from './createRuleRegistry.ts';
export type { RuleRegistry, RuleSelection } from './createRuleRegistry.ts';
export { SEED_000, SEED_002, A2A_SPEC, A2A_SPEC_V03, DESIGN_DOC } from './sources.ts';
export type { CaseFacts } from './CaseFacts.ts';
export {
  conditionHolds,
  firstFailedCondition,
  type FailedCondition,
} from './evaluateConditions.ts';
export {
  refusedBeforeRule,
  refusalStage,
  outcomeIndex,
  type CardOutcome,
} from './refusedBeforeRule.ts';
export { TCK_REQUIREMENTS, type TckRequirement } from './tck-requirements.ts';
export { ruleOfSignatureCode } from './signatureCodeRules.ts';
