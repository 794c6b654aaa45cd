import type { AdapterModule } from '../../harness/contract/types.ts';
import { HarnessDefect } from '../../harness/errors/index.ts';
import type { ResolvedRunOptions } from '../../harness/options/index.ts';
import type { RuleResult } from '../../harness/results/types.ts';
import { createInProcessIut } from '../../harness/transports/inProcessIut.ts';
import { allCases, suiteCases } from '../run/suiteCases.ts';
import { runConformance } from '../run/runConformance.ts';
import { wirePhase } from '../wire/wirePhase.ts';

/**
 * One in-process adapter through the contract cases, properties, regressions and wire scenarios:
 * what `crosscheckSuite` runs in its `beforeAll`. Its own module, imported when the suite runs,
 * so that importing the library entry loads none of the engine.
 */
export async function judgeAdapter(
  adapter: AdapterModule,
  id: string,
  options: ResolvedRunOptions,
): Promise<RuleResult[]> {
  const iut = createInProcessIut(id, adapter, { deadlineMs: options.deadlines.callMs });
  const outcome = await runConformance({
    options,
    iuts: [{ iut, transport: 'in-process', nameFromHello: true }],
    cases: suiteCases(options),
    phases: [wirePhase(allCases)],
  });
  // A defect of the harness fails the user's suite loudly: it is no verdict on their adapter.
  if (outcome.defect !== undefined) throw new HarnessDefect(outcome.defect);
  return outcome.results;
}
