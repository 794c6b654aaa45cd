import type { PersonaSpec } from '../PersonaSpec.ts';
import type { VendorFault } from '../VendorFault.ts';

/** Whether the vendor was given `fault` (a broken twin of an agent check). */
export function hasFault(ctx: { readonly persona: PersonaSpec }, fault: VendorFault): boolean {
  return ctx.persona.behaviour.faults?.includes(fault) === true;
}
