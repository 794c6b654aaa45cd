export {
  createHostileAdapter,
  HOSTILE_BEHAVIOURS,
  type HostileBehaviour,
  type HostileOptions,
} from './createHostileAdapter.ts';
export { jkuFetchingVerifier } from './jkuFetchingVerifier.ts';
export { faultyStdioCommand, STDIO_FAULTS, type StdioFault } from './faultyStdioCommand.ts';
