import type fc from 'fast-check';
import type { InputType } from '../../harness/mutation/index.ts';
import { STAGES, type Stage } from '../../harness/vocabulary/index.ts';
import { ruleRegistry } from '../../scenarios/catalogue.ts';
import { PLAIN_PROPERTY_DEFINITIONS } from '../../scenarios/index.ts';
import type { PropertyDefinition } from '../../scenarios/properties/PropertyDefinition.ts';
import type { ModelScenario } from '../../scenarios/properties/VerifierScenario.ts';
import { StagedArbitrary } from './deterministicStage.ts';
import { referenceAdmission } from './evaluateScenario.ts';
import { type MutationFocus, withMutations } from './mutatedScenarioArb.ts';

/** The card stages that read each input the mutator edits (a stream is read by no card stage). */
const READ_BY: Readonly<Record<InputType, readonly Stage[]>> = {
  card: STAGES,
  // The policy's required capabilities, its algorithms, jku origins and revoked keys; its floor
  // and its trust boundary are not edited.
  policy: ['schema', 'signature'],
  jwks: ['signature'],
  // Which signature entries the card is served with, in which order.
  signing: ['signature'],
  // The delegation triple, routing memory and the caller's extensions.
  plan: ['negotiation', 'delegation'],
  events: [],
};

/**
 * Where a property's focused mutated inputs are edited: what its rule's stages read (of those,
 * only the ones the property lets be edited), past the schema stage.
 */
function focusOf(def: PropertyDefinition): MutationFocus | undefined {
  const stages = ruleRegistry.get(def.rule).stages;
  if (stages.length === 0) return undefined;
  const inputs = (Object.keys(READ_BY) as InputType[]).filter(
    (t) =>
      READ_BY[t].some((stage) => stages.includes(stage)) &&
      (def.mutates === undefined || def.mutates.includes(t)),
  );
  return { inputs, keepSchema: !stages.includes('schema') };
}

let donors: readonly fc.Arbitrary<ModelScenario>[] | undefined;
/**
 * The generators of every property compared with the reference model, as written: the inputs
 * whose references a stage plants in another property's (`splice`). One list, made on first use.
 */
function donorGenerators(): readonly fc.Arbitrary<ModelScenario>[] {
  donors ??= PLAIN_PROPERTY_DEFINITIONS.filter(
    (d) => d.judge === undefined && d.projection !== undefined,
  ).map((d) => d.arbitrary as fc.Arbitrary<ModelScenario>);
  return donors;
}

/**
 * A property compared with the reference model searches its generator's inputs and their generic
 * mutations too: the mutator, not a per-rule list, decides which positions and
 * spellings are tried beyond the generator's own; the rule's stages only say which inputs most
 * mutations edit. Judged properties (signer, client) keep theirs.
 */
export function withGenericMutation(def: PropertyDefinition): PropertyDefinition {
  if (def.judge !== undefined || def.projection === undefined) return def;
  const focus = focusOf(def);
  const plain = def.arbitrary as Parameters<typeof withMutations>[0];
  const search = new StagedArbitrary(
    withMutations(plain, focus === undefined ? {} : { focus }),
    plain,
    focus,
    donorGenerators,
  );
  return {
    ...def,
    arbitrary: search,
    // The definition's own inputs (the byte stage of the card's bytes) come before the stage's.
    examples: async (seed, numRuns, ctx) => [
      ...((await def.examples?.(seed, numRuns, ctx)) ?? []),
      ...(await search.stage(seed, numRuns, (s) =>
        referenceAdmission(s, ctx, {
          rule: def.rule,
          ...(def.conditions === undefined ? {} : { conditions: def.conditions }),
        }),
      )),
    ],
  };
}

/** Every property definition as the harness searches it: {@link withGenericMutation} applied. */
export const PROPERTY_DEFINITIONS: readonly PropertyDefinition[] =
  PLAIN_PROPERTY_DEFINITIONS.map(withGenericMutation);

/** The definitions of `rule`, narrowed to `caseId` when given. */
export function findProperties(rule: string, caseId?: string | null): PropertyDefinition[] {
  return PROPERTY_DEFINITIONS.filter((d) => d.rule === rule && (caseId == null || d.id === caseId));
}
