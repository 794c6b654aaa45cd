import { spawn } from 'node:child_process';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAgent } from '../../engine/agent/index.ts';

/**
 * Issue 38, item 1: a card answered with `Content-Encoding: gzip` over a plain body. The fetch
 * layer decodes by the header and fails; the run must say so about the agent (a `fail` with the
 * decoder's reason), and a body read that never settles must still end at its deadline rather
 * than let the process exit 13 with nothing written (every deadline timer was unref'd).
 */
let server: Server;
let origin = '';

const card = (): string =>
  JSON.stringify({
    name: 'false encoding',
    description: 'labels a plain body gzip',
    version: '1.0.0',
    supportedInterfaces: [
      { url: `${origin}/rpc`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
    ],
    capabilities: {},
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [{ id: 's', name: 's', description: 's', tags: [] }],
  });

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    res.end(card());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a body that lies about its content coding (issue 38)', () => {
  it('is a fail of A2A-CARD-002 naming the coding, not "cannot be reached"', async () => {
    const records = await checkAgent(`${origin}/.well-known/agent-card.json`, {
      scope: { rules: new Set(['A2A-CARD-002']) },
      budget: { deadlines: { callMs: 3_000, progressMs: 1_500 } },
    });

    expect(records.map((r) => [r.rule, r.verdict, r.evidence.code])).toEqual([
      ['A2A-CARD-002', 'fail', 'NET_PROTOCOL_VIOLATION'],
    ]);
    expect(records[0]!.evidence.reason).toMatch(
      /does not decode as the content coding its Content-Encoding header names \(Z_DATA_ERROR: /,
    );
  });

  it('a body read that never settles ends at the deadline; the process does not exit 13', async () => {
    const script = fileURLToPath(new URL('./_fixtures/neverSettlingBody.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));

    expect({ code, stdout }).toEqual({ code: 0, stdout: 'NET_TIMEOUT\n' });
  });
});
