export type { ImplManifest, ManifestAgent } from './ImplManifest.ts';
export { findImplementations, MANIFEST_FILE } from './findImplementations.ts';
export {
  installImplementations,
  adapterCommand,
  selectedImplementations,
} from './installImplementations.ts';
export { manifestAgentsPhase } from './manifestAgentsPhase.ts';
export { startManifestAgent, type StartedManifestAgent } from './startManifestAgent.ts';
