import type { Rule } from '../../harness/rules/index.ts';

/** A rule of the agent role, as an area's table writes it. */
export type AgentRuleEntry = Omit<Rule, 'roles' | 'profile' | 'stages'>;

/**
 * A rule that judges a live agent over the wire, in the `spec` profile. None judges a stage of
 * card verification (`Rule.stages`): the agent checks charge a fault to its owner themselves, by
 * the conditions in `appliesWhen`. Each cites the spec section it carries and, in `seeAlso`, the
 * a2a-tck (branch 1.0-dev) requirement ids it covers (docs/tck-coverage.md is generated from
 * them). Binding-independent rules run on every interface the card declares; a binding's own
 * representation of errors and envelopes has its own rules, so one fault is charged to one rule.
 */
export function agentRule(rule: AgentRuleEntry): Rule {
  return { ...rule, roles: ['agent'], profile: 'spec', stages: [] };
}
