import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { isCrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import type { ImplManifest } from './ImplManifest.ts';
import { runCommandIn } from './runCommandIn.ts';
import { startManifestAgent } from './startManifestAgent.ts';

/** A folder with one script, and a manifest naming that folder; removed when the test finishes. */
function implWith(script: string): ImplManifest {
  const dir = mkdtempSync(join(tmpdir(), 'crosscheck-impl-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'agent.mjs'), script);
  return {
    id: 'fake-sdk',
    language: 'javascript',
    sdk: { package: 'fake', version: '1.0.0', registry: 'npm' },
    install: 'true',
    agents: [],
    dir,
  };
}

const agent = (command = 'node agent.mjs') => ({ id: 'fake-agent', command, bindings: [] });

async function failure(p: Promise<unknown>): Promise<string> {
  const error: unknown = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isCrosscheckError(error, 'ENV_SETUP_FAILED')).toBe(true);
  return (error as Error).message;
}

describe('startManifestAgent', () => {
  it('reads the ready line, serves, and stops the agent when closed', async () => {
    const impl = implWith(`
      import { createServer } from 'node:http';
      const server = createServer((_, res) => res.end('{}')).listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        console.log(JSON.stringify({ url: 'http://127.0.0.1:' + port + '/', jwks: { keys: [] } }));
      });
      process.stdin.on('end', () => process.exit(0)).resume();
    `);
    const started = await startManifestAgent(impl, agent(), 20_000);
    expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(started.jwks).toEqual({ keys: [] });
    expect((await fetch(started.url)).status).toBe(200);
    await started.close();
    await expect(fetch(started.url)).rejects.toThrow();
  });

  it('refuses a ready line that names no loopback origin, quoting the line', async () => {
    const impl = implWith(
      `console.log(JSON.stringify({ url: 'http://169.254.169.254/' })); setInterval(() => {}, 1000);`,
    );
    const message = await failure(startManifestAgent(impl, agent(), 20_000));
    expect(message).toContain('names no loopback http URL');
    expect(message).toContain('169.254.169.254');
  });

  it('names the exit and quotes stderr when the agent dies before it is ready', async () => {
    const impl = implWith(`console.error('ImportError: no module named a2a'); process.exit(7);`);
    const message = await failure(startManifestAgent(impl, agent(), 20_000));
    expect(message).toContain('exited (code 7) before it was ready');
    expect(message).toContain('ImportError: no module named a2a');
  });

  it('gives up on an agent that never prints its ready line, and stops it', async () => {
    const impl = implWith(`setInterval(() => {}, 1000);`);
    const message = await failure(startManifestAgent(impl, agent(), 300));
    expect(message).toContain('printed no ready line within 300 ms');
  });
});

describe('runCommandIn', () => {
  it('resolves on exit 0', async () => {
    await expect(runCommandIn('exit 0', tmpdir(), 20_000, 'install x')).resolves.toBeUndefined();
  });

  it('is ENV_SETUP_FAILED naming the command, its exit code and its last output', async () => {
    const message = await failure(
      runCommandIn(
        "echo 'pip: no matching distribution' >&2; exit 3",
        tmpdir(),
        20_000,
        'install x',
      ),
    );
    expect(message).toContain('Failed to install x: `echo');
    expect(message).toContain('it exited 3');
    expect(message).toContain('pip: no matching distribution');
  });

  it('ends a command past its deadline, whole group included', async () => {
    const message = await failure(runCommandIn('sleep 30 & wait', tmpdir(), 300, 'install y'));
    expect(message).toContain('did not finish within 0 s');
  });
});
