import type { TwinBase, VendorFault } from '../../vendors/index.ts';

/**
 * The broken twin of one agent rule: a simulated vendor on `base` (default `full-surface`) with
 * `fault`, on which the rule's own checks must fail while the same vendor without the fault
 * passes them. A rule no simulated peer can break says why in `notViolable` instead.
 */
export type AgentTwin =
  { rule: string; fault: VendorFault; base?: TwinBase } | { rule: string; notViolable: string };
