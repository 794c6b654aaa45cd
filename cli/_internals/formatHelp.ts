import type { CommandSpec } from './CommandSpec.ts';

const LINE = 100;

/** Splits text into lines of at most `max` characters at spaces (a longer word stays whole). */
function wrap(text: string, max: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > max) {
      out.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  out.push(line);
  return out;
}

/** `--help` text of a command: usage, summary, every flag with its default, exit codes. */
export function formatHelp(spec: CommandSpec): string {
  const rows = spec.flags.map((f) => {
    const left = `--${f.name}${f.type === 'string' ? ` ${f.value ?? '<value>'}` : ''}`;
    const notes = [
      f.multiple ? 'repeatable' : '',
      f.default !== undefined ? `default: ${f.default}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    return [left, `${f.description}${notes ? ` (${notes})` : ''}`] as const;
  });
  rows.push(['-h, --help', 'show this help']);
  const width = Math.max(...rows.map(([l]) => l.length)) + 2;
  const lines = [`Usage: a2a-crosscheck ${spec.name} ${spec.synopsis}`, '', spec.summary, ''];
  if (spec.positionals && spec.positionals.max > 0) {
    lines.push(
      'Arguments:',
      `  ${spec.positionals.name.padEnd(width)}${spec.positionals.description}`,
      '',
    );
  }
  lines.push(
    'Options:',
    ...rows.map(
      ([l, r]) =>
        `  ${l.padEnd(width)}${wrap(r, LINE - 2 - width).join(`\n${' '.repeat(width + 2)}`)}`,
    ),
    '',
  );
  lines.push('Exit codes:', ...spec.exitCodes.map((e) => `  ${e.code}  ${e.meaning}`), '');
  if (spec.examples && spec.examples.length > 0) {
    lines.push('Examples:', ...spec.examples.map((e) => `  ${e}`), '');
  }
  return lines.join('\n');
}
