export { fileSafeName } from './fileSafeName.ts';
export { REGRESSION_DIR_LIMITS, USER_FILE_LIMITS } from './limits.ts';
export { readUserFile, type UserFileSpec } from './readUserFile.ts';
export { readRegressionDir, type RegressionFileBytes } from './readRegressionDir.ts';
