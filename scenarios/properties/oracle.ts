import { createModel } from '../../harness/model/index.ts';

/**
 * The reference model as the oracle of every property (the table-driven cases in harness/model
 * test the model itself). One instance: the model keeps no state between calls.
 */
export const ORACLE = createModel();
