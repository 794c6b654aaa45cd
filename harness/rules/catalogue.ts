import { createRuleRegistry, type RuleRegistry } from './createRuleRegistry.ts';
import { AGENT_RULES } from './agent-rules.ts';
import { CROSS_VENDOR_RULES } from './cross-vendor-rules.ts';
import type { Rule } from './Rule.ts';
import { SPEC_RULES } from './spec-rules.ts';

/** The whole catalogue: spec rules, the spec's rules for live agents, then the seeds' rules. */
export const RULES: readonly Rule[] = [...SPEC_RULES, ...AGENT_RULES, ...CROSS_VENDOR_RULES];

/** The default registry over `RULES`, loaded (and checked for duplicate ids) at import. */
export const ruleRegistry: RuleRegistry = createRuleRegistry(RULES);
