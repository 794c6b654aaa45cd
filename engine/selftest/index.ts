export { runSelftest } from './runSelftest.ts';
export { runAgentTwins, type AgentTwinsResult } from './runAgentTwins.ts';
