import { chunkedStreamArb } from '../../../harness/generators/index.ts';
import type { ReassembleResult } from '../../../harness/contract/types.ts';
import { matchExpected } from '../../core/matchExpected.ts';
import { type PropertyDefinition, defineProperty } from '../../properties/PropertyDefinition.ts';
import type { ReassembleScenario } from '../../properties/VerifierScenario.ts';

/** XV-STR-001 checked directly: the artifacts are the generated ones, whole and in order. */
function wholeArtifacts(scenario: ReassembleScenario, answer: unknown): string | undefined {
  if (scenario.expected === undefined) return undefined;
  const mismatch = matchExpected(
    (answer as ReassembleResult).artifacts,
    scenario.expected,
    '/artifacts',
  )[0];
  return mismatch === undefined
    ? undefined
    : `${mismatch} (the stream was cut from whole artifacts known by construction)`;
}

/** Streamed artifact chunks (XV-STR-001) as a property. */
export const streamProperties: PropertyDefinition[] = [
  defineProperty({
    id: 'prop-str-chunked-artifacts',
    rule: 'XV-STR-001',
    role: 'consumer',
    canonicalization: null,
    about:
      'artifacts cut into append / lastChunk chunks, interleaved, reassemble whole and in order',
    projection: 'reassemble-artifacts',
    arbitrary: chunkedStreamArb().map(({ events, expected }): ReassembleScenario => ({
      call: 'reassemble',
      events,
      expected,
    })),
    invariant: wholeArtifacts,
  }),
];
