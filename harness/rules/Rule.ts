import type { Level, Role, Stage } from '../vocabulary/index.ts';

/** Rule profiles select rules: what A2A v1.0 requires, the seeds' rules, or both. */
export type Profile = 'spec' | 'cross-vendor';
export type ProfileSelection = Profile | 'all';

/** A source a rule cites: a seed file and section, or a spec section. */
export interface RuleSource {
  doc: string;
  section: string;
}

/**
 * A condition of validity (seeds' "Condition of Validity"). When it does not hold for a case,
 * the rule yields `not-applicable` with `reason`.
 */
export type Condition =
  | 'signed-card'
  | 'defaulting-reader'
  | 'tri-state-field'
  | 'negotiation-before-first-task'
  | 'cross-vendor'
  | 'preflight-from-card'
  | 'skill-override-or-streaming-or-schemes'
  | 'non-text-artifact'
  | 'covering-signature'
  | 'policy-required-no-default'
  | 'jku-present'
  | 'capability-not-declared'
  | 'required-extension-declared'
  | 'streaming-peer-blocking-caller'
  | 'chunked-artifacts'
  | 'extension-activation-attempted'
  | 'capability-declared'
  | 'security-declared'
  | 'non-terminal-task'
  | 'interrupted-task'
  | 'http-json-interface'
  | 'several-bindings'
  | 'grpc-interface';

/** One rule of the catalogue. Titles and rationales are the project's own words. */
export interface Rule {
  id: string;
  title: string;
  level: Level;
  source: RuleSource[];
  roles: Role[];
  profile: Profile;
  appliesWhen: Condition[];
  /**
   * The card stages whose outcome this rule judges (empty for rules about wire behaviour or
   * streams). An answer refused at an earlier stage that the rule does not own belongs to another
   * rule's root cause: it is not-applicable here (DESIGN §6), with the stage and code named.
   */
  stages: Stage[];
  rationale: string;
  seeAlso: string[];
  /**
   * The rule's counterpart in A2A v0.3 (agent rules): the level and sections it has when a v0.3
   * agent is judged. Absent when v0.3 has none: the rule is then not applicable to a v0.3 agent.
   */
  v03?: { level: Level; source: RuleSource[] };
}
