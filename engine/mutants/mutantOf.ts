import type { AdapterModule } from '../../harness/contract/types.ts';
import { type Model, createModel } from '../../harness/model/index.ts';
import { createReferenceAdapter } from '../../implementations/reference/createReferenceAdapter.ts';
import type { Mutant, MutantSpec } from '../../scenarios/contract/Mutant.ts';

/** The reference adapter with the spec's one bug: a step replaced, or one call answered wrongly. */
function adapterOf(spec: MutantSpec): AdapterModule {
  const name = `mutant:${spec.id}`;
  if ('step' in spec) return createReferenceAdapter(name, { [spec.step]: spec.replacement });
  const model = createModel();
  const base = createReferenceAdapter(name);
  const own = base[spec.call] as (params: unknown) => Promise<unknown>;
  const answer = spec.answer as (
    params: unknown,
    model: Model,
    reference: (params: unknown) => Promise<unknown>,
  ) => unknown;
  return {
    ...base,
    [spec.call]: (params: unknown) => answer(params, model, async (p) => own(p)),
  };
}

/** A mutant as the self-test runs it, from its spec. */
export function mutantOf(spec: MutantSpec): Mutant {
  return {
    id: spec.id,
    brokenRule: spec.brokenRule,
    description: spec.description,
    site: 'step' in spec ? { step: spec.step } : { call: spec.call },
    adapter: adapterOf(spec),
  };
}
