import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStrictJson } from '../harness/json/parseStrictJson.ts';
import type { JsonObject } from '../harness/json/JsonValue.ts';
import { createVendors, type VendorFleet } from './createVendors.ts';
import { vendorUrls } from './vendorUrls.ts';

const ORIGIN = 'http://127.0.0.1:40000';
const urls = vendorUrls(ORIGIN);
let fleet: VendorFleet;

beforeAll(async () => {
  fleet = await createVendors({ seed: 7, progressDeadlineMs: 60 });
});
afterAll(() => fleet.close());

let rpcId = 0;
/** Calls a vendor's handler directly: no network at all. */
async function rpc(
  vendorId: string,
  method: string,
  params: unknown,
  headers: Record<string, string> = { 'A2A-Version': '1.0' },
) {
  rpcId += 1;
  const request = new Request(urls.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id: rpcId, method, params }),
  });
  const response = await fleet.vendor(vendorId).handle(request);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: (await response.json()) as JsonObject,
  };
}
const send = (parts: unknown[], configuration: JsonObject = {}) => ({
  message: { messageId: `m${rpcId}`, role: 'ROLE_USER', parts },
  configuration,
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('cards', () => {
  const card = async (id: string) =>
    parseStrictJson((await fleet.vendor(id).card(ORIGIN)).bytes) as JsonObject;

  it("emit each persona's capabilities exactly, omitted members omitted", async () => {
    const entries = await Promise.all(
      fleet.ids.map(async (id): Promise<[string, unknown]> => [
        id,
        (await card(id))['capabilities'],
      ]),
    );
    const capabilities = Object.fromEntries(entries);

    expect(capabilities).toEqual({
      'vendor-a': { streaming: true },
      'vendor-b': { streaming: true },
      'vendor-b-prime': { streaming: true },
      'vendor-c': { streaming: true },
      'vendor-minimal': {},
      'vendor-explicit-empty': { extensions: [] },
      'vendor-hung': { streaming: true },
      'vendor-a-lazy': { streaming: true },
      'vendor-d': {
        streaming: true,
        pushNotifications: true,
        extendedAgentCard: true,
        extensions: [
          {
            uri: 'https://a2a-crosscheck.dev/extensions/audit-trail/v1',
            description: 'Every request carries an audit trail',
            required: true,
          },
        ],
      },
      'vendor-e': {
        streaming: true,
        extensions: [
          {
            uri: 'https://a2a-crosscheck.dev/extensions/audit-trail/v1',
            description: 'Every request carries an audit trail',
            required: true,
          },
        ],
      },
    });
  });

  it("give B the seed's mode override and B' the enforceInputModes declaration, under B's identity", async () => {
    const b = await card('vendor-b');
    const bPrime = await card('vendor-b-prime');

    expect(b['defaultInputModes']).toEqual(['application/json']);
    // invoice.extract overrides the default modes; invoice.validate keeps them (no inputModes emitted).
    expect(b['skills']).toMatchObject([
      { id: 'invoice.extract', inputModes: ['application/pdf'] },
      { id: 'invoice.validate' },
    ]);
    expect((b['skills'] as Record<string, unknown>[])[1]).not.toHaveProperty('inputModes');
    expect(b['enforceInputModes']).toBeUndefined();
    expect(bPrime['enforceInputModes']).toBe(true);
    expect(bPrime['provider']).toEqual(b['provider']);
    expect(fleet.vendor('vendor-b-prime').identity.kid).toBe(fleet.vendor('vendor-b').identity.kid);
  });

  it('point the interface and the jku at the serving origin', async () => {
    const a = await card('vendor-a');
    const signature = (a['signatures'] as JsonObject[])[0]!;
    const header = JSON.parse(
      Buffer.from(signature['protected'] as string, 'base64url').toString(),
    ) as JsonObject;

    expect(a['supportedInterfaces']).toEqual([
      { url: urls.rpcUrl, protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
    ]);
    expect(header).toEqual({
      alg: 'ES256',
      kid: fleet.vendor('vendor-a').identity.kid,
      typ: 'JOSE',
      jku: urls.jwksUrl,
    });
  });

  it('are served as the exact bytes card() returns, with the JWKS beside them', async () => {
    const vendor = fleet.vendor('vendor-c');

    const served = new Uint8Array(
      await (await vendor.handle(new Request(urls.cardUrl))).arrayBuffer(),
    );
    const jwks = (await (await vendor.handle(new Request(urls.jwksUrl))).json()) as JsonObject;

    expect(served).toEqual((await vendor.card(ORIGIN)).bytes);
    expect(jwks).toEqual({ keys: [vendor.publicJwk] });
    expect(vendor.publicJwk).not.toHaveProperty('d');
  });
});

describe('JSON-RPC binding', () => {
  it.each([
    ['no A2A-Version (read as 0.3, A2A §3.6.2)', {}, -32009],
    ['A2A-Version 0.3', { 'A2A-Version': '0.3' }, -32009],
    ['A2A-Version 2.0', { 'A2A-Version': '2.0' }, -32009],
  ])('answers %s with VersionNotSupportedError', async (_name, headers, code) => {
    const { body } = await rpc('vendor-c', 'GetTask', { id: 'x' }, headers);

    expect(body).toMatchObject({
      jsonrpc: '2.0',
      error: { code, data: [{ reason: 'VERSION_NOT_SUPPORTED', domain: 'a2a-protocol.org' }] },
    });
  });

  it.each([
    ['vendor-minimal', 'SendStreamingMessage', send([{ text: 'x' }]), -32004],
    ['vendor-minimal', 'SubscribeToTask', { id: 'x' }, -32004],
    ['vendor-c', 'GetExtendedAgentCard', {}, -32004],
    ['vendor-c', 'CreateTaskPushNotificationConfig', {}, -32003],
    [
      'vendor-c',
      'SendMessage',
      send([{ text: 'x' }], { taskPushNotificationConfig: { url: 'http://127.0.0.1:1/hook' } }),
      -32003,
    ],
    ['vendor-c', 'GetTask', { id: 'no-such-task' }, -32001],
    ['vendor-c', 'GetTask', {}, -32602],
    [
      'vendor-c',
      'SendMessage',
      { message: { messageId: 'm', role: 'ROLE_USER', parts: [] } },
      -32602,
    ],
    ['vendor-c', 'ListWidgets', {}, -32601],
    ['vendor-c', 'SendMessage', send([{ raw: 'AAAA', mediaType: 'image/png' }]), -32005],
  ])('%s answers %s with %s', async (vendorId, method, params, code) => {
    const { body } = await rpc(vendorId, method, params);

    expect((body['error'] as JsonObject | undefined)?.['code']).toBe(code);
  });

  it('answers unreadable and malformed envelopes with -32700 and -32600', async () => {
    const post = (body: string) =>
      fleet.vendor('vendor-c').handle(new Request(urls.rpcUrl, { method: 'POST', body }));

    const parse = (await (await post('{nope')).json()) as JsonObject;
    const invalid = (await (
      await post('{"jsonrpc":"1.0","id":3,"method":"GetTask"}')
    ).json()) as JsonObject;

    expect(parse).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Invalid JSON payload' },
    });
    expect(invalid).toEqual({
      jsonrpc: '2.0',
      id: 3,
      error: { code: -32600, message: 'Request payload validation error' },
    });
  });

  it('answers other paths with 404 and other methods with 405', async () => {
    const vendor = fleet.vendor('vendor-c');

    expect((await vendor.handle(new Request(`${ORIGIN}/admin`))).status).toBe(404);
    expect((await vendor.handle(new Request(urls.rpcUrl))).status).toBe(405);
  });
});

describe('behaviour', () => {
  it("B: a PDF task is SUBMITTED, then FAILED with -32602 in the status message's metadata", async () => {
    fleet.resetTranscripts();
    const sent = await rpc(
      'vendor-b',
      'SendMessage',
      send([{ raw: 'JVBERi0=', mediaType: 'application/pdf' }], { returnImmediately: true }),
    );
    const taskId = ((sent.body['result'] as JsonObject)['task'] as JsonObject)['id'] as string;
    await sleep(fleet.timing.workingAfterMs + 5);
    const later = await rpc('vendor-b', 'GetTask', { id: taskId });

    expect(sent.body['result']).toMatchObject({
      task: { status: { state: 'TASK_STATE_SUBMITTED' } },
    });
    expect(later.body['result']).toMatchObject({
      status: {
        state: 'TASK_STATE_FAILED',
        message: { role: 'ROLE_AGENT', metadata: { error: { code: -32602 } } },
      },
    });
    expect(
      fleet.transcript('vendor-b').find((e) => e.label === 'task-created')?.body,
    ).toMatchObject({ outcome: 'fail-input' });
  });

  it('A: an undeclared extension in the message (no header) also stalls the task', async () => {
    const params = {
      message: {
        messageId: 'ext',
        role: 'ROLE_USER',
        parts: [{ text: 'x' }],
        extensions: ['urn:ext:trace'],
      },
      configuration: { returnImmediately: true },
    };

    const sent = await rpc('vendor-a', 'SendMessage', params);
    await sleep(fleet.progressDeadlineMs);
    const later = await rpc('vendor-a', 'GetTask', {
      id: ((sent.body['result'] as JsonObject)['task'] as JsonObject)['id'],
    });

    expect(later.body['result']).toMatchObject({ status: { state: 'TASK_STATE_SUBMITTED' } });
  });

  it('a blocking SendMessage waits for completion; CancelTask on it is then refused with -32002', async () => {
    const done = await rpc('vendor-minimal', 'SendMessage', send([{ text: 'echo' }]));
    const task = (done.body['result'] as JsonObject)['task'] as JsonObject;

    const cancel = await rpc('vendor-minimal', 'CancelTask', { id: task['id'] });

    expect(task).toMatchObject({
      status: { state: 'TASK_STATE_COMPLETED' },
      artifacts: [{ parts: [{ mediaType: 'text/plain' }] }],
    });
    expect((cancel.body['error'] as JsonObject)['code']).toBe(-32002);
  });

  it('CancelTask stops a task in flight', async () => {
    // A stalled task of vendor A is in flight for as long as the test needs.
    const sent = await rpc(
      'vendor-a',
      'SendMessage',
      send([{ text: 'x' }], { returnImmediately: true }),
      { 'A2A-Version': '1.0', 'A2A-Extensions': 'urn:x' },
    );
    const id = ((sent.body['result'] as JsonObject)['task'] as JsonObject)['id'];

    const canceled = await rpc('vendor-a', 'CancelTask', { id });
    await sleep(fleet.timing.workingAfterMs);
    const later = await rpc('vendor-a', 'GetTask', { id });

    expect(canceled.body['result']).toMatchObject({ status: { state: 'TASK_STATE_CANCELED' } });
    expect(later.body['result']).toMatchObject({ status: { state: 'TASK_STATE_CANCELED' } });
  });

  it('asked by the input-required key, stops a task in INPUT_REQUIRED; the next message naming it resumes it', async () => {
    const asked = { 'https://a2a-crosscheck.dev/metadata/input-required': true };
    const stopped = await rpc('vendor-minimal', 'SendMessage', {
      ...send([{ text: 'echo' }]),
      metadata: asked,
    });
    const task = (stopped.body['result'] as JsonObject)['task'] as JsonObject;
    const read = await rpc('vendor-minimal', 'GetTask', { id: task['id'] });

    const resumed = await rpc('vendor-minimal', 'SendMessage', {
      message: {
        messageId: 'm-input',
        role: 'ROLE_USER',
        parts: [{ text: 'more' }],
        taskId: task['id'],
      },
    });

    expect(task).toMatchObject({ status: { state: 'TASK_STATE_INPUT_REQUIRED' } });
    expect(task['artifacts']).toBeUndefined();
    expect(read.body['result']).toMatchObject({ status: { state: 'TASK_STATE_INPUT_REQUIRED' } });
    expect((resumed.body['result'] as JsonObject)['task']).toMatchObject({
      id: task['id'],
      contextId: task['contextId'],
      status: { state: 'TASK_STATE_COMPLETED' },
      artifacts: [{ parts: [{ mediaType: 'text/plain' }] }],
    });
  });

  it('cancels a task waiting in INPUT_REQUIRED, which is not terminal (A2A §3.1.5)', async () => {
    const stopped = await rpc('vendor-minimal', 'SendMessage', {
      ...send([{ text: 'echo' }]),
      metadata: { 'https://a2a-crosscheck.dev/metadata/input-required': true },
    });
    const id = ((stopped.body['result'] as JsonObject)['task'] as JsonObject)['id'];

    const canceled = await rpc('vendor-minimal', 'CancelTask', { id });
    const again = await rpc('vendor-minimal', 'CancelTask', { id });

    expect(canceled.body['result']).toMatchObject({ status: { state: 'TASK_STATE_CANCELED' } });
    expect((again.body['error'] as JsonObject)['code']).toBe(-32002);
  });

  it('a required extension not activated is refused with -32008 (A2A §3.3.4)', async () => {
    const strict = await createVendors({
      seed: 7,
      personas: [
        {
          ...fleet.vendor('vendor-c').persona,
          id: 'strict',
          capabilities: { extensions: [{ uri: 'urn:ext:must', required: true }] },
        },
      ],
    });

    const refused = await strict.vendor('strict').handle(
      new Request(urls.rpcUrl, {
        method: 'POST',
        headers: { 'A2A-Version': '1.0' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'SendMessage',
          params: send([{ text: 'x' }]),
        }),
      }),
    );

    expect(await refused.json()).toMatchObject({
      error: { code: -32008, data: [{ metadata: { uri: 'urn:ext:must' } }] },
    });
  });
});

describe('transcripts', () => {
  it('record request headers without transport noise, the status as :status, and reset with the clock', async () => {
    fleet.resetTranscripts();
    await rpc(
      'vendor-c',
      'GetTask',
      { id: 'x' },
      { 'A2A-Version': '1.0', 'user-agent': 'test', 'A2A-Extensions': 'urn:a' },
    );

    const [request, response] = fleet.transcript('vendor-c');
    fleet.resetTranscripts();

    expect(request).toMatchObject({
      direction: 'request',
      from: 'caller',
      to: 'vendor-c',
      label: 'GetTask',
      headers: {
        'content-type': 'application/json',
        'a2a-version': '1.0',
        'a2a-extensions': 'urn:a',
      },
    });
    expect(request?.headers).not.toHaveProperty('user-agent');
    expect(response).toMatchObject({
      direction: 'response',
      from: 'vendor-c',
      headers: { ':status': '200' },
      body: { error: { code: -32001 } },
    });
    expect(request!.at).toBeLessThanOrEqual(response!.at);
    expect(fleet.transcript('vendor-c')).toEqual([]);
  });
});
