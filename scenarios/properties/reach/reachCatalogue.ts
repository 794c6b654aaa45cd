import { DELEGATION_REACH } from './delegation-reach.ts';
import { DISCOVERY_REACH } from './discovery-reach.ts';
import { NEGOTIATION_REACH } from './negotiation-reach.ts';
import type { RuleReach } from './ReachDimension.ts';
import { SIGNATURE_REACH } from './signature-reach.ts';
import { STREAM_AND_AGENT_REACH } from './stream-and-agent-reach.ts';

export type { ReachDimension, RuleReach } from './ReachDimension.ts';

/** Every rule of the catalogue, with what its text quantifies over (issue 15, "reach, measured"). */
export const REACH_CATALOGUE: readonly RuleReach[] = [
  ...NEGOTIATION_REACH,
  ...DISCOVERY_REACH,
  ...DELEGATION_REACH,
  ...SIGNATURE_REACH,
  ...STREAM_AND_AGENT_REACH,
];
