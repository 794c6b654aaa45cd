import type { IncomingMessage } from 'node:http';
import { RAW_HEADER_NAMES } from '../_internals/rawHeaderNames.ts';

/** Thrown when a request body exceeds the cap; the server answers 413. */
export class BodyTooLarge extends Error {}

/**
 * Converts a node:http request into a Fetch `Request` for `origin` (the server's own
 * `http://127.0.0.1:<port>`, never the client's `Host` header, so a caller cannot make a
 * vendor sign its card for another origin). The body is read whole, up to `maxBytes`.
 */
export async function toFetchRequest(
  req: IncomingMessage,
  origin: string,
  signal: AbortSignal,
  maxBytes: number,
): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const init: RequestInit = { method, headers, signal };
  if (method !== 'GET' && method !== 'HEAD') init.body = await readBody(req, maxBytes);
  const request = new Request(new URL(req.url ?? '/', origin), init);
  RAW_HEADER_NAMES.set(
    request,
    req.rawHeaders.filter((_, i) => i % 2 === 0),
  );
  return request;
}

async function readBody(req: IncomingMessage, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  const body = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
