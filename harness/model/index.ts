export { createModel } from './createModel.ts';
export { runDiscover } from './runDiscover.ts';
export { parseServedCard } from './parseServedCard.ts';
export type { Model } from './createModel.ts';
export { referenceSteps } from './referenceSteps.ts';
export { outcomeLabel, recordingSteps } from './recordingSteps.ts';
export type {
  ArtifactChunk,
  FallbackCandidate,
  ModelSteps,
  ObservedFailure,
  ReassemblyState,
  StepFailure,
  TriStateMember,
} from './ModelSteps.ts';
export { EMPTY_REASSEMBLY } from './steps/reassembleChunk.ts';
export { parseMajorMinor, meetsFloor } from './steps/versionStep.ts';
export { assertExtensionActivation } from './assertExtensionActivation.ts';
export { OPEN_READINGS, type OpenReading } from './openReadings.ts';
