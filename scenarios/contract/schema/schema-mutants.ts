import { referenceSteps } from '../../../harness/model/index.ts';
import type { MutantSpec } from '../Mutant.ts';
import {
  readDepthAfterParse,
  readDepthOfObjects,
  readLossyUtf8,
  readSizeInUtf16Units,
  readSniffedEncoding,
  readSurrogatesThrough,
  readTrailingCommas,
} from '../_internals/lenientCardReaders.ts';
import {
  readComments,
  readLenientNumbers,
  readNonFiniteNumbers,
} from '../_internals/lenientGrammarReaders.ts';

/** The schema rules' mutants of one model step or answer each, written against the rule. */
export const SCHEMA_MUTANTS: readonly MutantSpec[] = [
  {
    id: 'description-not-required',
    brokenRule: 'A2A-CARD-001',
    description:
      'admits a card without "description", a member it believes optional (a generator marked it so)',
    step: 'checkRequired',
    replacement: (card) => {
      const failure = referenceSteps.checkRequired(card);
      return failure?.pointer === '/description' ? undefined : failure;
    },
  },
  // The card's bytes below its JSON value, caught by the search of `prop-card-bytes`.
  {
    id: 'lossy-utf8-card',
    brokenRule: 'A2A-CARD-001',
    description:
      'decodes the served bytes with a lossy UTF-8 decoder (invalid sequences, overlong forms and CESU-8 surrogates become U+FFFD) and reads what is left',
    step: 'readCard',
    replacement: readLossyUtf8,
  },
  {
    id: 'sniffs-utf16-card',
    brokenRule: 'A2A-CARD-001',
    description:
      'sniffs UTF-16 and UTF-32 (a BOM or the NUL pattern) and reads the card transcoded, where RFC 8259 §8.1 admits UTF-8 only',
    step: 'readCard',
    replacement: readSniffedEncoding,
  },
  {
    id: 'trailing-comma-card',
    brokenRule: 'A2A-CARD-001',
    description: 'its JSON reader admits a trailing comma before "}" or "]"',
    step: 'readCard',
    replacement: readTrailingCommas,
  },
  {
    id: 'size-in-utf16-units',
    brokenRule: 'A2A-CARD-001',
    description:
      'bounds the card size in UTF-16 units of the decoded text (a string length) instead of bytes as served',
    step: 'readCard',
    replacement: readSizeInUtf16Units,
  },
  {
    id: 'depth-of-objects-only',
    brokenRule: 'A2A-CARD-001',
    description: 'counts nesting depth on objects only, so arrays nest past the limit',
    step: 'readCard',
    replacement: readDepthOfObjects,
  },
  {
    id: 'cesu8-surrogates-card',
    brokenRule: 'A2A-CARD-001',
    description:
      'decodes surrogates encoded on their own (CESU-8, modified UTF-8) to UTF-16 units, so an encoded pair reads as the character it names',
    step: 'readCard',
    replacement: readSurrogatesThrough,
  },
  {
    id: 'comments-card',
    brokenRule: 'A2A-CARD-001',
    description: 'its JSON reader admits // and /* */ comments between tokens (JSONC)',
    step: 'readCard',
    replacement: readComments,
  },
  {
    id: 'non-finite-card',
    brokenRule: 'A2A-CARD-001',
    description:
      "its JSON reader admits NaN, Infinity and -Infinity (Python json's default) and holds them as null",
    step: 'readCard',
    replacement: readNonFiniteNumbers,
  },
  {
    id: 'lenient-numbers-card',
    brokenRule: 'A2A-CARD-001',
    description:
      'reads a number as Number() does: a leading +, leading zeros, .5 and a trailing dot admitted',
    step: 'readCard',
    replacement: readLenientNumbers,
  },
  {
    id: 'depth-after-parse',
    brokenRule: 'A2A-CARD-001',
    description:
      'checks the nesting depth after parsing the whole text, not while reading it, so what is wrong past the limit is reported instead',
    step: 'readCard',
    replacement: readDepthAfterParse,
  },
];
