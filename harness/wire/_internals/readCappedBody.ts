import { CrosscheckError } from '../../errors/CrosscheckError.ts';

/**
 * Reads a response body into memory, refusing more than `maxBytes` (DESIGN §7: a peer's
 * oversized answer is an input the harness survives, not one it buffers). The declared
 * `Content-Length` is checked first, then the bytes actually read, since a peer may lie or
 * stream without a length.
 */
export async function readCappedBody(
  response: Response,
  maxBytes: number,
  what: string,
): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(what, `Content-Length ${declared}`, maxBytes);
  }
  if (response.body === null) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(what, `more than ${total} bytes`, maxBytes);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function tooLarge(what: string, size: string, maxBytes: number): CrosscheckError {
  return new CrosscheckError(
    'NET_RESPONSE_TOO_LARGE',
    `Failed to ${what}: the response has ${size}, over the limit of ${maxBytes} bytes. Serve a smaller document or raise maxResponseBytes.`,
  );
}
