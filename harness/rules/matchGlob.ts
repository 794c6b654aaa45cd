/**
 * Whether `text` matches `glob`, where `*` matches any run of characters (none included) and
 * every other character only itself, case-sensitively. Linear in the text for each literal
 * segment, whatever the number of stars (issue 38: a regular expression built from
 * `XV-*-*-*…` backtracked exponentially, 31.7 s at 16 stars). A star-only glob needs no
 * backtracking: its first segment is a prefix, its last a suffix, and each one between may
 * take its leftmost place after the previous one (a later place never leaves more room).
 */
export function matchGlob(glob: string, text: string): boolean {
  const segments = glob.split('*');
  if (segments.length === 1) return glob === text;
  const first = segments[0]!;
  const last = segments.at(-1)!;
  if (first.length + last.length > text.length) return false;
  if (!text.startsWith(first) || !text.endsWith(last)) return false;
  let at = first.length;
  const end = text.length - last.length;
  for (const segment of segments.slice(1, -1)) {
    if (segment === '') continue;
    const found = text.indexOf(segment, at);
    if (found === -1 || found + segment.length > end) return false;
    at = found + segment.length;
  }
  return true;
}
