import { DELEGATION_REACH } from '../../contract/delegation/delegation-reach.ts';
import { DISCOVERY_REACH } from '../../contract/discovery/discovery-reach.ts';
import { NEGOTIATION_REACH } from '../../contract/negotiation/negotiation-reach.ts';
import type { RuleReach } from './ReachDimension.ts';
import { SIGNATURE_REACH } from '../../contract/signature/signature-reach.ts';
import { STREAM_REACH } from '../../contract/stream/stream-reach.ts';
import { SCHEMA_REACH } from '../../contract/schema/schema-reach.ts';

export type { RuleReach } from './ReachDimension.ts';

/**
 * Every rule the harness's generators search (a rule naming the verifier, signer, consumer or
 * client role), with what its text quantifies over. Rules only the
 * agent role names are judged on a live agent and are not listed here.
 */
export const REACH_CATALOGUE: readonly RuleReach[] = [
  ...NEGOTIATION_REACH,
  ...DISCOVERY_REACH,
  ...DELEGATION_REACH,
  ...SIGNATURE_REACH,
  ...STREAM_REACH,
  ...SCHEMA_REACH,
];
