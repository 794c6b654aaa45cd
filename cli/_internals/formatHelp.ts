import type { CommandSpec } from './CommandSpec.ts';

/** `--help` text of a command: usage, summary, every flag with its default, exit codes. */
export function formatHelp(spec: CommandSpec): string {
  const rows = spec.flags.map((f) => {
    const left = `--${f.name}${f.type === 'string' ? ` ${f.value ?? '<value>'}` : ''}`;
    const notes = [f.multiple ? 'repeatable' : '', f.default !== undefined ? `default: ${f.default}` : '']
      .filter(Boolean)
      .join('; ');
    return [left, `${f.description}${notes ? ` (${notes})` : ''}`] as const;
  });
  rows.push(['-h, --help', 'show this help']);
  const width = Math.max(...rows.map(([l]) => l.length)) + 2;
  const lines = [`Usage: a2a-crosscheck ${spec.name} ${spec.synopsis}`, '', spec.summary, ''];
  if (spec.positionals && spec.positionals.max > 0) {
    lines.push('Arguments:', `  ${spec.positionals.name.padEnd(width)}${spec.positionals.description}`, '');
  }
  lines.push('Options:', ...rows.map(([l, r]) => `  ${l.padEnd(width)}${r}`), '');
  lines.push('Exit codes:', ...spec.exitCodes.map((e) => `  ${e.code}  ${e.meaning}`), '');
  if (spec.examples && spec.examples.length > 0) {
    lines.push('Examples:', ...spec.examples.map((e) => `  ${e}`), '');
  }
  return lines.join('\n');
}
