import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A loopback port free at the time of asking (for servers that must be told theirs up front). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}
