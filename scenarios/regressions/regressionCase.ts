import type { Scenario } from '../properties/VerifierScenario.ts';
import type { ConformanceCase } from '../core/ConformanceCase.ts';
import { matchExpected } from '../core/matchExpected.ts';
import { project } from '../properties/projections.ts';
import { scenarioCard, scenarioParams } from '../properties/VerifierScenario.ts';
import { type RegressionFile, regressionScenario } from './RegressionFile.ts';

function canonicalizationOf(scenario: Scenario) {
  return scenario.call === 'reassemble' ? null : (scenario.card.sign?.canonicalization ?? null);
}

/**
 * A regression file as a conformance case: serves its scenario (signing cards with the run's
 * case key), calls the IUT and compares the projected answer with the stored expectation.
 */
export function regressionCase(file: RegressionFile): ConformanceCase {
  const scenario = regressionScenario(file);
  return {
    id: file.caseId,
    rule: file.rule,
    role: scenario.call === 'reassemble' ? 'consumer' : 'verifier',
    vendor: null,
    canonicalization: canonicalizationOf(scenario),
    async run(iut, ctx) {
      const params = await scenarioParams(scenario, ctx);
      const actual: unknown = await iut.call(scenario.call, params, {
        deadlineMs: ctx.deadlines.callMs,
      });
      const mismatches = matchExpected(
        project(file.projection, actual, params as { degraded?: [] }),
        file.expect,
      );
      const card = scenarioCard(params);
      const { property, seed, path } = file.foundBy;
      return {
        verdict: mismatches.length === 0 ? 'pass' : 'fail',
        evidence: {
          summary: mismatches.length === 0 ? file.about : `${file.about}: ${mismatches[0]}`,
          ...(mismatches.length > 1 ? { details: mismatches.join('\n') } : {}),
          expected: file.expect,
          actual,
          ...(card === undefined ? {} : { card }),
          replay: `npx a2a-crosscheck replay --rule ${file.rule} --iut ${iut.id} --seed ${seed} --path "${path}" --case ${property}`,
          case: file.caseId,
        },
      };
    },
  };
}
