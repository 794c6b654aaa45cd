import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from './main.ts';
import type { CommandSpec } from './_internals/CommandSpec.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** Flags the docs name that belong to other programs, with the program. */
const FOREIGN: Record<string, string> = {
  '--import': 'node (node --import tsx)',
  '--save-dev': 'npm install',
  '--no-save': 'npm install',
  '--seeds': 'engine/properties/deepSearch.ts',
  '--project': 'vitest',
  '--only': 'npm run bench',
  '--merge': 'npm run bench',
  '--cold': 'npm run bench',
};
/** Flags of the top level (`a2a-crosscheck --help`, `--version`) and of every command. */
const GLOBAL = new Set(['--help', '--version']);

const specs = new Map(COMMANDS.map((c) => [c.spec.name, c.spec]));
const flagsOf = (spec: CommandSpec) => new Set(spec.flags.map((f) => `--${f.name}`));
const ours = new Set([...GLOBAL, ...COMMANDS.flatMap((c) => [...flagsOf(c.spec)])]);
const COMMAND = new RegExp(`a2a-crosscheck (${[...specs.keys()].join('|')})(?![\\w-])`, 'g');
const FLAG = /(?<![\w-])--[a-z][a-z-]*/g;

interface Line {
  doc: string;
  n: number;
  text: string;
}
const lines: Line[] = DOCS.flatMap((doc) =>
  readFileSync(join(ROOT, doc), 'utf8')
    .split('\n')
    .map((text, i) => ({ doc, n: i + 1, text })),
);
const where = (l: Line) => `${l.doc}:${l.n}`;

/** The default a command's spec shows for a flag (run's first: other commands reuse its flags). */
function specDefault(flag: string): string | undefined {
  const order = [specs.get('run'), ...specs.values()];
  for (const spec of order) {
    const f = spec?.flags.find((x) => `--${x.name}` === flag);
    if (f) return f.default;
  }
  return undefined;
}

/**
 * The README and docs/ name flags and defaults; the CLI defines them (cli/_internals/flags.ts and
 * each command's spec). These must agree: a flag the docs name exists, under the command they
 * name it with; the README's command synopses list exactly each command's flags; and a default
 * the docs state, written "`--flag` (default `X`)", is the CLI's.
 */
describe('the docs agree with the CLI', () => {
  it('name only flags that exist (or that belong to a named other program)', () => {
    const unknown = lines.flatMap((l) =>
      (l.text.match(FLAG) ?? [])
        .filter((f) => !ours.has(f) && !(f in FOREIGN))
        .map((f) => `${where(l)} ${f}`),
    );
    expect(unknown).toEqual([]);
  });

  it('name each flag with a command that has it', () => {
    const wrong: string[] = [];
    for (const l of lines) {
      for (const m of l.text.matchAll(COMMAND)) {
        const spec = specs.get(m[1]!)!;
        // The command's arguments: up to the end of the code span or line.
        const rest = l.text.slice(m.index + m[0].length).split('`')[0]!;
        for (const f of rest.match(FLAG) ?? []) {
          if (!flagsOf(spec).has(f) && !GLOBAL.has(f) && !(f in FOREIGN))
            wrong.push(`${where(l)} ${spec.name} ${f}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("list every flag of every command in the README's synopses, and no other", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const block = /## Commands\n\n```\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const listed = new Map<string, Set<string>>();
    let current: string | undefined;
    for (const line of block.split('\n')) {
      const m = /^a2a-crosscheck (vendors serve|\S+)/.exec(line);
      if (m) current = m[1];
      else if (!/^\s/.test(line)) current = undefined;
      if (current === undefined) continue;
      const set = listed.get(current) ?? new Set<string>();
      for (const f of line.match(FLAG) ?? []) set.add(f);
      listed.set(current, set);
    }
    const expected = new Map(
      [...specs].map(([name, spec]) => [name, [...flagsOf(spec)].sort()] as const),
    );
    expect(new Map([...listed].map(([k, v]) => [k, [...v].sort()] as const))).toEqual(expected);
  });

  it('state defaults as the CLI defines them', () => {
    const stated = lines.flatMap((l) =>
      [...l.text.matchAll(/`(--[a-z-]+)[^`]*` \(default `([^`]*)`/g)].map((m) => ({
        at: where(l),
        flag: m[1]!,
        doc: m[2]!,
      })),
    );
    expect(stated.length).toBeGreaterThan(3);
    const wrong = stated
      .filter((s) => specDefault(s.flag) !== s.doc)
      .map((s) => `${s.at}: ${s.flag} default ${s.doc}, CLI ${specDefault(s.flag) ?? 'none'}`);
    expect(wrong).toEqual([]);
    // A line naming a flag and a default in any other wording cannot be checked: reword it.
    const unchecked = lines.filter(
      (l) =>
        /\bdefault\b/i.test(l.text) &&
        (l.text.match(FLAG) ?? []).length > 0 &&
        !/`--[a-z-]+[^`]*` \(default `/.test(l.text),
    );
    expect(unchecked.map((l) => `${where(l)}: ${l.text.trim()}`)).toEqual([]);
  });
});
