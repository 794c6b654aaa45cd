import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateAgentCardSignature, type AgentCard } from '@a2a-js/sdk';
import {
  DefaultExecutionEventBusManager,
  DefaultPushNotificationSender,
  DefaultRequestHandler,
  InMemoryPushNotificationStore,
  InMemoryTaskStore,
  type PushNotificationSender,
} from '@a2a-js/sdk/server';
import {
  UserBuilder,
  agentCardHandler,
  jsonRpcHandler,
  restHandler,
} from '@a2a-js/sdk/server/express';
import express, { type RequestHandler } from 'express';
import { exportJWK, generateKeyPair } from 'jose';
import { letClientsCloseIdle } from '../../../harness/wire/letClientsCloseIdle.ts';
import { createEchoExecutor } from './echoExecutor.ts';
import { serveSdkGrpc } from './serveSdkGrpc.ts';

/** Which SDK agent: every capability and both bindings, or nothing optional at all. */
export type SdkAgentVariant = 'full' | 'minimal';

/** A running SDK agent on 127.0.0.1. */
export interface RunningAgent {
  origin: string;
  /** Headers a client must send (the `full` agent requires an API key). */
  headers: Record<string, string>;
  close(): Promise<void>;
}

/** The extension the `full` agent marks required: a client that omits it gets -32008. */
export const SDK_AGENT_REQUIRED_EXTENSION = 'https://a2a-crosscheck.dev/extensions/handshake/v1';
const KEY_HEADER = 'X-Crosscheck-Key';

/**
 * An A2A v1.0 agent built on @a2a-js/sdk the way its README builds one (`DefaultRequestHandler`,
 * an in-memory task store, the SDK's express handlers), as a target the harness judges:
 * - `full`: streaming, push notifications (the SDK's own store and sender), an extended card, a
 *   required extension, JSON-RPC, HTTP+JSON and gRPC (the SDK's gRPC server on its own port), a card signed with the SDK's signer (JWKS on the
 *   same origin), and an API key every A2A route and gRPC call checks (the SDK leaves authentication to the
 *   application, so this middleware is the application's part);
 * - `minimal`: JSON-RPC only, `capabilities: {}`, unsigned, open.
 */
export async function startSdkAgent(variant: SdkAgentVariant): Promise<RunningAgent> {
  const full = variant === 'full';
  const secret = 'crosscheck-sdk-agent-key';
  const card = {
    name: full ? 'SDK Reference Agent' : 'SDK Minimal Agent',
    description: 'An @a2a-js/sdk agent that answers in two chunks, for a2a-crosscheck',
    supportedInterfaces: [] as { url: string; protocolBinding: string; protocolVersion: string }[],
    version: '1.0.0',
    capabilities: full
      ? {
          streaming: true,
          pushNotifications: true,
          extendedAgentCard: true,
          extensions: [
            {
              uri: SDK_AGENT_REQUIRED_EXTENSION,
              description: 'Handshake every client must activate',
              required: true,
            },
          ],
        }
      : {},
    ...(full && {
      securitySchemes: {
        crosscheckKey: { apiKeySecurityScheme: { location: 'header', name: KEY_HEADER } },
      },
      securityRequirements: [{ schemes: { crosscheckKey: { list: [] } } }],
    }),
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [{ id: 'echo', name: 'Echo', description: 'Answers in two chunks', tags: ['echo'] }],
  } as unknown as AgentCard & {
    supportedInterfaces: { url: string; protocolBinding: string; protocolVersion: string }[];
  };

  const app = express();
  const keys = full ? await generateKeyPair('ES256', { extractable: true }) : undefined;
  if (keys !== undefined) {
    const jwks = {
      keys: [
        { ...(await exportJWK(keys.publicKey)), kid: 'sdk-agent-key', alg: 'ES256', use: 'sig' },
      ],
    };
    app.get('/.well-known/jwks.json', (_req, res) => void res.json(jwks));
  }
  // Set once the port, and so the jku, is known; the handler signs at each card request.
  let signer: ReturnType<typeof generateAgentCardSignature> | undefined;
  const extended = {
    ...card,
    name: `${card.name} (extended)`,
    description: `${card.description}; extended card`,
  };
  // The SDK's own store and sender, with the sender's deliveries tracked so that close() can wait
  // for the ones still in flight instead of leaving them to log after the agent is gone.
  const pushStore = new InMemoryPushNotificationStore();
  const inner = new DefaultPushNotificationSender(pushStore);
  const inFlight = new Set<Promise<void>>();
  const sender: PushNotificationSender = {
    send(response, context, task) {
      const sending = inner.send(response, context, task).finally(() => inFlight.delete(sending));
      inFlight.add(sending);
      return sending;
    },
  };
  const handler = new DefaultRequestHandler(
    card,
    new InMemoryTaskStore(),
    createEchoExecutor(),
    new DefaultExecutionEventBusManager(),
    full ? pushStore : undefined,
    full ? sender : undefined,
    full ? extended : undefined,
    full ? (c: AgentCard) => signer!(c) : undefined,
  );
  const requireKey: RequestHandler = (req, res, next) => {
    if (!full || req.get(KEY_HEADER) === secret) return next();
    res.status(401).json({
      error: {
        code: 401,
        status: 'UNAUTHENTICATED',
        message: `Send the API key in ${KEY_HEADER}.`,
      },
    });
  };
  app.use('/.well-known/agent-card.json', agentCardHandler({ agentCardProvider: handler }));
  app.use(
    '/a2a/jsonrpc',
    requireKey,
    jsonRpcHandler({ requestHandler: handler, userBuilder: UserBuilder.noAuthentication }),
  );
  if (full)
    app.use(
      '/a2a/rest',
      requireKey,
      restHandler({ requestHandler: handler, userBuilder: UserBuilder.noAuthentication }),
    );

  const server: Server = await new Promise((resolve) => {
    const s = letClientsCloseIdle(app.listen(0, '127.0.0.1', () => resolve(s)));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const grpcServer = full
    ? await serveSdkGrpc(handler, { name: KEY_HEADER, value: secret })
    : undefined;
  card.supportedInterfaces.push({
    url: `${origin}/a2a/jsonrpc`,
    protocolBinding: 'JSONRPC',
    protocolVersion: '1.0',
  });
  if (full) {
    card.supportedInterfaces.push({
      url: `${origin}/a2a/rest`,
      protocolBinding: 'HTTP+JSON',
      protocolVersion: '1.0',
    });
    card.supportedInterfaces.push({
      url: grpcServer!.url,
      protocolBinding: 'GRPC',
      protocolVersion: '1.0',
    });
    (extended as unknown as typeof card).supportedInterfaces = card.supportedInterfaces;
    signer = generateAgentCardSignature(keys!.privateKey, {
      alg: 'ES256',
      kid: 'sdk-agent-key',
      typ: 'JOSE',
      jku: `${origin}/.well-known/jwks.json`,
    });
  }
  return {
    origin,
    headers: full ? { [KEY_HEADER]: secret } : {},
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await grpcServer?.close();
      await Promise.allSettled([...inFlight]);
    },
  };
}
