import type { JsonValue } from '../../../harness/json/JsonValue.ts';
import { referenceSteps } from '../../../harness/model/index.ts';
import { nullNonFinite, rewriteOutsideStrings, stripComments } from './lenientGrammarReaders.ts';

/** What an answer reader answers: the value, or why it could not be read. */
type Read = { value: JsonValue } | { error: unknown };

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Reads an answer (a body's bytes or an event's data) after `rewrite` has rewritten each stretch
 * of its text outside strings, as a client whose JSON reader admits more than RFC 8259's
 * grammar; bytes that are not UTF-8 are read as served (the grammar is not where it differs).
 */
function readRewritten(input: Uint8Array | string, rewrite: (outside: string) => string): Read {
  let text: string;
  try {
    text = typeof input === 'string' ? input : fatalUtf8.decode(input);
  } catch {
    return referenceSteps.readAnswer(input);
  }
  return referenceSteps.readAnswer(rewriteOutsideStrings(text, rewrite));
}

/** Admits comments between tokens (`//`, `/* *\/`), as JSONC and JSON5 readers do. */
export const readAnswerComments = (input: Uint8Array | string): Read =>
  readRewritten(input, stripComments);

/** Admits a comma that only whitespace separates from a closing `}` or `]`. */
export const readAnswerTrailingCommas = (input: Uint8Array | string): Read =>
  readRewritten(input, (outside) => outside.replace(/,([ \t\r\n]*[}\]])/g, '$1'));

/** Admits `NaN`, `Infinity` and `-Infinity` (Python's `json` by default), each read as `null`. */
export const readAnswerNonFinite = (input: Uint8Array | string): Read =>
  readRewritten(input, nullNonFinite);
