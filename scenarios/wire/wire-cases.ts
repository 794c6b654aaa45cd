import type { ConformanceCase } from '../core/ConformanceCase.ts';
import { DELEGATION_WIRE_CASES } from '../contract/delegation/delegation-wire-cases.ts';
import { DISCOVERY_WIRE_CASES } from '../contract/discovery/discovery-wire-cases.ts';
import { NEGOTIATION_WIRE_CASES } from '../contract/negotiation/negotiation-wire-cases.ts';
import { STREAM_WIRE_CASES } from '../contract/stream/stream-wire-cases.ts';

/** The order the wire cases run in (they share the fleet, one at a time): S1, S2, S3, then D, E and the hung vendor. */
const ORDER: readonly string[] = [
  's1-no-activation-toward-vendor-a',
  's1-lazy-negotiation-condition',
  's1-explicit-empty-may-activate',
  's1-minimal-card-no-activation',
  's2-pdf-mismatch-falls-back-to-c',
  's2-b-prime-rejected-at-discovery',
  's3-blocking-caller-refuses-streaming-b',
  's3-streaming-caller-reassembles-losslessly',
  's4-required-extension-activated-toward-d',
  's4-required-extension-activated-toward-e',
  's4-hung-peer-not-reported-completed',
];

const ALL: readonly ConformanceCase[] = [
  ...NEGOTIATION_WIRE_CASES,
  ...DISCOVERY_WIRE_CASES,
  ...DELEGATION_WIRE_CASES,
  ...STREAM_WIRE_CASES,
];

/**
 * Every client-role wire case: S1–S3 of the seeds and the personas the seeds do not name, each
 * declared in its rule's area (`scenarios/contract/<area>/<area>-wire-cases.ts`) and judged from
 * the vendors' transcripts. Listed in a fixed order, the order they have always run in.
 */
export const wireCases: ConformanceCase[] = ORDER.map((id) => {
  const found = ALL.find((c) => c.id === id);
  if (found === undefined) throw new Error(`wire case ${id} is not declared in any area`);
  return found;
});
