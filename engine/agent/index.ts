export { checkAgent } from './judgeAgent.ts';
export { agentRuleCases } from './agentSuite.ts';
export { agentPhase, vendorAgentsPhase } from './agentPhases.ts';
export { sdkAgentsPhase } from './sdkAgentsPhase.ts';
export { serveVendors } from './serveVendors.ts';
export { judgeBuiltinAgent, replayFleet } from './builtinAgents.ts';
