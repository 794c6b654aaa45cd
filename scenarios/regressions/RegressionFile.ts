import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { isJsonObject } from '../../harness/json/JsonValue.ts';
import { PROJECTIONS, type ProjectionName } from '../properties/projections.ts';
import type { Scenario } from '../properties/VerifierScenario.ts';

/**
 * A regression case file (`scenarios/regressions/<kebab-name>.json`): one counterexample kept
 * for good. Cards are stored unsigned with their signing recipe (`params.card.sign`), because
 * keys are generated per run and ECDSA signatures are randomized; the card is signed again with
 * the run's case key whenever the case runs.
 */
export interface RegressionFile {
  rule: string;
  /** Kebab-case case id, `regression-` prefixed, unique across the suite. */
  caseId: string;
  /** One line: what must hold. */
  about: string;
  /** Where it came from: the property, the IUT it failed on, and its `{ seed, path }`. */
  foundBy: { property: string; iut: string; seed: number; path: string };
  call: Scenario['call'];
  /** The projection of the answer compared with `expect` (the property's); absent for judged cases. */
  projection?: ProjectionName;
  /**
   * For a judged property (client or signer role, which have no model answer to store): the
   * property whose hand-written judge decides, by case id. `expect` is then `null`.
   */
  judge?: string;
  /** The scenario without its `call`: card recipes, policy overrides, delegation inputs, or events. */
  params: Record<string, unknown>;
  /** The reference model's answer at recording time, projected: written data, never recomputed. */
  expect: unknown;
}

const CALLS: readonly string[] = ['discover', 'plan', 'reassemble', 'delegate', 'sign'];

/** Checks the shape of a parsed regression file; `where` names the file in the error. */
export function readRegressionFile(value: unknown, where: string): RegressionFile {
  const fail = (why: string): never => {
    throw new CrosscheckError(
      'USAGE',
      `Failed to load regression case ${where}: ${why}. Fix the file or write it again with \`replay --save\`.`,
    );
  };
  if (!isJsonObject(value)) return fail('the root is not an object');
  const { rule, caseId, about, foundBy, call, projection, judge, params, expect } = value;
  if (typeof rule !== 'string' || rule === '') fail('"rule" is not a rule id');
  if (typeof caseId !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(caseId))
    fail('"caseId" is not kebab-case');
  if (typeof about !== 'string') fail('"about" is not a string');
  if (typeof call !== 'string' || !CALLS.includes(call))
    fail(`"call" is not one of ${CALLS.join(', ')}`);
  if (judge !== undefined) {
    if (typeof judge !== 'string' || !judge.startsWith('prop-'))
      fail('"judge" is not a property case id');
  } else if (typeof projection !== 'string' || !Object.hasOwn(PROJECTIONS, projection)) {
    fail('"projection" names no known projection');
  }
  if (!isJsonObject(params)) fail('"params" is not an object');
  if (expect === undefined) fail('"expect" is missing');
  if (
    !isJsonObject(foundBy) ||
    typeof foundBy['seed'] !== 'number' ||
    typeof foundBy['path'] !== 'string'
  ) {
    fail('"foundBy" needs { property, iut, seed, path }');
  }
  return value as unknown as RegressionFile;
}

/** The scenario a regression file stores. */
export function regressionScenario(file: RegressionFile): Scenario {
  return { call: file.call, ...file.params } as Scenario;
}
