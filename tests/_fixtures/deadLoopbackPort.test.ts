import { readFileSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { deadLoopbackPort } from './deadLoopbackPort.ts';

const listenOnAnyPort = (): Promise<Server> =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

const connectError = (port: number): Promise<string> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
  });

describe('deadLoopbackPort', () => {
  it('is refused, and no server listening on port 0 is ever given it', async () => {
    const port = await deadLoopbackPort();
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/);
    // Below the ephemeral range: a port taken from port 0 and closed again would be inside it.
    expect(port).toBeLessThan(Number(low));
    const servers = await Promise.all(Array.from({ length: 200 }, listenOnAnyPort));
    try {
      const taken = servers.map((s) => (s.address() as { port: number }).port);
      expect(taken).not.toContain(port);
      expect(await connectError(port)).toBe('ECONNREFUSED');
    } finally {
      await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    }
  });
});
