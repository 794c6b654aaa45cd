import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Task, TaskArtifactUpdateEvent, TaskStatusUpdateEvent, type AgentCard } from '@a2a-js/sdk';
import {
  AgentEvent,
  DefaultRequestHandler,
  InMemoryTaskStore,
  type AgentExecutor,
} from '@a2a-js/sdk/server';
import { UserBuilder, agentCardHandler, jsonRpcHandler } from '@a2a-js/sdk/server/express';
import express from 'express';

/**
 * A trivial agent built the way the @a2a-js/sdk README builds one: `DefaultRequestHandler`, an
 * in-memory task store, the SDK's express handlers, and an executor that works, streams its
 * answer in two `append` chunks and completes. Listens on 127.0.0.1 (ephemeral port).
 */
export async function startA2aJsAgent(): Promise<{ origin: string; close(): Promise<void> }> {
  const card = {
    name: 'SDK Echo Agent',
    description: 'A trivial @a2a-js/sdk agent for a2a-crosscheck',
    supportedInterfaces: [],
    version: '1.0.0',
    capabilities: { streaming: true, extensions: [] },
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [
      {
        id: 'echo',
        name: 'Echo',
        description: 'Echoes in two chunks',
        tags: ['echo'],
        examples: [],
        inputModes: [],
        outputModes: [],
        securityRequirements: [],
      },
    ],
    securitySchemes: {},
    securityRequirements: [],
    signatures: [],
  } as unknown as AgentCard & { supportedInterfaces: unknown[] };
  const executor: AgentExecutor = {
    async execute(context, bus) {
      const ids = { taskId: context.taskId, contextId: context.contextId };
      const status = (state: string) =>
        AgentEvent.statusUpdate(TaskStatusUpdateEvent.fromJSON({ ...ids, status: { state } }));
      const chunk = (text: string, append: boolean, lastChunk: boolean) =>
        AgentEvent.artifactUpdate(
          TaskArtifactUpdateEvent.fromJSON({
            ...ids,
            artifact: { artifactId: 'answer', parts: [{ text }] },
            append,
            lastChunk,
          }),
        );
      bus.publish(
        AgentEvent.task(
          Task.fromJSON({
            id: context.taskId,
            contextId: context.contextId,
            status: { state: 'TASK_STATE_SUBMITTED' },
            history: [],
          }),
        ),
      );
      bus.publish(status('TASK_STATE_WORKING'));
      bus.publish(chunk('first half, ', false, false));
      bus.publish(chunk('second half', true, true));
      bus.publish(status('TASK_STATE_COMPLETED'));
      bus.finished();
    },
    async cancelTask() {},
  };
  const handler = new DefaultRequestHandler(card, new InMemoryTaskStore(), executor);
  const app = express();
  app.use('/.well-known/agent-card.json', agentCardHandler({ agentCardProvider: handler }));
  app.use(
    '/a2a/jsonrpc',
    jsonRpcHandler({ requestHandler: handler, userBuilder: UserBuilder.noAuthentication }),
  );
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  card.supportedInterfaces.push({
    url: `${origin}/a2a/jsonrpc`,
    protocolBinding: 'JSONRPC',
    protocolVersion: '1.0',
    tenant: '',
  });
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
