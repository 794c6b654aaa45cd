import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { AdapterModule } from '../contract/types.ts';

/** Streams of {@link serveAdapterOverStdio}; default the process's own. */
export interface StdioServeOptions {
  input?: Readable;
  output?: Writable;
  /**
   * Send `console.log`/`info`/`debug` to stderr, so a stray log line cannot break the framing.
   * Default true (only when `output` is the process's stdout).
   */
  redirectConsole?: boolean;
}

/** JSON-RPC 2.0 error codes the server side uses (JSON-RPC 2.0 §5.1). */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const METHOD_NOT_FOUND = -32601;
/** Implementation-defined server error: the adapter's call threw. */
const CALL_FAILED = -32000;

/**
 * The adapter side of the stdio protocol (docs/adapter-protocol.md), for adapters written in
 * TypeScript: reads one JSON-RPC request per line, calls the adapter's function of that name,
 * writes one answer per line. Requests are served concurrently and answered as they finish.
 * A missing function answers -32601; a throw answers -32000 with the error's message. Resolves
 * when the input ends and every answer is written.
 */
export async function serveAdapterOverStdio(
  adapter: AdapterModule,
  options: StdioServeOptions = {},
): Promise<void> {
  const input = options.input ?? process.stdin;
  const output = options.output ?? process.stdout;
  if ((options.redirectConsole ?? true) && output === process.stdout) {
    const toStderr = (...args: unknown[]): void => console.error(...args);
    console.log = toStderr;
    console.info = toStderr;
    console.debug = toStderr;
  }
  const write = (message: object): void => {
    output.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
  };
  const inFlight = new Set<Promise<void>>();
  const lines = createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    const work = answer(adapter, line, write);
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }
  await Promise.all(inFlight);
}

async function answer(
  adapter: AdapterModule,
  line: string,
  write: (m: object) => void,
): Promise<void> {
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch {
    return write({
      id: null,
      error: { code: PARSE_ERROR, message: 'Parse error: the line is not JSON' },
    });
  }
  const r = request as { id?: unknown; method?: unknown; params?: unknown };
  if (
    typeof r !== 'object' ||
    r === null ||
    typeof r.method !== 'string' ||
    typeof r.id !== 'number'
  ) {
    return write({
      id: typeof r?.id === 'number' ? r.id : null,
      error: { code: INVALID_REQUEST, message: 'Invalid request' },
    });
  }
  const fn = (adapter as Record<string, unknown>)[r.method];
  if (typeof fn !== 'function') {
    return write({
      id: r.id,
      error: { code: METHOD_NOT_FOUND, message: `Method not found: ${r.method}` },
    });
  }
  try {
    const result: unknown = await (fn as (p: unknown) => unknown).call(adapter, r.params);
    write({ id: r.id, result });
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    write({ id: r.id, error: { code: CALL_FAILED, message } });
  }
}
