export { scenarioParams, type DiscoverScenario } from './VerifierScenario.ts';
