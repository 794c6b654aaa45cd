import { describe, expect, it } from 'vitest';
import { generateSigningKey, verifyCardSignatures } from '../../harness/jws/index.ts';
import type { JsonObject } from '../../harness/json/JsonValue.ts';
import { a2aJsAdapter } from './a2aJsAdapter.ts';
import { loadA2aJsAdapter } from './loadA2aJsAdapter.ts';

const card = (capabilities: JsonObject): JsonObject => ({
  name: 'Echo',
  description: 'Echoes',
  supportedInterfaces: [
    { url: 'http://127.0.0.1:9/a2a', protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
  ],
  version: '1.0.0',
  capabilities,
  defaultInputModes: ['text/plain'],
  defaultOutputModes: ['text/plain'],
  skills: [{ id: 'echo', name: 'Echo', description: 'Echoes', tags: ['echo'] }],
});

async function signWithSdk(unsigned: JsonObject) {
  const key = await generateSigningKey('k1');
  const signed = await a2aJsAdapter.sign!({
    card: unsigned,
    privateJwk: key.privateJwk,
    protectedHeader: { alg: 'ES256', kid: 'k1', typ: 'JOSE' },
    canonicalization: 'a2a-1.0',
  });
  const emitted = JSON.parse(
    Buffer.from(signed.cardBase64, 'base64').toString('utf8'),
  ) as JsonObject;
  return { key, signed, emitted };
}

const policy = {
  floorVersion: '1.0',
  requiredNoDefault: [],
  canonicalization: 'a2a-1.0' as const,
  algorithms: ['ES256'],
  allowedJkuOrigins: [],
  revokedKids: [],
  crossVendor: true,
};

describe('a2a-js adapter', () => {
  it('loads through the optional-peer loader and names the SDK version', async () => {
    const adapter = await loadA2aJsAdapter();

    const hello = await adapter.hello({ contractVersion: '1.0' });

    expect(hello).toMatchObject({
      name: '@a2a-js/sdk',
      roles: ['verifier', 'signer', 'consumer', 'client'],
    });
    expect(hello.version).toMatch(/^1\.\d+\.\d+/);
  });

  it('verifies its own signature, and the harness agrees when capabilities are non-empty', async () => {
    const { key, signed, emitted } = await signWithSdk(card({ streaming: true }));

    const own = await a2aJsAdapter.discover!({
      cardBase64: signed.cardBase64,
      jwks: { keys: [key.publicJwk] },
      policy,
    });
    const harness = await verifyCardSignatures(emitted, {
      jwks: { keys: [key.publicJwk] },
      algorithms: ['ES256'],
      canonicalization: 'a2a-1.0',
      allowedJkuOrigins: [],
      revokedKids: [],
    });

    expect(own).toMatchObject({
      admitted: true,
      signature: 'valid',
      capabilities: { streaming: true, pushNotifications: 'undeclared', extensions: [] },
    });
    expect(harness.state).toBe('valid');
  });

  it('signs a minimal card without its REQUIRED empty capabilities, so a §8.4.1 verifier disagrees', async () => {
    const { key, signed, emitted } = await signWithSdk(card({}));

    const own = await a2aJsAdapter.discover!({
      cardBase64: signed.cardBase64,
      jwks: { keys: [key.publicJwk] },
      policy,
    });
    const harness = await verifyCardSignatures(emitted, {
      jwks: { keys: [key.publicJwk] },
      algorithms: ['ES256'],
      canonicalization: 'a2a-1.0',
      allowedJkuOrigins: [],
      revokedKids: [],
    });

    expect(own).toMatchObject({ admitted: true, signature: 'valid' });
    expect(harness.state).toBe('invalid');
  });

  it('reassembles append chunks once a task is known, and drops updates that come before it', async () => {
    const update = (text: string, append: boolean) => ({
      artifactUpdate: {
        taskId: 't',
        contextId: 'c',
        artifact: { artifactId: 'a', parts: [{ text }] },
        append,
      },
    });

    const withTask = await a2aJsAdapter.reassemble!({
      events: [
        { task: { id: 't', contextId: 'c', status: { state: 'TASK_STATE_WORKING' } } },
        update('x', false),
        update('y', true),
      ],
    });
    const withoutTask = await a2aJsAdapter.reassemble!({
      events: [update('x', false), update('y', true)],
    });

    expect(withTask).toEqual({
      artifacts: [{ artifactId: 'a', parts: [{ text: 'x' }, { text: 'y' }] }],
    });
    expect(withoutTask).toEqual({ artifacts: [] });
  });
});
