import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DiscoverParams, DiscoverResult } from '../../harness/contract/types.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import { createPropertyContext } from '../../engine/properties/createPropertyContext.ts';
import { PROPERTY_DEFINITIONS } from '../../engine/search/searchedProperties.ts';
import { referenceAnswer } from '../../engine/search/evaluateScenario.ts';
import {
  type ModelScenario,
  type Scenario,
  scenarioParams,
} from '../../scenarios/properties/VerifierScenario.ts';

/**
 * The oracle of the property search is the reference model. Comparing `reference` with it would
 * compare the model with itself, so instead the model's answers to the same generated inputs are
 * held to statements read straight from the seeds and the spec, computed here from the emitted
 * JSON with no harness code in between:
 * - seed 000: a tri-state capability absent or null in the emitted card is "undeclared", any
 *   other boolean is itself, and an `extensions` list is its URIs; extension negotiation may be
 *   sent exactly when `extensions` is a list;
 * - the properties' own direct invariants (XV-SIG-001: a change to the emitted form is refused
 *   under jcs-emitted; XV-STR-001: whole artifacts, known by construction).
 * A wrong model fails here, whatever the model says about itself.
 */
const RUNS = 60;
let ctx: CaseContext;

beforeAll(async () => {
  ctx = await createPropertyContext(20261201, RUNS);
});

function emittedCapabilities(params: DiscoverParams): Record<string, unknown> {
  const card = JSON.parse(Buffer.from(params.cardBase64, 'base64').toString('utf8')) as Record<
    string,
    unknown
  >;
  const caps = card['capabilities'];
  return typeof caps === 'object' && caps !== null ? (caps as Record<string, unknown>) : {};
}

/** Seed 000's reading, from the emitted JSON alone. */
function seedReading(caps: Record<string, unknown>) {
  const tri = (m: string) =>
    caps[m] === undefined || caps[m] === null ? 'undeclared' : (caps[m] as boolean);
  const ext = caps['extensions'];
  return {
    streaming: tri('streaming'),
    pushNotifications: tri('pushNotifications'),
    extendedAgentCard: tri('extendedAgentCard'),
    // An entry without its REQUIRED `uri` (§5.5.2.1 AgentExtension) names no extension: the
    // model reads past it (the generic mutator drops members, so such entries come up).
    extensions: Array.isArray(ext)
      ? ext.flatMap((e) => {
          const uri = (e as { uri?: unknown } | null)?.uri;
          return typeof uri === 'string' ? [uri] : [];
        })
      : ('undeclared' as const),
    mayNegotiateExtensions: Array.isArray(ext),
  };
}

const negotiation = PROPERTY_DEFINITIONS.filter(
  (d) => d.id === 'prop-neg-tri-state-capabilities' || d.id === 'prop-neg-may-negotiate-extensions',
);
const withInvariants = PROPERTY_DEFINITIONS.filter((d) => d.invariant !== undefined);

describe('the reference model against the seeds, on generated inputs', () => {
  it('finds the properties these checks rely on', () => {
    expect(negotiation.map((d) => d.id)).toEqual([
      'prop-neg-tri-state-capabilities',
      'prop-neg-may-negotiate-extensions',
    ]);
    expect(withInvariants.length).toBeGreaterThanOrEqual(2);
  });

  it.each(negotiation.map((d) => [d.id, d] as const))(
    '%s: every admitted card reads as seed 000 says',
    async (_id, def) => {
      let admitted = 0;
      await fc.assert(
        fc.asyncProperty(def.arbitrary, async (generated: Scenario) => {
          const scenario = generated as ModelScenario;
          const params = (await scenarioParams(scenario, ctx)) as DiscoverParams;
          const answer = (await referenceAnswer(scenario, params)) as DiscoverResult;
          if (!answer.admitted) return;
          admitted++;
          const seed = seedReading(emittedCapabilities(params));
          expect({
            ...answer.capabilities,
            mayNegotiateExtensions: answer.mayNegotiateExtensions,
          }).toEqual(seed);
        }),
        { seed: 42, numRuns: RUNS },
      );
      // The check must have had something to say: most generated cards are admitted.
      expect(admitted).toBeGreaterThan(RUNS / 2);
    },
  );

  it.each(withInvariants.map((d) => [d.id, d] as const))(
    "%s: the model keeps the property's own invariant",
    async (_id, def) => {
      await fc.assert(
        fc.asyncProperty(def.arbitrary, async (generated: Scenario) => {
          const scenario = generated as ModelScenario;
          const params = await scenarioParams(scenario, ctx);
          const answer = await referenceAnswer(scenario, params);
          expect(def.invariant!(scenario, answer)).toBeUndefined();
        }),
        { seed: 42, numRuns: RUNS },
      );
    },
  );
});
