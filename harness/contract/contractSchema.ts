import { createRequire } from 'node:module';

/**
 * The contract's JSON Schema (`contract.schema.json`, draft 2020-12), as published. Read with
 * `require` rather than an import attribute, so that the module also loads where tsx compiles
 * it to CommonJS (an adapter in a CommonJS project importing `a2a-crosscheck/contract`).
 */
export const contractSchema = createRequire(import.meta.url)('./contract.schema.json') as {
  $id: string;
  $defs: Record<string, unknown>;
};
