import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The newcomer path, on the package as a framework author installs it: a scratch TypeScript
 * project, a verifier adapter with a planted bug (absent streaming, pushNotifications and
 * extendedAgentCard read as false), its failures recorded as the baseline, the bug fixed, the
 * gate run again. Fixing the bug moves five baselined failures to another JSON pointer (changed,
 * not gating) and makes two pass (stale, gating: the baseline only ratchets); the patched
 * baseline the run writes, copied over the old one as it is, makes the gate green.
 *
 * Slow (npm pack builds dist/, npm install unpacks the tarball and its dependencies: about 1-2
 * minutes on 2 cores), so it runs only when asked: CROSSCHECK_TARBALL=<a packed tarball> (what
 * .ci/run packs once) or CROSSCHECK_PACK=1 (packs here).
 */
const tarballGiven = process.env.CROSSCHECK_TARBALL;
const enabled = tarballGiven !== undefined || process.env.CROSSCHECK_PACK === '1';

const ADAPTER = `import { defineAdapter } from 'a2a-crosscheck';

export default defineAdapter({
  hello: () => ({ name: 'scratch-framework', version: '0.0.1', contractVersion: '1.1', roles: ['verifier'] }),
  discover: ({ cardBase64 }) => {
    const card = JSON.parse(Buffer.from(cardBase64, 'base64').toString('utf8'));
    const caps = card.capabilities ?? {};
    return {
      admitted: true,
      signature: Array.isArray(card.signatures) && card.signatures.length > 0 ? 'valid' : 'absent',
      capabilities: {
        streaming: caps.streaming ?? false,
        pushNotifications: caps.pushNotifications ?? false,
        extendedAgentCard: caps.extendedAgentCard ?? false,
        extensions: (caps.extensions ?? []).map((e: { uri: string }) => e.uri),
      },
      mayNegotiateExtensions: true,
    };
  },
  plan: ({ peer }) => ({ decision: 'send', peer, requestExtensions: [] }),
});
`;

let dir = '';
let packDir = '';

/** `npx a2a-crosscheck run …` in the scratch project: its exit code and output. */
function run(...args: string[]): { code: number; out: string } {
  const r = spawnSync(
    'npx',
    [
      'a2a-crosscheck',
      'run',
      '--iut',
      './adapter.ts',
      '--rule',
      'XV-NEG-00*',
      '--runs',
      '20',
      ...args,
    ],
    { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
  );
  return { code: r.status ?? -1, out: `${r.stdout}${r.stderr}` };
}

const json = <T>(path: string): T => JSON.parse(readFileSync(join(dir, path), 'utf8')) as T;

describe.skipIf(!enabled)('the newcomer path, from the packed tarball', () => {
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'xc-newcomer-'));
    let tarball = tarballGiven === undefined ? '' : resolve(tarballGiven);
    if (tarball === '') {
      packDir = mkdtempSync(join(tmpdir(), 'xc-newcomer-pack-'));
      execFileSync('npm', ['pack', '--pack-destination', packDir, '--loglevel=error'], {
        cwd: resolve(import.meta.dirname, '../..'),
        stdio: 'ignore',
      });
      tarball = join(
        packDir,
        readdirSync(packDir).find((f) => f.endsWith('.tgz'))!,
      );
    }
    const npm = (...args: string[]) =>
      execFileSync(
        'npm',
        [...args, '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
        {
          cwd: dir,
          stdio: 'ignore',
        },
      );
    npm('init', '-y');
    npm('pkg', 'set', 'type=module');
    npm('install', '--save-dev', tarball);
    writeFileSync(join(dir, 'adapter.ts'), ADAPTER);
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    if (packDir !== '') rmSync(packDir, { recursive: true, force: true });
  });

  it('records the planted bug, and after the fix ends green with the patched baseline, no hand-editing', () => {
    // The first run records what fails: the planted bug among it.
    const first = run('--write-baseline', 'crosscheck-baseline.json', '--out', 'r1');
    expect(first.code, first.out).toBe(0);

    // The fix: absent capabilities read as undeclared.
    writeFileSync(
      join(dir, 'adapter.ts'),
      ADAPTER.replace(/caps\.(\w+) \?\? false/g, "caps.$1 ?? 'undeclared'"),
    );
    const gated = run('--baseline', 'crosscheck-baseline.json', '--out', 'r2');
    const report = json<{
      gate: { regressions: unknown[]; stale: unknown[]; changed: unknown[] };
    }>('r2/report.json');
    expect(report.gate.regressions, gated.out).toEqual([]);
    // Four cases fail another way after the fix (prop-neg-may-negotiate-extensions draws refused
    // cards, which this adapter admits: it fails there the same way before and after), two pass.
    expect([report.gate.changed.length, report.gate.stale.length]).toEqual([4, 2]);
    expect(gated.code).toBe(1);

    // The baseline the run wrote, copied over as it is.
    copyFileSync(join(dir, 'r2', 'baseline.patched.json'), join(dir, 'crosscheck-baseline.json'));
    const green = run('--baseline', 'crosscheck-baseline.json', '--out', 'r3');
    expect(green.code, green.out).toBe(0);
    expect(green.out.split('\n')[0]).toBe('Result: OK (exit 0)');
  });
});
