import type { PropertyJudge } from '../PropertyDefinition.ts';
import type { ClientJudge } from './clientJudges.ts';
import type { DelegateScenario } from './DelegateScenario.ts';
import { type VendorFacts, fleetFacts } from './fleetFacts.ts';
import { observeDelegation } from './observeDelegation.ts';

/** The facts a conforming client faces, per vendor, in a line-per-vendor form for evidence. */
function summarize(facts: Map<string, VendorFacts>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of facts.values()) {
    out[f.id] = {
      admitted: f.admitted,
      signature: f.signature,
      extensions: f.extensions,
      streaming: f.streaming,
      hasSkill: f.hasSkill,
      resolvedModes: f.resolvedModes,
      acceptsParts: f.acceptsParts,
      suitable: f.suitable,
    };
  }
  return out;
}

/**
 * A client-role property's evaluation: the IUT delegates the scenario's task to a fleet built
 * from it (served on the wire phase's transport), the reference model reads every served card,
 * and `judge` holds the vendors' transcripts against the rule.
 */
export function delegationJudge(judge: ClientJudge): PropertyJudge<DelegateScenario> {
  return {
    async evaluate(scenario, iut, ctx) {
      // Every vendor signs under the scenario's canonicalization: one the client does not verify
      // would fail its cards for another rule's reason (one root cause reported once). A client
      // that verifies none (an empty list) is judged on every fleet, as a case is
      // (resolveCaseCanonicalization): signatures are nothing to it, and what it sends is.
      const verify = ctx.iutCanonicalizations.verify;
      if (verify.length > 0 && !verify.includes(scenario.canonicalization))
        return {
          params: null,
          iutAnswer: null,
          referenceAnswer: null,
          mismatches: [],
          excluded: `the fleet signs under ${scenario.canonicalization}, which the IUT does not declare it verifies`,
        };
      const seen = await observeDelegation(scenario, iut, ctx);
      const facts = await fleetFacts(seen);
      const mismatches = await judge({ scenario, seen, facts });
      return {
        params: seen.params,
        iutAnswer: seen.result,
        referenceAnswer: summarize(facts),
        mismatches,
        transcript: Object.values(seen.transcripts)
          .flat()
          .sort((a, b) => a.at - b.at),
      };
    },
  };
}
