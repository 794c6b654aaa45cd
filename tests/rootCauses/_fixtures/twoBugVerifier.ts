import { createReferenceAdapter } from '../../../implementations/reference/createReferenceAdapter.ts';
import { MUTANT_SPECS } from '../../../scenarios/contract/index.ts';
import type { StepMutantSpec } from '../../../scenarios/contract/Mutant.ts';

const step = (id: string): StepMutantSpec => {
  const spec = MUTANT_SPECS.find((m) => m.id === id);
  if (spec === undefined || !('step' in spec)) throw new Error(`no step mutant ${id}`);
  return spec;
};

const canonical = step('canonical-form-escapes-non-ascii');
const skill = step('no-unknown-skill-check');

/**
 * A verifier with two unrelated bugs: its canonical form escapes non-ASCII characters (one root
 * cause, behind every signature case whose card holds one) and it does not refuse an unknown
 * skill (a failure of its own, on ASCII cards).
 */
export default createReferenceAdapter(
  'two-bug-verifier',
  {
    [canonical.step]: canonical.replacement,
    [skill.step]: skill.replacement,
  },
  ['verifier', 'signer'],
);
