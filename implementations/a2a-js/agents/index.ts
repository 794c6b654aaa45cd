// Light on purpose: the agents themselves (and express, @a2a-js/sdk, the 0.3 line) load only
// when one is started (engine/agent/builtinAgents.ts), so a missing optional module costs
// that agent alone.
export type { RunningAgent } from './startSdkAgent.ts';
export { quietSdkLogs } from './quietSdkLogs.ts';
export { sdkVersion } from '../sdkVersion.ts';
