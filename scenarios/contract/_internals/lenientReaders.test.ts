import { describe, expect, it } from 'vitest';
import { isCrosscheckError } from '../../../harness/errors/CrosscheckError.ts';
import { parseServedCard } from '../../../harness/model/index.ts';
import { applyByteEdit, byteEditsInTurn } from '../../../harness/mutation/index.ts';
import {
  readDepthAfterParse,
  readDepthOfObjects,
  readLossyUtf8,
  readSizeInUtf16Units,
  readSniffedEncoding,
  readSurrogatesThrough,
  readTrailingCommas,
} from './lenientCardReaders.ts';
import { readComments, readLenientNumbers, readNonFiniteNumbers } from './lenientGrammarReaders.ts';

const CARD = JSON.stringify({
  name: 'A/b',
  description: 'x\u00e9y',
  version: '1.0',
  skills: [{ id: 's', tags: [], n: 1 }],
});

type Reader = (cardBase64: string) => ReturnType<typeof parseServedCard>;

/** What a reader makes of the bytes: admitted, or the code it refuses them with. */
function read(reader: Reader, bytes: Uint8Array): string {
  const out = reader(Buffer.from(bytes).toString('base64'));
  if ('card' in out) return 'read';
  return isCrosscheckError(out.error) ? out.error.code : String(out.error);
}

/**
 * Each lenient reader (a mutant's bug) disagrees with the strict one on at least one edit of
 * the byte stage's first round, where every class of byte edit is made once: the search meets
 * each bug within the first edits it makes, whatever the budget beyond that.
 */
describe('the byte stage reaches every lenient reader in its first round', () => {
  // The first round: one edit of each of the 17 classes (applyByteEdit.test.ts counts them).
  const firstRound = byteEditsInTurn(17);
  const readers: [string, Reader][] = [
    ['lossy UTF-8', readLossyUtf8],
    ['UTF-16/32 sniffed', readSniffedEncoding],
    ['trailing commas', readTrailingCommas],
    ['size in UTF-16 units', readSizeInUtf16Units],
    ['depth of objects only', readDepthOfObjects],
    ['CESU-8 surrogates through', readSurrogatesThrough],
    ['comments', readComments],
    ['NaN and Infinity', readNonFiniteNumbers],
    ['lenient numbers', readLenientNumbers],
    ['depth after the parse', readDepthAfterParse],
  ];
  it.each(readers)('%s', (_, reader) => {
    const differing = firstRound.filter((edit) => {
      const bytes = applyByteEdit(CARD, edit);
      return read(reader, bytes) !== read(parseServedCard, bytes);
    });
    expect(differing.map((e) => e.kind)).not.toEqual([]);
  });

  it('agrees with the strict reader on the card as written', () => {
    const bytes = new TextEncoder().encode(CARD);
    for (const [, reader] of readers) expect(read(reader, bytes)).toBe('read');
  });
});
