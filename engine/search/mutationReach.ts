import fc from 'fast-check';
import {
  type InputType,
  DRAWN_OPERATORS,
  type MutationOperator,
  applicable,
  typedNodes,
} from '../../harness/mutation/index.ts';
import type { PropertyDefinition } from '../../scenarios/properties/PropertyDefinition.ts';
import { documentOf } from './mutatedScenarioArb.ts';
import type { ModelScenario, Scenario } from '../../scenarios/properties/VerifierScenario.ts';

/** What the generic mutator did over one property's budget. */
export interface MutationReach {
  property: string;
  inputs: number;
  mutated: number;
  /** How often each operator fired. */
  operators: Partial<Record<MutationOperator, number>>;
  /** `<input type>:<schema path>` → how often a mutation edited it. */
  mutatedPaths: Map<string, number>;
  /**
   * `<input type>:<schema path>` → in how many of the generator's own inputs a node some
   * operator of the mutator can edit sits there: what the mutations should reach.
   */
  presentPaths: Map<string, number>;
  /** Inputs the generator made and the mutator left alone, per input type. */
  plainInputs: Partial<Record<InputType, number>>;
}

const isModel = (s: Scenario): s is ModelScenario =>
  s.call === 'discover' || s.call === 'plan' || s.call === 'reassemble';

/** Samples `def`'s generator as a search would and counts the operators and schema paths reached. */
export function measureMutationReach(
  def: PropertyDefinition,
  seed: number,
  numRuns: number,
): MutationReach {
  const reach: MutationReach = {
    property: def.id,
    inputs: 0,
    mutated: 0,
    operators: {},
    mutatedPaths: new Map(),
    presentPaths: new Map(),
    plainInputs: {},
  };
  for (const s of fc.sample(def.arbitrary, { seed, numRuns })) {
    if (!isModel(s)) continue;
    reach.inputs++;
    const applied = s.mutations ?? [];
    // What the generator itself makes: the paths of its inputs before any mutation.
    if (applied.length === 0) {
      const { doc, layout } = documentOf(s);
      const seen = new Set<string>();
      for (const n of typedNodes(doc, layout)) {
        if (n.inner === '') reach.plainInputs[n.input] = (reach.plainInputs[n.input] ?? 0) + 1;
        if (DRAWN_OPERATORS.some((op) => applicable(op, n, doc))) seen.add(key(n.input, n.inner));
      }
      for (const k of seen) reach.presentPaths.set(k, (reach.presentPaths.get(k) ?? 0) + 1);
    }
    if (applied.length > 0) reach.mutated++;
    for (const a of applied) {
      const op = a.operator;
      reach.operators[op] = (reach.operators[op] ?? 0) + 1;
      const k = key(a.input, a.schemaPath);
      reach.mutatedPaths.set(k, (reach.mutatedPaths.get(k) ?? 0) + 1);
    }
  }
  return reach;
}

function key(input: InputType, schemaPath: string): string {
  return `${input}:${schemaPath}`;
}
