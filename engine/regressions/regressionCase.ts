import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import type { Iut } from '../../harness/contract/types.ts';
import type { TranscriptEntry } from '../../harness/results/types.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import type { CaseOutcome, ConformanceCase } from '../../scenarios/core/ConformanceCase.ts';
import { matchExpected } from '../../scenarios/core/matchExpected.ts';
import { findProperties } from '../search/searchedProperties.ts';
import { evaluateProperty } from '../search/evaluateScenario.ts';
import type { PropertyDefinition } from '../../scenarios/properties/PropertyDefinition.ts';
import { comparableProjection, project } from '../../scenarios/properties/projections.ts';
import { openReadingFollowed } from '../search/openReadingFollowed.ts';
import type { ModelScenario, Scenario } from '../../scenarios/properties/VerifierScenario.ts';
import { scenarioCard, scenarioParams } from '../../scenarios/properties/VerifierScenario.ts';
import {
  type RegressionFile,
  regressionScenario,
} from '../../scenarios/regressions/RegressionFile.ts';

function canonicalizationOf(scenario: Scenario) {
  switch (scenario.call) {
    case 'reassemble':
    case 'delegate':
      return null;
    case 'sign':
      return scenario.canonicalization;
    default:
      return scenario.card.sign?.canonicalization ?? null;
  }
}

function judgeOf(file: RegressionFile): PropertyDefinition {
  const def = findProperties(file.rule, file.judge)[0];
  if (def?.judge === undefined) {
    throw new CrosscheckError(
      'USAGE',
      `Failed to load regression case ${file.caseId}: "${file.judge}" is no judged property of ${file.rule}. Write it again with \`replay --save\`.`,
    );
  }
  return def;
}

/** What one run of a regression case saw. */
interface Seen {
  mismatches: string[];
  /** Why the judge left the input out (a condition that does not hold for this IUT). */
  excluded?: string;
  actual: unknown;
  card?: string;
  transcript?: TranscriptEntry[];
}

async function compare(
  file: RegressionFile,
  scenario: ModelScenario,
  iut: Iut,
  ctx: CaseContext,
): Promise<Seen> {
  const params = await scenarioParams(scenario, ctx);
  const actual: unknown = await iut.call(scenario.call, params, {
    deadlineMs: ctx.deadlines.callMs,
  });
  const context = params as { degraded?: [] };
  const mismatches = matchExpected(
    project(file.projection!, actual, context),
    comparableProjection(file.expect, context),
  );
  const card = scenarioCard(params);
  const open =
    mismatches.length === 0 || scenario.call === 'reassemble'
      ? undefined
      : await openReadingFollowed(scenario.call, params, file.projection!, actual, context);
  if (open !== undefined)
    return {
      mismatches: [],
      excluded: `the answer reads an input the spec leaves open another way (${open.id}): ${open.about}`,
      actual,
      ...(card === undefined ? {} : { card }),
    };
  return { mismatches, actual, ...(card === undefined ? {} : { card }) };
}

/**
 * A regression file as a conformance case: serves its scenario (signing cards with the run's
 * case key), calls the IUT and compares the projected answer with the stored expectation; a
 * judged scenario (client or signer role) is judged again by its property's judge.
 */
export function regressionCase(file: RegressionFile): ConformanceCase {
  const scenario = regressionScenario(file);
  const def = file.judge === undefined ? undefined : judgeOf(file);
  return {
    id: file.caseId,
    rule: file.rule,
    role: def?.role ?? (scenario.call === 'reassemble' ? 'consumer' : 'verifier'),
    vendor: null,
    canonicalization: canonicalizationOf(scenario),
    ...(def?.wire === true ? { wire: true } : {}),
    async run(iut, ctx): Promise<CaseOutcome> {
      const seen: Seen =
        def === undefined
          ? await compare(file, scenario as ModelScenario, iut, ctx)
          : await evaluateProperty(def, scenario, iut, ctx).then((e) => ({
              mismatches: e.mismatches,
              ...(e.excluded === undefined ? {} : { excluded: e.excluded }),
              actual: e.iutAnswer,
              ...(e.card === undefined ? {} : { card: e.card }),
              ...(e.transcript === undefined ? {} : { transcript: e.transcript }),
            }));
      const { mismatches } = seen;
      const { property, seed, path } = file.foundBy;
      // An input the judge left out was never put to the IUT: nothing was judged, not a pass.
      if (seen.excluded !== undefined && mismatches.length === 0)
        return {
          verdict: 'not-applicable',
          evidence: {
            summary: `${file.about}: not judged here: ${seen.excluded}`,
            case: file.caseId,
          },
        };
      return {
        verdict: mismatches.length === 0 ? 'pass' : 'fail',
        evidence: {
          summary: mismatches.length === 0 ? file.about : `${file.about}: ${mismatches[0]}`,
          ...(mismatches.length > 1 ? { details: mismatches.join('\n') } : {}),
          expected: file.expect,
          actual: seen.actual,
          ...(seen.card === undefined ? {} : { card: seen.card }),
          ...(seen.transcript === undefined ? {} : { transcript: seen.transcript }),
          case: file.caseId,
        },
        // The regression replays the property search that found it, at its seed and path.
        rerun: { caseId: property, seed, path },
      };
    },
  };
}
