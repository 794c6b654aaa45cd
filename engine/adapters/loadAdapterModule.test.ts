import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAdapterModule } from './loadAdapterModule.ts';

const hello = (name: string) =>
  `{ hello: () => ({ name: '${name}', version: '1.0.0', contractVersion: '1.0', roles: ['verifier'] }) }`;

/** One adapter per extension, written as a user would in each kind of package. */
const ADAPTERS: Record<'esm' | 'cjs', Record<string, string>> = {
  esm: {
    'a.ts': `const adapter: { hello(): unknown } = ${hello('ts')};\nexport default adapter;`,
    'a.mts': `export const adapter = ${hello('mts')};`,
    'a.cts': `export = ${hello('cts')};`,
    'a.js': `export default ${hello('js')};`,
    'a.mjs': `export default ${hello('mjs')};`,
    'a.cjs': `module.exports = ${hello('cjs')};`,
  },
  cjs: {
    'a.ts': `export default ${hello('ts')};`,
    'a.mts': `export default ${hello('mts')};`,
    'a.cts': `export const adapter = ${hello('cts')};`,
    'a.js': `exports.adapter = ${hello('js')};`,
    'a.mjs': `export const adapter = ${hello('mjs')};`,
    'a.cjs': `module.exports.default = ${hello('cjs')};`,
  },
};

let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'xc-adapters-'));
  for (const [kind, files] of Object.entries(ADAPTERS)) {
    const dir = join(root, kind);
    await mkdir(dir);
    const type = kind === 'esm' ? { type: 'module' } : {};
    await writeFile(join(dir, 'package.json'), JSON.stringify({ name: kind, ...type }));
    for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  }
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('loadAdapterModule', () => {
  for (const kind of ['esm', 'cjs'] as const) {
    it.each(Object.keys(ADAPTERS[kind]))(`loads %s in a ${kind} package`, async (file) => {
      const adapter = await loadAdapterModule(join(root, kind, file));
      expect((await adapter.hello({ contractVersion: '1.0' })).name).toBe(file.slice(2));
    });
  }

  it.each([
    [
      'a missing file',
      'missing.ts',
      null,
      /: there is no file .*missing\.ts\. Check the path given to --iut/,
    ],
    [
      'a module that throws while imported',
      'throws.ts',
      'throw new Error("no database")',
      /: importing it threw Error: no database\. Fix the module/,
    ],
    [
      'a syntax error, with its position',
      'broken.ts',
      'const x: number = ;',
      /: importing it threw TransformError: Transform failed with 1 error: .*broken\.ts:1:18: ERROR: Unexpected ";"\. /,
    ],
    [
      'a module without an adapter',
      'nothing.mjs',
      'export const helper = 1;',
      /: it exports no adapter \(its exports: helper\)\. Export the adapter object/,
    ],
  ])('refuses %s as a one-line USAGE error', async (_what, file, text, message) => {
    const path = join(root, 'esm', file);
    if (text !== null) await writeFile(path, text);
    const error = await loadAdapterModule(path).then(
      () => undefined,
      (e: unknown) => e as Error & { code?: string },
    );
    expect(error?.code).toBe('USAGE');
    expect(error?.message).toMatch(message);
    expect(error?.message).not.toContain('\n');
  });
});
