import type { ConformanceCase } from '../engine/ConformanceCase.ts';
import { PROPERTY_DEFINITIONS } from './allProperties.ts';
import { type PropertyCaseOptions, propertyCase } from './propertyCase.ts';

/** Every property as a conformance case, with `options` (e.g. `{ shrink: false }` for the self-test). */
export function buildPropertyCases(options: PropertyCaseOptions = {}): ConformanceCase[] {
  return PROPERTY_DEFINITIONS.map((def) => propertyCase(def, options));
}

/** Every property as a conformance case, shrinking failures to a minimal counterexample. */
export const propertyCases: readonly ConformanceCase[] = buildPropertyCases();

export { PROPERTY_DEFINITIONS, findProperties } from './allProperties.ts';
export { replayProperty, type ReplayPropertyArgs } from './replayProperty.ts';
export {
  propertyCase,
  propertyOutcome,
  replayCommand,
  type PropertyCaseOptions,
} from './propertyCase.ts';
export { runProperty, type PropertyRun, type PropertySearch } from './runProperty.ts';
export { evaluateScenario, referenceAnswer, type Evaluation } from './evaluateScenario.ts';
export type { PropertyDefinition } from './PropertyDefinition.ts';
export { PROJECTIONS, project, type ProjectionName } from './projections.ts';
export {
  ALLOWED_JKU_ORIGIN,
  serveCardText,
  scenarioParams,
  type CardRecipe,
  type SignRecipe,
  type PlanInputs,
  type DiscoverScenario,
  type PlanScenario,
  type ReassembleScenario,
  type Scenario,
} from './VerifierScenario.ts';
export { createPropertyContext } from './createPropertyContext.ts';
