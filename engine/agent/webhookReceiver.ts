import { createServer, type IncomingMessage, type Server } from 'node:http';
import { lagFreeTimeout } from '../../harness/time/lagFreeTimeout.ts';
import { letClientsCloseIdle } from '../../harness/wire/letClientsCloseIdle.ts';
import type { AddressInfo } from 'node:net';
import { parseStrictJson } from '../../harness/json/parseStrictJson.ts';

import type { WebhookDelivery, WebhookReceiver } from '../../scenarios/agent/WebhookReceiver.ts';

/** Bounds of what one receiver keeps (DESIGN §7: everything a peer sends is bounded). */
const MAX_BODY_BYTES = 256 * 1024;
const MAX_DELIVERIES = 500;
/**
 * Values one body may parse into, and bytes of bodies kept parsed over the receiver's life:
 * bytes alone do not bound what is held (256 KiB of `{}` is 87,000 objects, and 500 such bodies
 * held 928 MB). A push notification is a task or an event, tens of values. Past the budget a
 * delivery is still counted, with a note for its body.
 */
const MAX_BODY_NODES = 10_000;
const MAX_PARSED_BYTES = 8 * 1024 * 1024;
/** What is kept of a body that is not JSON, or not kept parsed. */
const TEXT_KEPT = 2_048;

/**
 * Starts a receiver on 127.0.0.1 (ephemeral port). Every request is answered 200 at once, as a
 * client MUST acknowledge receipt with a 2xx (§4.3.3); bodies over 256 KiB are cut, and past 500
 * deliveries nothing more is kept.
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: WebhookDelivery[] = [];
  const waiters = new Set<() => void>();
  const started = performance.now();
  let parsedBytes = 0;
  const server: Server = createServer((req, res) => {
    void readBody(req).then((text) => {
      if (received.length < MAX_DELIVERIES) {
        const keep = parsedBytes + text.length <= MAX_PARSED_BYTES;
        if (keep) parsedBytes += text.length;
        received.push({
          path: new URL(req.url ?? '/', 'http://127.0.0.1').pathname,
          headers: headersOf(req),
          body: keep
            ? parse(text)
            : `[body of ${text.length} characters not kept: the receiver already holds ${MAX_PARSED_BYTES} bytes of bodies] ${text.slice(0, TEXT_KEPT)}`,
          at: Math.round(performance.now() - started),
        });
      }
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
          timer.cancel();
          waiters.delete(check);
          resolve(of(path));
        };
        const check = (): void => {
          if (done(of(path))) finish();
        };
        // On the lag-free clock: a loaded harness (the agent phases run beside the contract
        // cases) must not take its own lateness for a peer that never delivered.
        const timer = lagFreeTimeout(Math.max(0, timeoutMs), finish);
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

/** The body as JSON within the node bound, or (not JSON, or too many values) its first 2 KiB. */
function parse(text: string): unknown {
  try {
    return parseStrictJson(text, { maxBytes: MAX_BODY_BYTES * 4, maxNodes: MAX_BODY_NODES });
  } catch {
    return text.slice(0, TEXT_KEPT);
  }
}
