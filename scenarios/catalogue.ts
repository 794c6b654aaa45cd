import { createRuleRegistry, type Rule, type RuleRegistry } from '../harness/rules/index.ts';
import { CAPABILITY_RULES } from './agent/capabilities/rules.ts';
import { AGENT_RULES } from './agent/rules.ts';
import { SEED_AGENT_RULES } from './agent/seeds/rules.ts';
import { V03_COUNTERPARTS } from './agent/version/v03Counterparts.ts';
import { DELEGATION_RULES } from './contract/delegation/delegation-rules.ts';
import { DISCOVERY_RULES } from './contract/discovery/discovery-rules.ts';
import { NEGOTIATION_RULES } from './contract/negotiation/negotiation-rules.ts';
import { SCHEMA_RULES } from './contract/schema/schema-rules.ts';
import { SIGNATURE_RULES } from './contract/signature/signature-rules.ts';
import { STREAM_RULES } from './contract/stream/stream-rules.ts';

/** `rule` with its A2A v0.3 counterpart (`Rule.v03`), when v0.3 has one. */
function withV03(rule: Rule): Rule {
  const v03 = V03_COUNTERPARTS[rule.id];
  return v03 === undefined ? rule : { ...rule, v03: { level: v03.level, source: [...v03.source] } };
}

const inSpec = (rule: Rule): boolean => rule.profile === 'spec';
const ofSeeds = (rule: Rule): boolean => rule.profile === 'cross-vendor';

/**
 * The whole rule catalogue, each rule's data in its area's folder: the contract rules in
 * `scenarios/contract/<area>/<area>-rules.ts`, the agent rules in `scenarios/agent/<area>/rules.ts`.
 * In the order the catalogue has always listed them (`a2a-crosscheck rules`, docs/rules.md): the
 * spec's rules for cards, signatures, blocking tasks and capabilities, the spec's rules for live
 * agents, then the seeds' rules. Each rule that has an A2A v0.3 counterpart carries it
 * (`scenarios/agent/version/v03Counterparts.ts`).
 */
export const RULES: readonly Rule[] = [
  ...SCHEMA_RULES,
  ...SIGNATURE_RULES.filter(inSpec),
  ...SEED_AGENT_RULES.filter(inSpec),
  ...CAPABILITY_RULES,
  ...AGENT_RULES,
  ...NEGOTIATION_RULES,
  ...DISCOVERY_RULES,
  ...DELEGATION_RULES,
  ...STREAM_RULES,
  ...SEED_AGENT_RULES.filter(ofSeeds),
  ...SIGNATURE_RULES.filter(ofSeeds),
].map(withV03);

/** The registry over `RULES`, loaded (and checked for duplicate ids) at import. */
export const ruleRegistry: RuleRegistry = createRuleRegistry(RULES);
