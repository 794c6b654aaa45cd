import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../cli/main.ts';
import { testIo } from '../../cli/_fixtures/testIo.ts';
import { defaultEngine } from '../../engine/root/defaultEngine.ts';

/**
 * A mistake in the adapter stops `run` before any case: a misspelled
 * role, a declared role whose call the module does not export, and no role at all each exit 2
 * with one line naming the fix, instead of a report of regressions (or a green run of nothing).
 */
describe('run with a broken adapter', () => {
  const dir = mkdtempSync(join(tmpdir(), 'crosscheck-preflight-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const adapter = (name: string, body: string): string => {
    const path = join(dir, `${name}.mjs`);
    writeFileSync(path, `export default ${body};\n`);
    return path;
  };
  const hello = (roles: string) =>
    `hello: () => ({ name: 'broken', version: '0.0.1', contractVersion: '1.0', roles: ${roles} })`;
  const rows = [
    {
      what: 'a misspelled role',
      path: adapter('misspelled', `{ ${hello("['verifer']")}, discover() {}, plan() {} }`),
      line: /^a2a-crosscheck: Failed to start the adapter .*misspelled\.mjs: .*roles\/0.*\n$/,
    },
    {
      what: 'a declared role whose call is missing',
      path: adapter('missing', `{ ${hello("['verifier']")}, discover() {} }`),
      line: /^a2a-crosscheck: Failed to start the adapter .*missing\.mjs: .*"plan".*\n$/,
    },
    {
      what: 'no role at all',
      path: adapter('none', `{ ${hello('[]')} }`),
      line: /^a2a-crosscheck: Failed to start the adapter .*none\.mjs: .*role.*\n$/,
    },
  ];

  it.each(rows)('$what: exit 2 and one line', async ({ path, line }) => {
    const t = testIo();

    const code = await main(['run', '--iut', path, '--out', join(dir, 'out')], t.io, defaultEngine);

    expect(code).toBe(2);
    expect(t.stderr()).toMatch(line);
    expect(t.stdout()).toBe('');
  });
});
