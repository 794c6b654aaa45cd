export * from './types.ts';
export { validateParams, validateResult } from './validateContract.ts';
export { contractSchema } from './contractSchema.ts';
