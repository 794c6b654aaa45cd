import {
  createRuleRegistry,
  CROSS_VENDOR_RULES,
  SPEC_RULES,
  type RuleRegistry,
} from '../../harness/rules/index.ts';

/** The card, signature and seed rules (the agent rules live with their checks, a floor up). */
export const CATALOGUE: RuleRegistry = createRuleRegistry([...SPEC_RULES, ...CROSS_VENDOR_RULES]);
