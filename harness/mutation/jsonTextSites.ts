/**
 * Where a byte-level edit can go in a JSON text, found by one scan that knows only strings and
 * structure: the spans of its strings, the places just inside each object, the closing brackets
 * of non-empty containers, and every gap between two tokens. Meant for the compact text
 * `JSON.stringify` writes; on other text it still finds the same kinds of place.
 */
export interface JsonTextSites {
  /** `[start, end)` of each string token, quotes included, in text order. */
  strings: [number, number][];
  /** The offset just after each `{`. */
  objectStarts: number[];
  /** The offset of each `}` or `]` that closes a container holding something. */
  nonEmptyCloses: number[];
  /** Every offset between two tokens, outside strings (after `{ [ , :` and before `} ] , :`). */
  gaps: number[];
}

const OPENERS = new Set(['{', '[', ',', ':']);
const CLOSERS = new Set(['}', ']', ',', ':']);

/** Scans `text` once; see {@link JsonTextSites}. */
export function jsonTextSites(text: string): JsonTextSites {
  const sites: JsonTextSites = { strings: [], objectStarts: [], nonEmptyCloses: [], gaps: [] };
  let last = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '"') {
      const start = i;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      sites.strings.push([start, i + 1]);
      last = '"';
      continue;
    }
    if (CLOSERS.has(c)) sites.gaps.push(i);
    if ((c === '}' || c === ']') && last !== '{' && last !== '[') sites.nonEmptyCloses.push(i);
    if (OPENERS.has(c)) sites.gaps.push(i + 1);
    if (c === '{') sites.objectStarts.push(i + 1);
    if (c.trim() !== '') last = c;
  }
  return sites;
}

/** The `at`-th element of a list, counted round it; undefined for an empty list. */
export function pickSite<T>(list: readonly T[], at: number): T | undefined {
  return list.length === 0 ? undefined : list[at % list.length];
}
