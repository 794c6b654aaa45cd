import type { FaultHooks } from './FaultHooks.ts';

export type * from './FaultHooks.ts';

/**
 * One deliberate fault a simulated vendor can be given, declared in one place: what it breaks,
 * in one line, and, at the named points of {@link FaultHooks}, how. A vendor's handlers never
 * test a fault's name: at each point they build what they are about to do or send with the
 * spec's behaviour, and hand it to the hooks of the faults they were given (`applyFaults`).
 */
export interface FaultDeclaration extends FaultHooks {
  /** What the faulty vendor does differently, in one line. */
  summary: string;
}
