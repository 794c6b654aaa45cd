import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { type ProfileSelection } from '../../harness/rules/index.ts';
import { ruleRegistry } from '../../engine/rules.ts';
import { didYouMean } from './didYouMean.ts';

/**
 * Every `--rule` pattern must select at least one rule of the profile: a typo would otherwise
 * run nothing and pass.
 */
export function checkRulePatterns(
  patterns: readonly string[],
  profile: ProfileSelection,
  command: string,
): void {
  for (const p of patterns) {
    if (ruleRegistry.select({ profile, ids: [p] }).length === 0) {
      const ids = ruleRegistry.select({ profile }).map((r) => r.id);
      throw new CrosscheckError(
        'USAGE',
        `Failed to parse arguments: --rule '${p}' matches no rule of profile '${profile}'.${p.includes('*') ? '' : didYouMean(p, ids)} Run 'a2a-crosscheck rules' to list them, or 'a2a-crosscheck ${command} --help' for usage.`,
      );
    }
  }
}
