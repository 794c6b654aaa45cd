export { checkAgent, agentPhase, vendorAgentsPhase } from './checkAgent.ts';
export { serveVendors } from './serveVendors.ts';
