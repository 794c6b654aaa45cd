/**
 * Characters a peer could use to act on a terminal or to disguise text (DESIGN §7): the C0
 * controls (ESC among them) and DEL, the C1 controls (U+0080–U+009F; U+009B alone is a CSI on
 * many terminals), and the Unicode bidirectional formatting characters (embeddings, overrides,
 * isolates, marks; Unicode TR #9 §2), which reorder what a reader sees ("Trojan Source",
 * CVE-2021-42574).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const UNSAFE_BUT_LAYOUT =
  // eslint-disable-next-line no-control-regex -- the same set without tab and line feed.
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * How much layout survives: `'line'` (terminal lines, table cells) keeps none; `'block'` keeps
 * tab and line feed; `'json'` is for JSON text (`JSON.stringify` output) and writes the escape
 * as a JSON `\uXXXX` escape, so the text stays valid JSON meaning the same value (C0 controls
 * inside strings are already escaped by `JSON.stringify`; C1 and bidi characters are not).
 */
export type ControlPolicy = 'line' | 'block' | 'json';

/**
 * Replaces every control and bidi formatting character of `text` with a visible, inert escape
 * (`\x1b`, `\x9b`, `\u202e`), so that text a peer or an IUT chose can be printed on a terminal
 * or put in a report without moving the cursor, erasing lines, ringing the bell or reordering
 * what follows. `'line'` also escapes line feeds and tabs, so one peer string stays on one line
 * and cannot forge a line of the harness's own output.
 *
 * The one helper for everything printed (CLI summary, progress line) and every report renderer.
 */
export function neutralizeControls(text: string, policy: ControlPolicy = 'line'): string {
  if (policy === 'json') return text.replace(UNSAFE_BUT_LAYOUT, jsonEscape);
  return text.replace(policy === 'line' ? UNSAFE : UNSAFE_BUT_LAYOUT, escapeOne);
}

function jsonEscape(c: string): string {
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

function escapeOne(c: string): string {
  const code = c.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}
