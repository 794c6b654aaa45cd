import type { JsonObject } from '../../harness/json/JsonValue.ts';

/**
 * A minimal valid A2A v1.0 Agent Card (every REQUIRED member of proto `AgentCard`, nothing
 * else): `capabilities` is present but declares nothing, which is what seed 000 calls a
 * legitimate minimal card. Cases spread their own members over it.
 */
export function minimalCard(overrides: JsonObject = {}): JsonObject {
  return {
    name: 'Case Agent',
    description: 'Card built by a2a-crosscheck for one conformance case',
    version: '1.0.0',
    supportedInterfaces: [
      { url: 'http://127.0.0.1:9/a2a', protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
    ],
    capabilities: {},
    defaultInputModes: ['application/json'],
    defaultOutputModes: ['application/json'],
    skills: [{ id: 'echo', name: 'Echo', description: 'Returns its input', tags: ['test'] }],
    ...overrides,
  };
}

export const TRACING_EXTENSION = 'https://crosscheck.example/ext/tracing/v1';
export const OTHER_EXTENSION = 'https://crosscheck.example/ext/other/v1';
