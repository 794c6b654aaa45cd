import type { Role } from '../vocabulary/index.ts';
import { CrosscheckError } from '../errors/CrosscheckError.ts';
import { matchGlob } from './matchGlob.ts';
import type { ProfileSelection, Rule } from './Rule.ts';

/** What to select from a registry. Every field optional; omitted fields select everything. */
export interface RuleSelection {
  /** `spec`, `cross-vendor` or `all` (default). */
  profile?: ProfileSelection;
  /** Exact ids or globs (`*` matches any run of characters), e.g. `['XV-DEL-*', 'A2A-SIG-001']`. */
  ids?: string[];
  /** Keep rules that name at least one of these roles. */
  roles?: Role[];
}

/** A loaded catalogue: ids are unique, lookups are exact, selections keep catalogue order. */
export interface RuleRegistry {
  /** The rule with this id; throws `RULE_UNKNOWN` when there is none. */
  get(id: string): Rule;
  /** Whether a rule with this id exists. */
  has(id: string): boolean;
  /** Every rule, in catalogue order. */
  all(): readonly Rule[];
  /** Rules matching every given criterion, in catalogue order. */
  select(selection?: RuleSelection): Rule[];
}

/**
 * Loads `rules` into a registry. Throws `RULE_DUPLICATE_ID` at load when two rules share an id,
 * so a catalogue with a clash never runs (habit 1: duplicate ids fail at load).
 */
export function createRuleRegistry(rules: readonly Rule[]): RuleRegistry {
  const byId = new Map<string, Rule>();
  for (const rule of rules) {
    if (byId.has(rule.id)) {
      throw new CrosscheckError(
        'RULE_DUPLICATE_ID',
        `Failed to load the rule catalogue: id "${rule.id}" is defined twice. Give each rule a unique id.`,
        { rule: rule.id },
      );
    }
    byId.set(rule.id, rule);
  }
  const ordered = [...byId.values()];

  return {
    get(id) {
      const rule = byId.get(id);
      if (rule === undefined) {
        throw new CrosscheckError(
          'RULE_UNKNOWN',
          `Failed to find rule "${id}": no rule has this id. Run \`a2a-crosscheck rules\` to list the ids.`,
          { rule: id },
        );
      }
      return rule;
    },
    has(id) {
      return byId.has(id);
    },
    all() {
      return ordered;
    },
    select(selection = {}) {
      const profile = selection.profile ?? 'all';
      const globs = selection.ids;
      const roles = selection.roles;
      return ordered.filter(
        (rule) =>
          (profile === 'all' || rule.profile === profile) &&
          (globs === undefined || globs.some((g) => matchGlob(g, rule.id))) &&
          (roles === undefined || rule.roles.some((r) => roles.includes(r))),
      );
    },
  };
}
