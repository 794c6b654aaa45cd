import type { ConformanceCase } from '../../scenarios/core/ConformanceCase.ts';
import { PROPERTY_DEFINITIONS } from '../search/searchedProperties.ts';
import { type PropertyCaseOptions, propertyCase } from './propertyCase.ts';

/** Every property as a conformance case, with `options` (e.g. `{ shrink: false }` for the self-test). */
export function buildPropertyCases(options: PropertyCaseOptions = {}): ConformanceCase[] {
  return PROPERTY_DEFINITIONS.map((def) => propertyCase(def, options));
}

/** Every property as a conformance case, shrinking failures to a minimal counterexample. */
export const propertyCases: readonly ConformanceCase[] = buildPropertyCases();

export { replayProperty } from './replayProperty.ts';
export type { PropertyCaseOptions } from './propertyCase.ts';
