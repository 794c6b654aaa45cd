import type { ConformanceCase } from '../core/ConformanceCase.ts';
import { loadRegressionCases } from './loadRegressionCases.ts';

/** Every regression case file under scenarios/regressions/, as conformance cases. */
export const regressionCases: readonly ConformanceCase[] = loadRegressionCases();

export {
  REGRESSIONS_DIR,
  loadRegressionCases,
  loadRegressionFiles,
  loadUserRegressionCases,
} from './loadRegressionCases.ts';
export { regressionCase } from './regressionCase.ts';
export { type RegressionFile, readRegressionFile, regressionScenario } from './RegressionFile.ts';
export {
  writeRegressionCase,
  checkRegressionsDir,
  toRegressionFile,
  type FoundCounterexample,
  type WriteRegressionOptions,
} from './writeRegressionCase.ts';
