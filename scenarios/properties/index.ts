export { PLAIN_PROPERTY_DEFINITIONS } from './allProperties.ts';
export { scenarioParams, type DiscoverScenario } from './VerifierScenario.ts';
