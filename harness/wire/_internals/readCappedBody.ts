import { CrosscheckError } from '../../errors/CrosscheckError.ts';

/**
 * Reads a response body into memory, refusing more than `maxBytes` (DESIGN §7: a peer's
 * oversized answer is an input the harness survives, not one it buffers). The declared
 * `Content-Length` is checked first, then the bytes actually read, since a peer may lie or
 * stream without a length. Each read is raced against `signal` (the exchange's deadline): the
 * fetch layer does not always settle a body read when the exchange is aborted (a body whose
 * content coding fails to decode has left one pending for ever, issue 38), so the read ends at
 * the deadline whatever the body does, throwing the signal's reason.
 */
export async function readCappedBody(
  response: Response,
  maxBytes: number,
  what: string,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(what, `Content-Length ${declared}`, maxBytes);
  }
  if (response.body === null) return new Uint8Array(0);
  const reader = response.body.getReader();
  const aborted = signal === undefined ? undefined : abortedPromise(signal);
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await (aborted === undefined
        ? reader.read()
        : Promise.race([reader.read(), aborted.promise]));
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(what, `more than ${total} bytes`, maxBytes);
      }
      chunks.push(value);
    }
  } catch (cause) {
    // Not awaited: a read that never settles may hold the cancel too.
    reader.cancel(cause).catch(() => undefined);
    throw cause;
  } finally {
    aborted?.off();
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** A promise that rejects with the signal's reason when it aborts; `off` stops listening. */
function abortedPromise(signal: AbortSignal): { promise: Promise<never>; off(): void } {
  let off = (): void => undefined;
  const promise = new Promise<never>((_, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const onAbort = (): void => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    off = () => signal.removeEventListener('abort', onAbort);
  });
  promise.catch(() => undefined);
  return { promise, off };
}

function tooLarge(what: string, size: string, maxBytes: number): CrosscheckError {
  return new CrosscheckError(
    'NET_RESPONSE_TOO_LARGE',
    `Failed to ${what}: the response has ${size}, over the limit of ${maxBytes} bytes. Serve a smaller document or raise maxResponseBytes.`,
  );
}
