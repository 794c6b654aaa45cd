import { httpExchange } from '../../../harness/wire/binding/httpExchange.ts';

/**
 * Run as a child process (issue 38): one exchange whose answer's head arrives and whose body
 * read never settles, whatever the exchange's signal does (the fetch layer left one pending
 * after a content coding failed to decode). Nothing else holds the event loop, so the process
 * lives on only if the deadline does. Prints the error's code, or `settled`.
 */
const neverSettles = new ReadableStream<Uint8Array>({
  pull: () => new Promise<void>(() => undefined),
});
const fakeFetch = (() =>
  Promise.resolve(
    new Response(neverSettles, { headers: { 'content-type': 'application/json' } }),
  )) as unknown as typeof fetch;

try {
  await httpExchange(
    { allowRemote: false, deadlineMs: 200, maxResponseBytes: 1024, fetch: fakeFetch },
    { method: 'GET', url: 'http://127.0.0.1:9/.well-known/agent-card.json', headers: {} },
  );
  process.stdout.write('settled\n');
} catch (cause) {
  process.stdout.write(`${(cause as { code?: string }).code ?? String(cause)}\n`);
}
