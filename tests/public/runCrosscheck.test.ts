import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { naiveAdapter } from '../../implementations/naive/index.ts';
import { defineAdapter, runCrosscheck } from '../../public/index.ts';

/** naive's own functions under another name, as a framework's adapter object would be. */
const acme = defineAdapter({
  ...naiveAdapter,
  hello: async () => ({ ...(await naiveAdapter.hello({ contractVersion: '1.0' })), name: 'acme' }),
});

describe('runCrosscheck, with the real engine', () => {
  it('judges adapter objects alone, names them by hello, and gates on a baseline', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'xc-api-'));
    try {
      const options = { adapters: [acme], rule: ['XV-NEG-001'], runs: 20 };
      const report = await runCrosscheck(options);
      expect(report.iuts.map((i) => i.id)).toEqual(['acme']);
      expect(report.gate?.exitCode).toBe(1);
      const failing = report.gate?.regressions ?? [];
      expect(failing.length).toBeGreaterThan(0);

      const baseline = join(dir, 'b.json');
      // Each entry expects the outcome the case had (verdict and code), as --write-baseline writes it.
      const entries = failing.map((f) => ({
        rule: f.rule,
        case: f.case,
        iut: f.iut,
        vendor: f.vendor,
        transport: f.transport,
        verdict: f.got.verdict,
        code: f.got.code,
        reason: 'acme defaults absent to false',
      }));
      await writeFile(baseline, JSON.stringify({ schemaVersion: '3.0', entries }));
      const out = join(dir, 'out');
      const gated = await runCrosscheck({ ...options, baseline, write: true, out });
      expect(gated.gate).toMatchObject({ exitCode: 0, regressions: [], stale: [] });
      expect((await readdir(out)).sort()).toEqual([
        'junit.xml',
        'report.html',
        'report.json',
        'report.md',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses bad options before any work', async () => {
    await expect(runCrosscheck({ profile: 'nope' as 'all' })).rejects.toMatchObject({
      code: 'USAGE',
      message: "Failed to resolve options: profile 'nope' is not one of spec, cross-vendor, all.",
    });
  });
});
