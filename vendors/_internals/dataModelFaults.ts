import type { A2ATask } from '../../harness/wire/index.ts';
import { applyFaults } from './faultHooks.ts';
import type { VendorContext } from './VendorContext.ts';

/**
 * A task as an answer carries it, with the vendor's data-model faults applied (A2A §4, §5.6,
 * §5.7; declared in `vendors/faults/data-model-faults.ts`).
 */
export function withDataModelFaults(ctx: VendorContext, task: A2ATask): A2ATask {
  return applyFaults(ctx, 'servedTask', structuredClone(task) as A2ATask & Record<string, unknown>);
}
