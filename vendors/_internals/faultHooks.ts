import type { FaultDeclaration, FaultHooks } from '../faults/FaultDeclaration.ts';
import type { PersonaSpec } from '../PersonaSpec.ts';
import { VENDOR_FAULTS, type VendorFault } from '../VendorFault.ts';

const DECLARED = Object.entries(VENDOR_FAULTS) as [VendorFault, FaultDeclaration][];

/** What the hooks at `point` edit. */
export type HookValue<P extends keyof FaultHooks> = Parameters<NonNullable<FaultHooks[P]>>[0];

/**
 * The hooks at `point` of the faults the vendor was given, in the order the faults are declared
 * (so two faults at one point always compose the same way). Empty for a well-behaved vendor.
 */
export function faultHooks<P extends keyof FaultHooks>(
  ctx: { readonly persona: PersonaSpec },
  point: P,
): NonNullable<FaultHooks[P]>[] {
  return faultHooksOf(ctx.persona.behaviour.faults ?? [], point);
}

/** The hooks at `point` of the faults `given`, in the order the faults are declared. */
export function faultHooksOf<P extends keyof FaultHooks>(
  given: readonly VendorFault[],
  point: P,
): NonNullable<FaultHooks[P]>[] {
  if (given.length === 0) return [];
  const hooks: NonNullable<FaultHooks[P]>[] = [];
  for (const [name, declaration] of DECLARED) {
    const hook = declaration[point];
    if (hook !== undefined && given.includes(name)) hooks.push(hook);
  }
  return hooks;
}

/**
 * `value`, what the vendor is about to do or send at `point`, edited in place by the hooks of
 * the faults it was given there (none for a well-behaved vendor); the one way a handler
 * consults its faults.
 */
export function applyFaults<P extends keyof FaultHooks>(
  ctx: { readonly persona: PersonaSpec },
  point: P,
  value: HookValue<P>,
): HookValue<P> {
  for (const hook of faultHooks(ctx, point)) (hook as (edited: HookValue<P>) => void)(value);
  return value;
}
