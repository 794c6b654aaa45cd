import { createServer, type IncomingMessage, type Server } from 'node:http';
import { letClientsCloseIdle } from '../../harness/wire/letClientsCloseIdle.ts';
import type { AddressInfo } from 'node:net';

import type { WebhookDelivery, WebhookReceiver } from '../../scenarios/agent/WebhookReceiver.ts';

/** Bounds of what one receiver keeps (DESIGN §7: everything a peer sends is bounded). */
const MAX_BODY_BYTES = 256 * 1024;
const MAX_DELIVERIES = 500;

/**
 * Starts a receiver on 127.0.0.1 (ephemeral port). Every request is answered 200 at once, as a
 * client MUST acknowledge receipt with a 2xx (§4.3.3); bodies over 256 KiB are cut, and past 500
 * deliveries nothing more is kept.
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: WebhookDelivery[] = [];
  const waiters = new Set<() => void>();
  const started = performance.now();
  const server: Server = createServer((req, res) => {
    void readBody(req).then((text) => {
      if (received.length < MAX_DELIVERIES)
        received.push({
          path: new URL(req.url ?? '/', 'http://127.0.0.1').pathname,
          headers: headersOf(req),
          body: parse(text),
          at: Math.round(performance.now() - started),
        });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      for (const wake of waiters) wake();
    });
  });
  letClientsCloseIdle(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const of = (path: string): WebhookDelivery[] => received.filter((d) => d.path === path);
  return {
    url: (path) => `${origin}${path}`,
    deliveries: of,
    waitFor(path, done, timeoutMs) {
      if (done(of(path))) return Promise.resolve(of(path));
      return new Promise((resolve) => {
        const finish = (): void => {
          clearTimeout(timer);
          waiters.delete(check);
          resolve(of(path));
        };
        const check = (): void => {
          if (done(of(path))) finish();
        };
        const timer = setTimeout(finish, Math.max(0, timeoutMs));
        waiters.add(check);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const wake of waiters) wake();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(''));
  });
}

function headersOf(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === 'string') out[name] = value;
    else if (Array.isArray(value)) out[name] = value.join(', ');
  return out;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
