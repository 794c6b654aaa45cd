import { OPEN_READINGS, type OpenReading, createModel } from '../../harness/model/index.ts';
import type { DiscoverParams, PlanParams } from '../../harness/contract/types.ts';
import { matchExpected } from '../../scenarios/core/matchExpected.ts';
import {
  type ProjectionContext,
  type ProjectionName,
  project,
} from '../../scenarios/properties/projections.ts';

/**
 * The open reading (docs/adapter-protocol.md §4.2) an answer that differs from the reference
 * model's agrees with, under the property's projection, or undefined. Such an answer reads an
 * input the spec leaves open another way, and is not judged. Asked only after a mismatch, so
 * an agreeing IUT costs nothing.
 */
export async function openReadingFollowed(
  call: 'discover' | 'plan',
  params: unknown,
  projection: ProjectionName,
  iutAnswer: unknown,
  context: ProjectionContext,
): Promise<OpenReading | undefined> {
  const got = project(projection, iutAnswer, context);
  for (const reading of OPEN_READINGS) {
    const model = createModel(reading.steps);
    const answer =
      call === 'discover'
        ? await model.discover(params as DiscoverParams)
        : await model.plan(params as PlanParams);
    if (matchExpected(got, project(projection, answer, context)).length === 0) return reading;
  }
  return undefined;
}
