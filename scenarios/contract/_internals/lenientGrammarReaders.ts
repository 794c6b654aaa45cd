import type { ParsedCard } from '../../../harness/card/AgentCard.ts';
import { parseServedCard } from '../../../harness/model/index.ts';

/** What a card reader answers: the card, or why it could not be read. */
type Read = { card: ParsedCard } | { error: unknown };

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Reads the served card after `rewrite` has rewritten each stretch of its text outside strings,
 * as a reader whose tokenizer admits more than RFC 8259's grammar would: the bytes it then reads
 * strictly are what that tokenizer made of them. Bytes that are not UTF-8 are read as served
 * (the grammar is not where such a reader differs).
 */
function readRewritten(cardBase64: string, rewrite: (outside: string) => string): Read {
  let text: string;
  try {
    text = fatalUtf8.decode(Buffer.from(cardBase64, 'base64'));
  } catch {
    return parseServedCard(cardBase64);
  }
  return parseServedCard(
    Buffer.from(rewriteOutsideStrings(text, rewrite), 'utf8').toString('base64'),
  );
}

/**
 * `text` with each stretch outside its strings rewritten by `rewrite`, as a tokenizer that admits
 * more than RFC 8259's grammar would make of it: what such a reader then reads strictly.
 */
export function rewriteOutsideStrings(text: string, rewrite: (outside: string) => string): string {
  let out = '';
  let outside = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '"') {
      outside += text[i];
      continue;
    }
    const start = i;
    for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    out += rewrite(outside) + text.slice(start, i + 1);
    outside = '';
  }
  return out + rewrite(outside);
}

/** JavaScript comments between tokens (`// …` to the end of the line, `/* … *\/`), each as a space. */
export const stripComments = (outside: string): string =>
  outside.replace(/\/\/[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\//g, ' ');

/** The bare literals `NaN`, `Infinity` and `-Infinity`, each as `null`. */
export const nullNonFinite = (outside: string): string =>
  outside.replace(/-?Infinity|NaN/g, 'null');

/**
 * Admits JavaScript comments between tokens (`// …` to the end of the line, `/* … *\/`), as
 * JSON5 and JSONC readers do, each read as whitespace. A comment that holds a `"` is cut at it
 * (the scan sees a string there), as a tokenizer that strips comments token by token would.
 */
export function readComments(cardBase64: string): Read {
  return readRewritten(cardBase64, stripComments);
}

/**
 * Admits the bare literals `NaN`, `Infinity` and `-Infinity` as numbers, as Python's `json`
 * module does by default, and holds each as `null`, as `JSON.stringify` writes a non-finite
 * number when the card is passed on.
 */
export function readNonFiniteNumbers(cardBase64: string): Read {
  return readRewritten(cardBase64, nullNonFinite);
}

/**
 * Reads a number the way `Number()` does rather than as RFC 8259 §6 spells one: a leading `+`,
 * leading zeros, a bare fraction (`.5`) and a trailing dot (`1.`) are the number they look
 * like. A run `Number()` cannot read (`1e`, `-`) is left for the strict parser to refuse.
 */
export function readLenientNumbers(cardBase64: string): Read {
  return readRewritten(cardBase64, (outside) =>
    outside.replace(/[-+.0-9][-+.0-9eE]*/g, (run) => {
      const value = Number(run);
      return Number.isFinite(value) ? JSON.stringify(value) : run;
    }),
  );
}
