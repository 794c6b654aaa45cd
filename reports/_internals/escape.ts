import { neutralizeControls } from '../../harness/text/index.ts';

const HTML: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes text for HTML and SVG content and attribute values. Everything a report shows comes
 * from IUTs and peers (cards are hostile input), so every string goes through here; control and
 * bidi characters become visible escapes first (`neutralizeControls`, keeping tab and newline
 * for `<pre>` blocks).
 */
export function escapeHtml(text: string): string {
  return neutralizeControls(text, 'block').replace(/[&<>"']/g, (c) => HTML[c] ?? c);
}

/** Characters XML 1.0 forbids (§2.2), replaced so a hostile card cannot break junit.xml. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here.
const NOT_XML_CHAR = /[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function xmlSafe(text: string): string {
  return neutralizeControls(text, 'block').replace(NOT_XML_CHAR, '\uFFFD');
}

/**
 * What GitHub turns into a link or a notification in a job summary or a comment when it appears
 * in plain text: extended autolinks (`http://`, `https://`, `ftp://` URLs, `www.` hosts, e-mail
 * addresses; GFM spec §6.9) and @mentions of users and teams. Agent-supplied text full of URLs
 * would otherwise put clickable links to wherever a peer chose into the summary, and a peer's
 * `@someone` would notify that person.
 */
const LINKLIKE =
  /(?:https?|ftp):\/\/[^\s`|<>]+|www\.[^\s`|<>]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|@[A-Za-z0-9][\w-]*(?:\/[\w.-]+)?/g;

function escapeInline(one: string): string {
  return one.replace(/[\\`*_[\]|<>&#~]/g, (c) =>
    c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : `\\${c}`,
  );
}

/**
 * Text for a Markdown table cell: one line, no table or inline syntax, no raw HTML, and no link
 * or mention GitHub would make of it: each URL, host, address or @name is shown as inline code,
 * which GitHub neither links nor notifies from.
 */
export function mdText(text: string, max = 160): string {
  const one = truncate(neutralizeControls(text.replace(/\s+/g, ' ').trim()), max);
  let out = '';
  let at = 0;
  for (const m of one.matchAll(LINKLIKE)) {
    // Trailing punctuation ends a sentence, not the link (GFM trims it the same way).
    const token = m[0].replace(/[.,;:!?)'"]+$/, '');
    if (token === '' || token === '@') continue;
    out += escapeInline(one.slice(at, m.index)) + mdCode(token, max);
    at = m.index + token.length;
  }
  return out + escapeInline(one.slice(at));
}

/** An inline code span that survives backticks and pipes inside a Markdown table. */
export function mdCode(text: string, max = 300): string {
  const one = truncate(neutralizeControls(text.replace(/\s+/g, ' ').trim()), max).replace(
    /\|/g,
    '\\|',
  );
  const longest = Math.max(0, ...(one.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = one.startsWith('`') || one.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${one}${pad}${fence}`;
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** JSON text of a value for display; never throws (cycles and BigInt become a note). */
export function showJson(value: unknown, max = 20_000): string {
  let text: string;
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? String(value));
  } catch {
    text = '(value cannot be shown as JSON)';
  }
  return truncate(text, max);
}
