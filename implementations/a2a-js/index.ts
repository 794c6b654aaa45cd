export { loadA2aJsAdapter } from './loadA2aJsAdapter.ts';
export { sdkVersion } from './sdkVersion.ts';
