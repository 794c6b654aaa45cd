export * from './types.ts';
export { contractSchema, validateParams, validateResult } from './validateContract.ts';
