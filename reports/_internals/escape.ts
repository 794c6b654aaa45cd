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

/** Text for a Markdown table cell: one line, no table or inline syntax, no raw HTML. */
export function mdText(text: string, max = 160): string {
  const one = truncate(neutralizeControls(text.replace(/\s+/g, ' ').trim()), max);
  return one.replace(/[\\`*_[\]|<>&#~]/g, (c) =>
    c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : `\\${c}`,
  );
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
