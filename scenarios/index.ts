/**
 * The catalogue: every case, property and check the harness judges with, as data (the rules
 * they judge are `catalogue.ts`). The engine makes them runnable (`engine/run/suiteCases.ts`,
 * `engine/root/Catalogue.ts`).
 */
export { contractCases } from './contractSuite.ts';
export { wireCases } from './wire/wire-cases.ts';
export { PLAIN_PROPERTY_DEFINITIONS } from './properties/allProperties.ts';
export { AGENT_CHECKS } from './agent/agentChecks.ts';
export { AGENT_PROPERTIES } from './agent/properties/agentProperties.ts';
export { REGRESSIONS_DIR } from './regressions/index.ts';
export { AGENT_TWINS } from './agent/twins.ts';
