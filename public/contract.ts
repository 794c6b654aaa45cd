/**
 * `a2a-crosscheck/contract`: the IUT contract alone, for adapter authors. The TypeScript types
 * of every call, the contract version, and the JSON Schema (draft 2020-12) that the harness
 * validates every answer with; the schema file itself is `a2a-crosscheck/contract.schema.json`.
 */
export * from '../harness/contract/types.ts';
export { defineAdapter } from '../harness/contract/defineAdapter.ts';
export { contractSchema } from '../harness/contract/contractSchema.ts';
