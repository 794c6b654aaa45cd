import type { ResolvedRunOptions } from '../../harness/options/RunOptions.ts';
import type { ConformanceCase } from '../../scenarios/core/ConformanceCase.ts';
import { contractCases, wireCases } from '../../scenarios/index.ts';
import { propertyCases } from '../properties/index.ts';
import { loadUserRegressionCases, regressionCases } from '../regressions/index.ts';

/**
 * Every case of the suite: hand-written contract cases and attacks, property cases (fast-check
 * search against the reference model), recorded regression cases, and wire cases.
 */
export const allCases: readonly ConformanceCase[] = [
  ...contractCases,
  ...propertyCases,
  ...regressionCases,
  ...wireCases,
];

/**
 * The cases of a run: {@link allCases} and the user's regression cases (`options.regressions`),
 * read before any work so that a broken file is a usage error.
 */
export function suiteCases(
  options: Pick<ResolvedRunOptions, 'regressions'>,
  cases: readonly ConformanceCase[] = allCases,
): ConformanceCase[] {
  const taken = new Set(cases.map((c) => c.id));
  return [...cases, ...loadUserRegressionCases(options.regressions, taken)];
}
