import * as grpc from '@grpc/grpc-js';
import { Task, TaskStatusUpdateEvent } from '@a2a-js/sdk';
import {
  AgentEvent,
  DefaultExecutionEventBusManager,
  DefaultRequestHandler,
  InMemoryTaskStore,
  type AgentExecutor,
} from '@a2a-js/sdk/server';
import { A2AService, grpcService, UserBuilder } from '@a2a-js/sdk/server/grpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCrosscheckError } from '../../errors/CrosscheckError.ts';
import type { HttpTarget } from './httpExchange.ts';
import { createGrpcBinding, withUnknownField } from './createGrpcBinding.ts';

const executor: AgentExecutor = {
  async execute(context, bus) {
    const ids = { taskId: context.taskId, contextId: context.contextId };
    bus.publish(
      AgentEvent.task(
        Task.fromJSON({
          id: ids.taskId,
          contextId: ids.contextId,
          status: { state: 'TASK_STATE_SUBMITTED' },
        }),
      ),
    );
    bus.publish(
      AgentEvent.statusUpdate(
        TaskStatusUpdateEvent.fromJSON({ ...ids, status: { state: 'TASK_STATE_COMPLETED' } }),
      ),
    );
    bus.finished();
  },
  async cancelTask() {},
};

let server: grpc.Server;
let url: string;
const target: HttpTarget = { allowRemote: false, deadlineMs: 3000, maxResponseBytes: 1 << 20 };
const message = { messageId: 'm1', role: 'ROLE_USER', parts: [{ text: 'hi' }] };

beforeAll(async () => {
  const card = {
    name: 'grpc test agent',
    description: 'd',
    version: '1',
    // The SDK accepts the a2a-version its card declares for the GRPC binding.
    supportedInterfaces: [
      { url: 'http://127.0.0.1:1', protocolBinding: 'GRPC', protocolVersion: '1.0' },
    ],
    capabilities: { streaming: true },
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [],
  };
  const handler = new DefaultRequestHandler(
    card as never,
    new InMemoryTaskStore(),
    executor,
    new DefaultExecutionEventBusManager(),
  );
  server = new grpc.Server();
  server.addService(
    A2AService,
    grpcService({ requestHandler: handler, userBuilder: UserBuilder.noAuthentication }),
  );
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (e, p) =>
      e ? reject(e) : resolve(p),
    ),
  );
  url = `http://127.0.0.1:${port}`;
});
afterAll(() => server.forceShutdown());

describe('createGrpcBinding against the SDK gRPC server', () => {
  it('sends a message and reads the task, status and metadata', async () => {
    // Arrange
    const binding = createGrpcBinding({ url, target });
    // Act
    const answer = await binding.sendMessage({ message } as never);
    // Assert
    expect(answer.error).toBeUndefined();
    expect(answer.malformed).toBeUndefined();
    expect(answer.result).toMatchObject({ task: { status: { state: 'TASK_STATE_COMPLETED' } } });
    expect(answer.grpc).toMatchObject({ code: 0, status: 'OK', messages: 1 });
    expect(answer.http.contentType).toBe('application/grpc+proto');
  });

  it('reads an error status with its google.rpc.Status details', async () => {
    const answer = await createGrpcBinding({ url, target }).getTask({ id: 'no-such-task' });
    expect(answer.error).toMatchObject({
      type: 'TaskNotFound',
      code: 5,
      grpcStatus: 'NOT_FOUND',
      errorInfo: { reason: 'TASK_NOT_FOUND', domain: 'a2a-protocol.org' },
    });
    expect(answer.grpc?.trailers['grpc-status-details-bin']).toBeDefined();
  });

  it('sends no a2a-version when asked, which the SDK takes for v0.3', async () => {
    const answer = await createGrpcBinding({ url, target }).sendMessage({ message } as never, {
      version: null,
    });
    expect(answer.error).toMatchObject({
      type: 'VersionNotSupported',
      grpcStatus: 'FAILED_PRECONDITION',
    });
  });

  it('sends unknown fields as given, and reads every streamed message', async () => {
    const binding = createGrpcBinding({ url, target });
    const bytes = withUnknownField(
      await binding.encode('SendStreamingMessage', { message }),
      999,
      'x',
    );
    const read = await binding.invoke('SendStreamingMessage', bytes);
    expect(read.status).toMatchObject({ code: 0, name: 'OK' });
    expect(read.decoded.map((d) => Object.keys((d as { json: object }).json))).toEqual([
      ['task'],
      ['statusUpdate'],
    ]);
  });

  it('refuses a remote host and names an unreachable port', async () => {
    await expect(
      createGrpcBinding({ url: 'http://192.0.2.1:1', target }).getTask({ id: 'x' }),
    ).rejects.toSatisfy((e) => isCrosscheckError(e, 'NET_REMOTE_NOT_ALLOWED'));
    await expect(
      createGrpcBinding({ url: 'http://127.0.0.1:1', target }).getTask({ id: 'x' }),
    ).rejects.toSatisfy((e) => isCrosscheckError(e, 'NET_UNREACHABLE'));
  });

  it('bounds the message size', async () => {
    const small = { ...target, maxResponseBytes: 16 };
    await expect(
      createGrpcBinding({ url, target: small }).sendMessage({ message } as never),
    ).rejects.toSatisfy((e) => isCrosscheckError(e, 'NET_RESPONSE_TOO_LARGE'));
  });

  it('stops a stream at maxEvents, the read ending "limit"', async () => {
    const read = await createGrpcBinding({ url, target }).sendStreamingMessage(
      { message } as never,
      { maxEvents: 1 },
    );
    expect(read).toMatchObject({ end: 'limit', events: [{ task: {} }] });
  });

  it('cuts a peer that never answers at the deadline, NET_TIMEOUT', async () => {
    const silent = new grpc.Server();
    silent.addService(A2AService, { getTask: () => undefined });
    const port = await new Promise<number>((resolve, reject) =>
      silent.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (e, p) =>
        e ? reject(e) : resolve(p),
      ),
    );
    try {
      const binding = createGrpcBinding({ url: `http://127.0.0.1:${port}`, target });
      await expect(binding.getTask({ id: 'x' }, { deadlineMs: 150 })).rejects.toSatisfy((e) =>
        isCrosscheckError(e, 'NET_TIMEOUT'),
      );
    } finally {
      silent.forceShutdown();
    }
  });
});
