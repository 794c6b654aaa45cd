/**
 * Root causes: diagnostics that isolate one basic property of an IUT each, and the matchers
 * that say which failing cases a failed diagnostic explains. Data and judges; the engine runs
 * them (`engine/diagnosis/`).
 */
import { CANONICAL_FORM_CAUSES } from './canonical-form-causes.ts';
import type { RootCauseDefinition } from './RootCause.ts';

export type { RootCauseDefinition } from './RootCause.ts';
export { runDiagnostic } from './runDiagnostic.ts';
export { parsedCard } from './cardWalk.ts';

/** Every root cause the harness diagnoses, by id (unique). */
export const ROOT_CAUSES: readonly RootCauseDefinition[] = [...CANONICAL_FORM_CAUSES];
