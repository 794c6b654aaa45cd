import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AgentCard } from '@a2a-js/sdk-03';
import {
  DefaultRequestHandler,
  InMemoryTaskStore,
  type AgentExecutor,
  type ExecutionEventBus,
} from '@a2a-js/sdk-03/server';
import { A2AExpressApp } from '@a2a-js/sdk-03/server/express';
import express from 'express';
import { readLinger } from '../../../harness/wire/index.ts';
import { lagFreeTimeout } from '../../../harness/time/lagFreeTimeout.ts';
import { letClientsCloseIdle } from '../../../harness/wire/letClientsCloseIdle.ts';
import type { RunningAgent } from './startSdkAgent.ts';

/** Where the v0.3 agent is mounted: its card is at `<mount>/.well-known/agent-card.json`. */
export const SDK_03_MOUNT = '/agents/echo';

/**
 * An A2A v0.3 agent built on the SDK's 0.3 line (`@a2a-js/sdk` 0.3.x, installed beside 1.x as
 * `@a2a-js/sdk-03`), mounted under a sub-path the way v0.3 deployments often are: v0.3 card
 * (top-level `url`, `protocolVersion`, no `supportedInterfaces`), v0.3 methods (`message/send` …).
 * Its executor answers like the 1.x one (two chunks) and honours the harness's linger.
 */
export async function startSdk03Agent(): Promise<RunningAgent> {
  const card: AgentCard = {
    name: 'SDK v0.3 Echo Agent',
    description: 'An @a2a-js/sdk 0.3 agent that answers in two chunks, for a2a-crosscheck',
    url: '',
    protocolVersion: '0.3.0',
    preferredTransport: 'JSONRPC',
    version: '1.0.0',
    capabilities: { streaming: true, pushNotifications: false },
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [{ id: 'echo', name: 'Echo', description: 'Answers in two chunks', tags: ['echo'] }],
  };
  const handler = new DefaultRequestHandler(card, new InMemoryTaskStore(), createEcho03Executor());
  const app = new A2AExpressApp(handler).setupRoutes(express(), SDK_03_MOUNT);
  const server: Server = await new Promise((resolve) => {
    const s = letClientsCloseIdle(app.listen(0, '127.0.0.1', () => resolve(s)));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  card.url = `${origin}${SDK_03_MOUNT}`;
  return {
    origin: `${origin}${SDK_03_MOUNT}`,
    headers: {},
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function createEcho03Executor(): AgentExecutor {
  const canceled = new Map<string, () => void>();
  const contexts = new Map<string, string>();
  const now = (): string => new Date().toISOString();
  return {
    async execute(context, bus) {
      const { taskId, contextId } = context;
      contexts.set(taskId, contextId);
      const status = (state: 'working' | 'completed', final: boolean) =>
        bus.publish({
          kind: 'status-update',
          taskId,
          contextId,
          status: { state, timestamp: now() },
          final,
        });
      const chunk = (text: string, append: boolean, lastChunk: boolean) =>
        bus.publish({
          kind: 'artifact-update',
          taskId,
          contextId,
          artifact: { artifactId: 'answer', parts: [{ kind: 'text', text }] },
          append,
          lastChunk,
        });
      if (context.task === undefined)
        bus.publish({
          kind: 'task',
          id: taskId,
          contextId,
          status: { state: 'submitted', timestamp: now() },
          history: [context.userMessage],
        });
      status('working', false);
      const linger = readLinger(context.userMessage.metadata);
      if (linger > 0) {
        const stopped = await new Promise<boolean>((resolve) => {
          // On the lag-free clock, as the harness's deadlines: a loaded machine does not end
          // the linger before the harness's next request, which it exists to precede.
          const timer = lagFreeTimeout(linger, () => resolve(false));
          canceled.set(taskId, () => {
            timer.cancel();
            resolve(true);
          });
        });
        canceled.delete(taskId);
        if (stopped) return;
      }
      chunk('first half, ', false, false);
      chunk('second half', true, true);
      status('completed', true);
      bus.finished();
    },
    async cancelTask(taskId: string, bus: ExecutionEventBus) {
      canceled.get(taskId)?.();
      bus.publish({
        kind: 'status-update',
        taskId,
        contextId: contexts.get(taskId) ?? '',
        status: { state: 'canceled', timestamp: now() },
        final: true,
      });
      bus.finished();
    },
  };
}
