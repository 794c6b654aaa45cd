export { AGENT_CHECK_CASES, checkAgent, agentPhase, vendorAgentsPhase } from './checkAgent.ts';
export { serveVendors } from './serveVendors.ts';
