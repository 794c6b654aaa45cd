import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quietSdkLogs, type RunningAgent } from '../../implementations/a2a-js/agents/index.ts';
import { startSdkAgent } from '../../implementations/a2a-js/agents/startSdkAgent.ts';
import { testIo } from '../../cli/_fixtures/testIo.ts';
import { main } from '../../cli/main.ts';
import { defaultEngine } from '../../engine/root/defaultEngine.ts';
import type { CrosscheckReport } from '../../reports/index.ts';

/**
 * A framework author's agent built on @a2a-js/sdk 1.3.0 with no deviation of its own: the
 * built-in minimal SDK agent, judged by URL as any agent is. Its three MUST failures are the
 * SDK's, shipped in crosscheck-baseline/third-party-sdks.json; declared built on that version,
 * the first run is green and names each as known.
 */
let agent: RunningAgent;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'xc-built-on-'));
  agent = await quietSdkLogs(() => startSdkAgent('minimal'));
});
afterAll(async () => {
  await agent.close();
  await rm(dir, { recursive: true, force: true });
});

async function run(out: string, ...extra: string[]) {
  const t = testIo();
  const code = await quietSdkLogs(() =>
    main(
      ['run', '--agent-url', agent.origin, '--seed', '42', '--out', join(dir, out), ...extra],
      t.io,
      defaultEngine,
    ),
  );
  const report = JSON.parse(
    await readFile(join(dir, out, 'report.json'), 'utf8'),
  ) as CrosscheckReport;
  return { code, stdout: t.stdout(), report };
}

describe('an agent built on @a2a-js/sdk, judged by URL', () => {
  it('meets the SDK findings as regressions when it does not say what it is built on', async () => {
    const r = await run('undeclared');
    expect(r.code).toBe(1);
    expect(r.report.gate?.regressions.map((g) => g.rule).sort()).toEqual([
      'A2A-ERR-002',
      'A2A-LIST-006',
      'A2A-RPC-002',
      'A2A-VER-004',
    ]);
  });

  it('passes its first run with --built-on, each SDK finding named as known', async () => {
    const r = await run('declared', '--built-on', '@a2a-js/sdk@1.3.0');
    expect(r.code).toBe(0);
    expect(r.report.iuts[0]?.builtOn).toEqual([{ name: '@a2a-js/sdk', version: '1.3.0' }]);
    expect(r.report.gate?.regressions).toEqual([]);
    expect(r.report.gate?.known?.map((k) => `${k.rule} ${k.case}: known in ${k.knownIn}`)).toEqual([
      'A2A-ERR-002 agent-malformed-params-refused-jsonrpc: known in @a2a-js/sdk 1.3.0',
      'A2A-LIST-006 agent-prop-request-values-status-after-jsonrpc: known in @a2a-js/sdk 1.3.0',
      'A2A-RPC-002 agent-jsonrpc-invalid-request-jsonrpc: known in @a2a-js/sdk 1.3.0',
      'A2A-VER-004 agent-patch-version-ignored-jsonrpc: known in @a2a-js/sdk 1.3.0',
    ]);
    expect(r.stdout).toContain(
      "Known in what the IUT is built on (4 cases; the harness's own findings, not gating):",
    );
    expect(r.stdout.split('\n')[0]).toBe('Result: OK (exit 0)');
  });

  it('applies no finding of another version', async () => {
    const r = await run('other-version', '--built-on', '@a2a-js/sdk@1.4.0');
    expect(r.code).toBe(1);
    expect(r.report.gate?.known).toEqual([]);
  });
});
