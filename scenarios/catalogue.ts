import { createRuleRegistry, type Rule, type RuleRegistry } from '../harness/rules/index.ts';
import { CROSS_VENDOR_RULES } from '../harness/rules/cross-vendor-rules.ts';
import { SPEC_RULES } from '../harness/rules/spec-rules.ts';
import { AGENT_RULES } from './agent/rules.ts';
import { V03_COUNTERPARTS } from './agent/version/v03Counterparts.ts';

/** `rule` with its A2A v0.3 counterpart (`Rule.v03`), when v0.3 has one. */
function withV03(rule: Rule): Rule {
  const v03 = V03_COUNTERPARTS[rule.id];
  return v03 === undefined ? rule : { ...rule, v03: { level: v03.level, source: [...v03.source] } };
}

/**
 * The whole rule catalogue: the spec's rules for cards, signatures and delegation (`harness/`,
 * beside the reference model that implements them), the spec's rules for live agents (each area
 * beside its checks, `scenarios/agent/<area>/rules.ts`), then the seeds' rules. Each rule that
 * has an A2A v0.3 counterpart carries it (`scenarios/agent/version/v03Counterparts.ts`).
 */
export const RULES: readonly Rule[] = [...SPEC_RULES, ...AGENT_RULES, ...CROSS_VENDOR_RULES].map(
  withV03,
);

/** The registry over `RULES`, loaded (and checked for duplicate ids) at import. */
export const ruleRegistry: RuleRegistry = createRuleRegistry(RULES);
