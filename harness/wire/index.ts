export type {
  A2AArtifact,
  A2AMessage,
  A2APart,
  A2ATask,
  A2ATaskStatus,
  JsonRpcErrorObject,
  SendMessageConfiguration,
  SendMessageParams,
  SendMessageResult,
  StreamResponse,
  TaskArtifactUpdateEvent,
  TaskState,
  TaskStatusUpdateEvent,
} from './a2aTypes.ts';
export { assertLoopback, loopbackRefusal } from './assertLoopback.ts';
export { specialAddressRefusal } from './specialAddresses.ts';
export { userHeadersFor } from './userHeadersFor.ts';
export type { RedirectHop } from './RedirectHop.ts';
export { fetchDocument, type FetchDocumentOptions } from './fetchDocument.ts';
export { fetchJwks } from './fetchJwks.ts';
export {
  A2A_EXTENSIONS_HEADER,
  A2A_VERSION_HEADER,
  AGENT_CARD_PATH,
  LEGACY_AGENT_CARD_PATH,
  WIRE_DEFAULTS,
} from './defaults.ts';
export { jsonRpcUrlFromCard } from './jsonRpcUrlFromCard.ts';
export {
  INTERRUPTED_STATES,
  TERMINAL_STATES,
  reachesGoal,
  type ProgressGoal,
} from './taskStates.ts';
export { watchProgress, type ProgressResult, type WatchOptions } from './watchProgress.ts';
export { watchTask, type TaskWatch } from './watchTask.ts';
export { taskFailureCode } from './taskFailureCode.ts';
export {
  A2A_ERRORS,
  A2A_ERROR_DOMAIN,
  A2A_SPECIFIC_ERRORS,
  ERROR_INFO_TYPE,
  errorByCode,
  errorByReason,
  type A2AErrorName,
} from './a2aErrors.ts';
export * from './binding/index.ts';
export {
  INPUT_REQUIRED_METADATA_KEY,
  LINGER_METADATA_KEY,
  MAX_LINGER_MS,
  lingerFor,
  readInputRequired,
  readLinger,
} from './probeConventions.ts';
