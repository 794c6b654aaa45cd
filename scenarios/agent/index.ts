export { checkAgent, agentPhase, vendorAgentsPhase, type CheckAgentOptions } from './checkAgent.ts';
export { serveVendors, type ServeVendorsOptions, type ServedVendor } from './serveVendors.ts';
export { AgentTranscript } from './AgentTranscript.ts';
export { AGENT_CHECK_DEFAULTS } from './defaults.ts';
