import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findCircles, findFloorBreaches, readFloors, readImportGraph } from './checkImportGraph.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('the import structure', () => {
  const floors = readFloors(ROOT);
  const graph = readImportGraph(ROOT, Object.keys(floors));

  it('has no import circle, type-only imports and tests included', () => {
    expect(findCircles(graph)).toEqual([]);
  });

  it('has no import up a floor, and the library entry never reaches cli/', () => {
    expect(findFloorBreaches(graph, floors)).toEqual([]);
    expect(floors['public']).not.toContain('cli');
    expect(floors['scenarios']).toEqual(['harness', 'vendors']);
  });
});

describe('the checker', () => {
  const dir = mkdtempSync(join(tmpdir(), 'import-graph-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const put = (path: string, text: string): void => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  put('harness/a.ts', "import type { B } from './b.ts';\nexport type A = B;\n");
  put('harness/b.ts', "import type { A } from './a.ts';\nexport type B = A | 1;\n");
  put('harness/c.ts', "import { x } from '../engine/x.ts';\nexport const c = x;\n");
  put('engine/x.ts', "import { c0 } from './y.ts';\nexport const x = c0;\n");
  put('engine/y.ts', 'export const c0 = 0;\n');

  it('finds a circle of type-only imports', () => {
    const graph = readImportGraph(dir, ['harness', 'engine']);

    expect(findCircles(graph)).toEqual([['harness/a.ts', 'harness/b.ts']]);
  });

  it('finds an arrow back up a floor', () => {
    const graph = readImportGraph(dir, ['harness', 'engine']);

    expect(findFloorBreaches(graph, { harness: [], engine: ['harness'] })).toEqual([
      'harness/c.ts -> engine/x.ts',
    ]);
  });
});
