import type { VendorFault } from '../VendorFault.ts';
import type { VendorContext } from './VendorContext.ts';

/** Whether the vendor was given `fault` (a broken twin of an agent check). */
export function hasFault(ctx: Pick<VendorContext, 'persona'>, fault: VendorFault): boolean {
  return ctx.persona.behaviour.faults?.includes(fault) === true;
}
