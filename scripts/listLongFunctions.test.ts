import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findLongFunctions, listLongFunctions } from './listLongFunctions.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const listed = (
  JSON.parse(readFileSync(join(ROOT, 'scripts/longFunctions.json'), 'utf8')) as {
    functions: { path: string; name: string; reason: string }[];
  }
).functions;
const key = (f: { path: string; name: string }) => `${f.path} ${f.name}`;

describe('functions over 80 lines', () => {
  const long = listLongFunctions(ROOT);

  it('are each split or listed with the reason they are not', () => {
    const known = new Set(listed.map(key));
    expect(
      long.filter((f) => !known.has(key(f))).map((f) => `${key(f)} (${f.lines} lines)`),
    ).toEqual([]);
    expect(listed.filter((f) => f.reason.trim().length < 20).map(key)).toEqual([]);
  });

  it('has no entry for a function that is gone or short now', () => {
    const found = new Set(long.map(key));
    expect(listed.filter((f) => !found.has(key(f))).map(key)).toEqual([]);
  });
});

describe('the measure', () => {
  const body = (n: number) =>
    Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');

  it('finds a long function, arrow or method by name, nested ones under their outer', () => {
    const text = [
      `export function big() {\n${body(80)}\n}`,
      `const arrow = () => {\n${body(79)}\n};`,
      `const check = { run() {\n${body(90)}\n} };`,
      `function fits() {\n${body(78)}\n}`,
    ].join('\n');
    expect(findLongFunctions('x.ts', text)).toEqual([
      { path: 'x.ts', name: 'big', lines: 82 },
      { path: 'x.ts', name: 'arrow', lines: 81 },
      { path: 'x.ts', name: 'check.run', lines: 92 },
    ]);
  });
});
