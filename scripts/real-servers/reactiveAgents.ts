import { Effect } from 'effect';
import { A2AHttpServer, createA2AHttpServer, createA2AServer } from '@reactive-agents/a2a';
import { installBunServeShim } from './bunServeShim.ts';
import { freePort } from './freePort.ts';
import type { RealServer } from './RealServer.ts';

/**
 * @reactive-agents/a2a's A2AHttpServer (JSON-RPC over HTTP, A2A v0.3.0, written for Bun.serve)
 * with an echo executor, on 127.0.0.1. Its own fetch handler answers every request.
 */
export async function startReactiveAgents(): Promise<RealServer> {
  const { servers } = installBunServeShim();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const card = {
    name: 'echo',
    description: 'echoes the text it is sent',
    version: '1.0.0',
    protocolVersion: '0.3.0',
    url: origin,
    capabilities: { streaming: true, pushNotifications: false },
    skills: [{ id: 'echo', name: 'echo', description: 'echo', tags: ['echo'] }],
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
  };
  // The echo takes 400 ms, so that a task is seen running (cancel, non-blocking, follow-ups).
  const echo = (input: string): Effect.Effect<string, never> =>
    Effect.as(Effect.sleep('400 millis'), input);
  const program = Effect.gen(function* () {
    const http = yield* A2AHttpServer;
    yield* http.start();
  }).pipe(
    Effect.provide(createA2AHttpServer(port, echo)),
    Effect.provide(createA2AServer(card as never)),
  );
  await Effect.runPromise(program);
  return {
    id: '@reactive-agents/a2a',
    origin,
    close: async () => {
      await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    },
  };
}
