import { fileURLToPath } from 'node:url';

/** Where the harness's own regression case files live: this folder (shipped in the package). */
export const REGRESSIONS_DIR = fileURLToPath(new URL('.', import.meta.url));

export { type RegressionFile, readRegressionFile, regressionScenario } from './RegressionFile.ts';
