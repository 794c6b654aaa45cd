import type { ConformanceCase } from '../../core/ConformanceCase.ts';
import { clientCase } from '../../wire/clientCase.ts';
import { streamedChunks } from '../../wire/transcriptQueries.ts';
import { JSON_PART, params } from '../../wire/wireParams.ts';

/** Seed 002's append chunks over the wire (S3): written by hand. Each judge reads the vendors' transcripts (DESIGN §4). */
export const STREAM_WIRE_CASES: readonly ConformanceCase[] = [
  clientCase({
    id: 's3-streaming-caller-reassembles-losslessly',
    rule: 'XV-STR-001',
    vendor: 'vendor-b',
    about: "S3: a streaming caller must reassemble every append chunk of B's artifact",
    expected: "every append chunk B streamed appears, in order, in the caller's artifact",
    watch: ['vendor-b'],
    delegate: (ctx, wire) =>
      params(ctx, wire, 'vendor-b', { skillId: 'invoice.validate', parts: [JSON_PART] }),
    judge: ({ result, transcripts }) => {
      const streamed = streamedChunks(transcripts['vendor-b']!);
      const got = new Map(
        (result.artifacts ?? []).map((a) => [
          a.artifactId,
          a.parts.map((p) => (typeof p['text'] === 'string' ? p['text'] : '')),
        ]),
      );
      const lost = [...streamed].filter(
        ([id, chunks]) => (got.get(id) ?? []).join('') !== chunks.join(''),
      );
      if (streamed.size === 0)
        return {
          pass: false,
          summary: `B streamed no artifact chunks; the caller saw "${result.outcome}"`,
        };
      return lost.length === 0
        ? {
            pass: true,
            summary: `all ${[...streamed.values()].flat().length} chunk(s) reassembled`,
          }
        : {
            pass: false,
            summary: lost
              .map(
                ([id, chunks]) =>
                  `artifact ${id}: streamed ${chunks.length} chunk(s), kept ${(got.get(id) ?? []).length}`,
              )
              .join('; '),
          };
    },
  }),
];
