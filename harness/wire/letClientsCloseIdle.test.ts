import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { letClientsCloseIdle } from './letClientsCloseIdle.ts';

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((r) => (server === undefined ? r() : server.close(() => r())));
  server = undefined;
});

async function keepAliveHeader(configure: (s: Server) => void): Promise<string | null> {
  server = createServer((_, res) => res.end('x'));
  configure(server);
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  await res.text();
  return res.headers.get('keep-alive');
}

describe('letClientsCloseIdle', () => {
  it("leaves Node's server announcing its own idle close (the twin: what the fix removes)", async () => {
    expect(await keepAliveHeader(() => {})).toBe('timeout=5');
  });

  it('makes the server announce no idle close, so only the client ends an idle connection', async () => {
    expect(await keepAliveHeader((s) => void letClientsCloseIdle(s))).toBeNull();
    expect(server!.keepAliveTimeout).toBe(0);
  });
});
