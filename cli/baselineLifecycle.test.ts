import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BaselineFile, CrosscheckReport } from '../reports/index.ts';
import { xmlAttribute } from '../reports/_fixtures/xmlSanity.ts';
import { defaultEngine } from '../engine/root/defaultEngine.ts';
import { main } from './main.ts';
import { testIo } from './_fixtures/testIo.ts';

/** A plain verifier adapter (reads capabilities with defaults, plans a plain send), named in hello, in a module. */
const ADAPTER = (name: string) => `
export default {
  hello: () => ({ name: '${name}', version: '1.0.0', contractVersion: '1.0', roles: ['verifier'] }),
  discover: ({ cardBase64 }: { cardBase64: string }) => {
    const card = JSON.parse(Buffer.from(cardBase64, 'base64').toString('utf8'));
    const caps = card.capabilities ?? {};
    return {
      admitted: true,
      signature: card.signatures?.length ? 'valid' : 'absent',
      capabilities: {
        streaming: caps.streaming ?? false,
        pushNotifications: caps.pushNotifications ?? false,
        extendedAgentCard: caps.extendedAgentCard ?? false,
        extensions: (caps.extensions ?? []).map((e: { uri: string }) => e.uri),
      },
      mayNegotiateExtensions: true,
    };
  },
  // The verifier role is discover and plan (docs/adapter-protocol.md §2); the pre-flight refuses
  // a verifier without plan. The XV-NEG rules run here never reach it.
  plan: ({ peer }: { peer: string }) => ({ decision: 'send', peer, requestExtensions: [] }),
};
`;

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'xc-lifecycle-'));
  await mkdir(join(dir, 'laptop'));
  await mkdir(join(dir, 'ci'));
  await writeFile(join(dir, 'laptop', 'adapter.ts'), ADAPTER('acme-a2a'));
  // The same adapter at another path, as CI would check it out.
  await copyFile(join(dir, 'laptop', 'adapter.ts'), join(dir, 'ci', 'adapter.ts'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const t = testIo();
  const code = await main(
    ['run', '--rule', 'XV-NEG-00*', '--runs', '20', '--workers', '1', ...args],
    t.io,
    defaultEngine,
  );
  return { code, stdout: t.stdout(), stderr: t.stderr() };
}

const read = async <T>(path: string): Promise<T> => JSON.parse(await readFile(path, 'utf8')) as T;

describe('the baseline lifecycle, with the real engine', () => {
  it('writes a baseline from a run, and the next run against it is green in every report', async () => {
    const baseline = join(dir, 'b.json');
    const first = await run(
      '--iut',
      join(dir, 'laptop', 'adapter.ts'),
      '--write-baseline',
      baseline,
      '--out',
      join(dir, 'r1'),
    );
    const written = await read<BaselineFile>(baseline);
    expect(written.entries.length).toBeGreaterThan(3);
    // Named by hello, never by the path; each reason waits to be filled in.
    expect(new Set(written.entries.map((e) => e.iut))).toEqual(new Set(['acme-a2a']));
    expect(
      written.entries.every((e) =>
        e.reason.startsWith('TODO: why is this failure expected? (found: '),
      ),
    ).toBe(true);
    expect(first.stdout).toContain(
      `Wrote the baseline ${baseline}: ${written.entries.length} expected failing case(s), ${written.entries.length} with a TODO reason to fill in.`,
    );
    expect(first.code).toBe(0);

    // Elsewhere (CI's checkout): the same adapter at another path, gated on the baseline.
    const out = join(dir, 'r2');
    const second = await run(
      '--iut',
      join(dir, 'ci', 'adapter.ts'),
      '--baseline',
      baseline,
      '--out',
      out,
    );
    expect(second.code).toBe(0);
    const report = await read<CrosscheckReport>(join(out, 'report.json'));
    expect(report.gate).toMatchObject({ exitCode: 0, regressions: [], stale: [] });
    expect(report.gate?.baselined).toHaveLength(written.entries.length);
    expect(report.iuts).toEqual([
      expect.objectContaining({ id: 'acme-a2a', source: join(dir, 'ci', 'adapter.ts') }),
    ]);
    const junit = await readFile(join(out, 'junit.xml'), 'utf8');
    expect(xmlAttribute(junit, 'testsuites', 'failures')).toBe('0');
    expect(xmlAttribute(junit, 'testsuites', 'errors')).toBe('0');
    expect(junit).toContain(
      '<skipped message="expected failure (baseline): TODO: why is this failure expected?',
    );
    const md = await readFile(join(out, 'report.md'), 'utf8');
    expect(md.split('\n')[0]).toBe('## a2a-crosscheck: ✓ gate passed (exit 0)');
    expect(await readFile(join(out, 'report.html'), 'utf8')).toContain(
      '<p class="gate v-pass">✓ Gate passed (exit 0)',
    );
  });

  it('keeps the reasons already given when it rewrites the baseline', async () => {
    const baseline = join(dir, 'b.json');
    const before = await read<BaselineFile>(baseline);
    before.entries[0]!.reason = 'acme reads absent capabilities as false: ticket ACME-12';
    await writeFile(baseline, JSON.stringify(before));
    const rewritten = join(dir, 'b2.json');
    const r = await run(
      '--iut',
      join(dir, 'ci', 'adapter.ts'),
      '--baseline',
      baseline,
      '--write-baseline',
      rewritten,
      '--out',
      join(dir, 'r3'),
    );
    expect(r.code).toBe(0);
    const after = await read<BaselineFile>(rewritten);
    const key = (e: { rule: string; case: string; vendor: string | null }) =>
      `${e.rule}|${e.case}|${e.vendor ?? '-'}`;
    // The same failing cases, with the reason given by hand kept.
    expect(after.entries.map(key).sort()).toEqual(before.entries.map(key).sort());
    expect(after.entries.find((e) => e.reason.startsWith('acme reads'))).toMatchObject({
      case: before.entries[0]!.case,
    });
    // Every reason still TODO is counted, the kept ones too: each still waits to be written.
    expect(r.stdout).toContain(
      `${after.entries.length} expected failing case(s), ${after.entries.length - 1} with a TODO reason to fill in. Commit it`,
    );
  });

  it('agrees with a red gate: exit 1, gate.exitCode 1, JUnit failures', async () => {
    const out = join(dir, 'r4');
    const r = await run('--iut', join(dir, 'ci', 'adapter.ts'), '--out', out);
    expect(r.code).toBe(1);
    const report = await read<CrosscheckReport>(join(out, 'report.json'));
    expect(report.gate?.exitCode).toBe(1);
    expect(report.gate?.regressions.length).toBeGreaterThan(3);
    expect(
      Number(
        xmlAttribute(await readFile(join(out, 'junit.xml'), 'utf8'), 'testsuites', 'failures'),
      ),
    ).toBeGreaterThan(0);
  });

  it('after a fix: the cases that now fail elsewhere are changed, not regressions; the patched baseline passes', async () => {
    // The plain adapter reads an absent streaming, pushNotifications or extendedAgentCard as false
    // (and absent extensions as []). Fixing the three booleans moves several of its baselined
    // failures from /capabilities/streaming to /capabilities/extensions and makes two pass.
    // prop-neg-may-negotiate-extensions is not among them: its generator draws refused cards,
    // which this adapter admits, so it fails there the same way before the fix and after.
    const fixed = join(dir, 'fixed', 'adapter.ts');
    await mkdir(join(dir, 'fixed'));
    await writeFile(
      fixed,
      ADAPTER('acme-a2a').replace(
        /caps\.(streaming|pushNotifications|extendedAgentCard) \?\? false/g,
        "caps.$1 ?? 'undeclared'",
      ),
    );
    const baseline = join(dir, 'before-fix.json');
    await run(
      '--iut',
      join(dir, 'laptop', 'adapter.ts'),
      '--write-baseline',
      baseline,
      '--out',
      join(dir, 'f1'),
    );

    const out = join(dir, 'f2');
    const gated = await run('--iut', fixed, '--baseline', baseline, '--out', out);
    const report = await read<CrosscheckReport>(join(out, 'report.json'));
    expect(report.gate?.regressions).toEqual([]);
    expect(report.gate?.stale.map((s) => s.now)).toEqual(['pass', 'pass']);
    expect(
      report.gate?.changed?.map((c) => `${c.case}: ${c.expected.code} -> ${c.got.code}`),
    ).toEqual([
      'prop-neg-tri-state-capabilities: /capabilities/streaming -> /capabilities/extensions',
      'neg-minimal-card-both-undeclared: /capabilities/streaming -> /capabilities/extensions',
      'prop-neg-minimal-card-undeclared: /capabilities/streaming -> /capabilities/extensions',
      'vendor-minimal-admitted-undeclared: /capabilities/streaming -> /capabilities/extensions',
    ]);
    // Stale entries still fail the run (the baseline only ratchets), and the run says where the
    // baseline without them is.
    expect(gated.code).toBe(1);
    expect(gated.stdout).toContain('Result: FAILED (exit 1): 2 stale baseline entries');
    expect(gated.stdout).toContain(
      'still failing, at another place: the baseline expects fail at /capabilities/streaming; got fail at /capabilities/extensions (not gating; --strict gates it)',
    );

    // The patched baseline, applied as written, passes.
    const patched = join(out, 'baseline.patched.json');
    const again = await run('--iut', fixed, '--baseline', patched, '--out', join(dir, 'f3'));
    expect(again.code).toBe(0);
    const moved = (await read<BaselineFile>(patched)).entries.filter((e) =>
      e.reason.startsWith(
        'TODO (was fail at /capabilities/streaming, now fail at /capabilities/extensions: check that this reason still holds): ',
      ),
    );
    expect(moved).toHaveLength(4);

    // Rewriting the baseline in place flags the reasons whose case changed, and says so.
    const rewritten = join(dir, 'rewritten.json');
    await copyFile(baseline, rewritten);
    const rewrite = await run(
      '--iut',
      fixed,
      '--baseline',
      rewritten,
      '--write-baseline',
      rewritten,
      '--out',
      join(dir, 'f4'),
    );
    expect(rewrite.code).toBe(0);
    expect(
      (await read<BaselineFile>(rewritten)).entries.filter((e) =>
        e.reason.startsWith('TODO (was '),
      ),
    ).toHaveLength(4);
    expect(rewrite.stdout).toContain(
      '4 whose case now fails another way (their reason starts "TODO (was …)": check it still holds, then delete the marker)',
    );
  });

  it('records what an adapter is built on: its hello (contract 1.2) and --built-on, together', async () => {
    const adapter = join(dir, 'built-on', 'adapter.ts');
    await mkdir(join(dir, 'built-on'));
    await writeFile(
      adapter,
      ADAPTER('acme-on-sdk').replace(
        "roles: ['verifier'] }",
        "roles: ['verifier'], builtOn: [{ name: '@a2a-js/sdk', version: '1.3.0' }] }",
      ),
    );
    const out = join(dir, 'b1');
    await run('--iut', adapter, '--built-on', 'jose@6.2.18', '--out', out);
    const report = await read<CrosscheckReport>(join(out, 'report.json'));
    expect(report.iuts.map((i) => [i.id, i.builtOn])).toEqual([
      [
        'acme-on-sdk',
        [
          { name: '@a2a-js/sdk', version: '1.3.0' },
          { name: 'jose', version: '6.2.18' },
        ],
      ],
    ]);
  });

  it('refuses two adapters that answer hello with one name, before any case runs', async () => {
    await writeFile(join(dir, 'twin.ts'), ADAPTER('acme-a2a'));
    const r = await run(
      '--iut',
      join(dir, 'ci', 'adapter.ts'),
      '--iut',
      join(dir, 'twin.ts'),
      '--out',
      join(dir, 'r5'),
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /Failed to name the IUTs: .*adapter\.ts and .*twin\.ts both answer hello with the name 'acme-a2a' \(in-process\)\./,
    );
  });
});
