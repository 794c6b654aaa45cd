export {
  startSdkAgent,
  SDK_AGENT_REQUIRED_EXTENSION,
  type RunningAgent,
  type SdkAgentVariant,
} from './startSdkAgent.ts';
export { startSdk03Agent, SDK_03_MOUNT } from './startSdk03Agent.ts';
export { quietSdkLogs } from './quietSdkLogs.ts';
export { sdkVersion } from '../sdkVersion.ts';
