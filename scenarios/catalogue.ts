import { createRuleRegistry, type Rule, type RuleRegistry } from '../harness/rules/index.ts';
import { CROSS_VENDOR_RULES } from '../harness/rules/cross-vendor-rules.ts';
import { SPEC_RULES } from '../harness/rules/spec-rules.ts';
import { AGENT_RULES } from './agent/rules.ts';

/**
 * The whole rule catalogue: the spec's rules for cards, signatures and delegation (`harness/`,
 * beside the reference model that implements them), the spec's rules for live agents (each area
 * beside its checks, `scenarios/agent/<area>/rules.ts`), then the seeds' rules.
 */
export const RULES: readonly Rule[] = [...SPEC_RULES, ...AGENT_RULES, ...CROSS_VENDOR_RULES];

/** The registry over `RULES`, loaded (and checked for duplicate ids) at import. */
export const ruleRegistry: RuleRegistry = createRuleRegistry(RULES);
