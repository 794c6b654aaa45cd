export { PROPERTY_DEFINITIONS } from './allProperties.ts';
export { evaluateScenario } from './evaluateScenario.ts';
export { scenarioParams, type DiscoverScenario } from './VerifierScenario.ts';
