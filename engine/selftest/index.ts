export { runSelftest } from './runSelftest.ts';
export { runAgentTwins, type AgentTwinOutcome, type AgentTwinsResult } from './runAgentTwins.ts';
