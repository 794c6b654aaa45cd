/**
 * A small well-formedness check for tests (no XML parser is a dependency): tags nest and close,
 * CDATA sections and comments are skipped as opaque, and elements are counted by name.
 * Throws on the first structural error.
 */
export function xmlElementCounts(xml: string): Map<string, number> {
  const counts = new Map<string, number>();
  const stack: string[] = [];
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    if (lt < 0) break;
    const text = xml.slice(i, lt);
    if (text.includes('>') && stack.length > 0) throw new Error(`stray '>' in text at ${i}`);
    if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt);
      if (end < 0) throw new Error('unterminated CDATA');
      i = end + 3;
      continue;
    }
    if (xml.startsWith('<!--', lt) || xml.startsWith('<?', lt)) {
      const end = xml.indexOf(xml.startsWith('<?', lt) ? '?>' : '-->', lt);
      if (end < 0) throw new Error('unterminated comment or declaration');
      i = end + 2;
      continue;
    }
    const gt = tagEnd(xml, lt);
    const tag = xml.slice(lt + 1, gt);
    if (/[<]/.test(tag)) throw new Error(`'<' inside tag at ${lt}`);
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      if (stack.pop() !== name) throw new Error(`mismatched </${name}>`);
    } else {
      const name = /^[A-Za-z_][\w.-]*/.exec(tag)?.[0];
      if (!name) throw new Error(`bad tag <${tag}>`);
      if (!/^[A-Za-z_][\w.-]*(\s+[\w.:-]+="[^"<]*")*\s*\/?$/.test(tag))
        throw new Error(`bad attributes in <${tag}>`);
      counts.set(name, (counts.get(name) ?? 0) + 1);
      if (!tag.endsWith('/')) stack.push(name);
    }
    i = gt + 1;
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.join('>, <')}>`);
  return counts;
}

/** Index of the `>` closing the tag at `lt`; `>` inside a quoted attribute value is text (XML §2.3). */
function tagEnd(xml: string, lt: number): number {
  let quote: string | null = null;
  for (let j = lt + 1; j < xml.length; j++) {
    const c = xml[j];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return j;
  }
  throw new Error('unterminated tag');
}

/** Value of attribute `name` on the first element `element`. */
export function xmlAttribute(xml: string, element: string, name: string): string | undefined {
  const tag = new RegExp(`<${element}\\b(?:[^>"]|"[^"]*")*>`).exec(xml)?.[0];
  return tag ? new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] : undefined;
}
