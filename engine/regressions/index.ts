import type { ConformanceCase } from '../../scenarios/core/ConformanceCase.ts';
import { loadRegressionCases } from './loadRegressionCases.ts';

/** Every regression case file under scenarios/regressions/, as conformance cases. */
export const regressionCases: readonly ConformanceCase[] = loadRegressionCases();

export {
  loadRegressionCases,
  loadRegressionFiles,
  loadUserRegressionCases,
} from './loadRegressionCases.ts';
export { writeRegressionCase, checkRegressionsDir } from './writeRegressionCase.ts';
