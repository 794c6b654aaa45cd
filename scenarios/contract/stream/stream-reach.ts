import { afterLast, interleaved } from '../../properties/reach/reachHelpers.ts';
import { asDelegate, asStream, objectAt } from '../../properties/reach/scenarioFacts.ts';
import { type RuleReach, dim } from '../../properties/reach/ReachDimension.ts';

/** Streams: what the stream rule's text quantifies over. */
export const STREAM_REACH: RuleReach[] = [
  {
    rule: 'XV-STR-001',
    dimensions: [
      dim(
        'chunk-after-last',
        'a chunk of an artifact after the one marked lastChunk',
        'prop-str-chunked-artifacts',
        (s) => afterLast(s),
        ['str-chunk-after-last-chunk-kept'],
      ),
      dim(
        'interleaved',
        'two artifacts whose chunks interleave',
        'prop-str-chunked-artifacts',
        (s) => interleaved(s),
      ),
      dim(
        'append-to-unseen',
        'a first chunk with append: true (an artifact not seen yet)',
        'prop-str-chunked-artifacts',
        (s) =>
          (asStream(s)?.events ?? []).some((e, i, all) => {
            const u = objectAt(e, 'artifactUpdate');
            const id = objectAt(u, 'artifact')?.['artifactId'];
            return (
              u?.['append'] === true &&
              !all
                .slice(0, i)
                .some(
                  (p) => objectAt(objectAt(p, 'artifactUpdate'), 'artifact')?.['artifactId'] === id,
                )
            );
          }),
      ),
      dim(
        'wire-chunk-after-last',
        'over the wire: a peer streaming a chunk after lastChunk',
        'prop-client-lossless-reassembly',
        (s) =>
          (asDelegate(s)?.fleet ?? []).some(
            (v) =>
              v.persona.behaviour.chunkAfterLast === true &&
              v.persona.capabilities['streaming'] === true,
          ),
      ),
      dim(
        'wire-two-artifacts',
        'over the wire: a peer streaming two artifacts',
        'prop-client-lossless-reassembly',
        (s) => (asDelegate(s)?.fleet ?? []).some((v) => (v.persona.behaviour.artifacts ?? 1) >= 2),
      ),
    ],
  },
];
