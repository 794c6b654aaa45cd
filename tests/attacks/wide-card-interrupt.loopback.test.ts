import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnCli } from './_fixtures/spawnCli.ts';

/**
 * A hostile card must not stall the harness or make it deaf to signals: a card declaring 9,000 required extensions makes no work that grows
 * faster than the card, and SIGTERM in the middle of its agent checks stops the run at once
 * (about 0.7 s idle), reports written and marked interrupted, with no request sent after the exit. On the
 * issue's main (717f7ce) such a card ran for more than 10 minutes, deaf to SIGTERM.
 */
const EXTENSIONS = 9_000;
let server: Server;
let cardUrl = '';
let requests = 0;
const dir = mkdtempSync(join(tmpdir(), 'wide-card-'));

beforeAll(async () => {
  // Every request carries the 9,000 URIs in A2A-Extensions: about 300 KB of header.
  server = createServer({ maxHeaderSize: 4 * 1024 * 1024 }, (req, res) => {
    requests += 1;
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/.well-known/agent-card.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          name: 'wide',
          description: 'a card with 9,000 required extensions',
          version: '1.0.0',
          supportedInterfaces: [
            {
              url: `${cardUrl.replace(path, '')}/rpc`,
              protocolBinding: 'JSONRPC',
              protocolVersion: '1.0',
            },
          ],
          capabilities: {
            streaming: true,
            extensions: Array.from({ length: EXTENSIONS }, (_, i) => ({
              uri: `urn:example:ext:${i}`,
              required: true,
            })),
          },
          defaultInputModes: ['text/plain'],
          defaultOutputModes: ['text/plain'],
          skills: [{ id: 's', name: 's', description: 's', tags: [] }],
        }),
      );
      return;
    }
    // Answers slowly, so that the checks are in flight when the signal comes.
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const id = (() => {
        try {
          return (JSON.parse(body) as { id?: number }).id ?? null;
        } catch {
          return null;
        }
      })();
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32001, message: 'no task' } }),
        );
      }, 300);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cardUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/agent-card.json`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

describe('a card with 9,000 required extensions', () => {
  it('SIGTERM during its agent checks: exit 143 by the signal, reports written, nothing sent after', async () => {
    const out = join(dir, 'out');
    const { child, done } = spawnCli(['run', '--agent-url', cardUrl, '--out', out], {
      // A hang guard, not a time bound: far beyond any run, loaded or not.
      timeoutMs: 600_000,
      maxRssBytes: 500 * 1024 * 1024,
    });
    // The checks have begun once a few requests beyond the card fetch arrived. No deadline of its
    // own: a loaded machine may take long to get there (the guard and vitest's bound hangs).
    while (requests <= 5 && child.exitCode === null) await sleep(20);
    expect(requests).toBeGreaterThan(5);

    child.kill('SIGTERM');
    const run = await done;
    const atExit = requests;
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(run.killed).toBeUndefined();
    expect(run.code).toBe(143);
    // How soon it exits is a timing (idle, about 0.7 s with the reports written); what a test
    // can hold on a loaded machine is that it exits by the signal, not by finishing its checks:
    // the report says it was interrupted, and no request follows the exit.
    expect(existsSync(join(out, 'report.json'))).toBe(true);
    expect(JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'))).toMatchObject({
      interrupted: { signal: 'SIGTERM' },
    });
    expect(requests).toBe(atExit);
    expect(run.peakRssBytes).toBeLessThan(500 * 1024 * 1024);
  });
});
