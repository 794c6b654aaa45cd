/**
 * Root causes: diagnostics that isolate one basic property of an IUT each, and the matchers
 * that say which failing cases a failed diagnostic explains. Data and judges; the engine runs
 * them (`engine/diagnosis/`).
 */
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { CANONICAL_FORM_CAUSES } from './canonical-form-causes.ts';
import type { RootCauseDefinition } from './RootCause.ts';

export type { RootCauseDefinition } from './RootCause.ts';
export { runDiagnostic } from './runDiagnostic.ts';
export { parsedCard } from './cardWalk.ts';

/** The causes as given, refused at load when two share an id (reports and baselines key on it). */
export function uniqueCauses(
  causes: readonly RootCauseDefinition[],
): readonly RootCauseDefinition[] {
  const seen = new Set<string>();
  for (const cause of causes) {
    if (seen.has(cause.id))
      throw new CrosscheckError(
        'INTERNAL',
        `Failed to load the root causes: the id "${cause.id}" is defined twice. Give each cause its own id.`,
      );
    seen.add(cause.id);
  }
  return causes;
}

/** Every root cause the harness diagnoses, by id (unique). */
export const ROOT_CAUSES: readonly RootCauseDefinition[] = uniqueCauses(CANONICAL_FORM_CAUSES);
