import { type PropertyDefinition, defineProperty } from '../PropertyDefinition.ts';
import type { ClientJudge } from './clientJudges.ts';
import type { DelegateScenario } from './DelegateScenario.ts';
import { type DelegateScenarioOptions, delegateScenarioArb } from './delegateScenarioArb.ts';
import { delegationJudge } from './delegationJudge.ts';
import { withReach } from './reachesUsablePeer.ts';

/**
 * A client-role property over the wire (seeds 000 and 002): generated fleets of simulated
 * vendors, served on the run's wire transport, a generated task delegated by the IUT, the
 * verdict from the vendors' transcripts by `judge`, with the positive obligation every client
 * property carries (`withReach`). The rule areas declare theirs (`<area>-client-properties.ts`).
 */
export function clientProperty(head: {
  id: string;
  rule: string;
  about: string;
  judge: ClientJudge;
  options?: DelegateScenarioOptions;
  /** Inputs the search makes after its drawn ones (the property's own stage). */
  examples?: (seed: number, numRuns: number) => Promise<DelegateScenario[]>;
}): PropertyDefinition {
  return defineProperty<DelegateScenario>({
    id: head.id,
    rule: head.rule,
    role: 'client',
    canonicalization: null,
    about: head.about,
    arbitrary: delegateScenarioArb(head.options),
    judge: delegationJudge(withReach(head.judge)),
    ...(head.examples === undefined ? {} : { examples: head.examples }),
    wire: true,
  });
}
