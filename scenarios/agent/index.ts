export { AGENT_CHECKS } from './agentChecks.ts';
