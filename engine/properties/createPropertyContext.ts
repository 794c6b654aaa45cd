import { DEFAULTS } from '../../harness/options/index.ts';
import { createVendors } from '../../vendors/index.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import { createCaseContext } from '../run/createCaseContext.ts';

/**
 * A case context for running properties outside `runConformance` (tests, replay, deep search):
 * the same vendor keys and policy a run with this seed would have, with its own case key.
 */
export async function createPropertyContext(
  seed: number,
  runs: number,
  timeBudgetMs: number | null = null,
): Promise<CaseContext> {
  const fleet = await createVendors({ seed });
  try {
    return await createCaseContext({
      seed,
      fleet,
      transport: 'in-process',
      deadlines: { ...DEFAULTS.deadlines },
      budget: { runs, timeBudgetMs },
    });
  } finally {
    fleet.close();
  }
}
