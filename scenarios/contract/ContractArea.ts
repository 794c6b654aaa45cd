import type { Rule } from '../../harness/rules/index.ts';
import type { ConformanceCase } from '../core/ConformanceCase.ts';
import type { ProjectionSpec } from '../properties/answerReaders.ts';
import type { PropertyDefinition } from '../properties/PropertyDefinition.ts';
import type { RuleReach } from '../properties/reach/ReachDimension.ts';
import type { MutantSpec } from './Mutant.ts';

/** What a built-in contract IUT is expected to conclude on a rule, written by hand. */
export type ExpectedVerdict = 'pass' | 'fail';

/**
 * The hand-written verdicts of the built-in IUTs on an area's rules: `reference` passes every
 * rule (it is the control), so only `naive`'s are written, one per rule the area holds. The
 * contract suite (tests/suites/contract-suite.test.ts) pins the IUTs to them.
 */
export type ExpectedVerdicts = Readonly<
  Record<
    string,
    {
      naive: ExpectedVerdict;
      /**
       * Where a rule without a contract case is judged: `wire`, a rule of the client role only,
       * on its hand-written wire cases (tests/wire/persona-cases.loopback.test.ts); `property`,
       * on its properties alone (tests/properties/properties.naive.test.ts holds naive's verdict
       * per property).
       */
      judgedOn?: 'wire' | 'property';
    }
  >
>;

/**
 * One contract rule area (rules judged on verifier, signer, consumer and client adapters): the
 * rules it holds, its judges (contract cases, properties with their projections, what the properties' generators
 * must reach), its proofs (mutants of `reference`, each breaking one of its rules) and the
 * expected verdicts of the built-in IUTs. Everything it lists lives in its folder,
 * `scenarios/contract/<name>/`.
 */
export interface ContractArea {
  name: string;
  /** The area's rules, as data (`<area>-rules.ts`). */
  rules: readonly Rule[];
  cases: readonly ConformanceCase[];
  properties: readonly PropertyDefinition[];
  /**
   * The client role over the wire: the area's properties on generated fleets
   * (`<area>-client-properties.ts`, judged by `<area>-client-judges.ts`) and its hand-written
   * cases against the simulated vendors (`<area>-wire-cases.ts`). Empty where no rule of the
   * area binds the client role.
   */
  clientProperties: readonly PropertyDefinition[];
  wireCases: readonly ConformanceCase[];
  /**
   * The projections the area's properties compare answers through, by name, beside the
   * verdict's (`discover-verdict`, shared by every stage's rules).
   */
  projections: Readonly<Record<string, ProjectionSpec>>;
  reach: readonly RuleReach[];
  /** The area's proofs: every mutant of `reference` whose broken rule is one of the area's. */
  mutants: readonly MutantSpec[];
  expected: ExpectedVerdicts;
}
