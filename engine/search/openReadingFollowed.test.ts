import { describe, expect, it } from 'vitest';
import { openReadingFollowed } from './openReadingFollowed.ts';

const card = {
  name: 'B',
  description: '',
  version: '1',
  supportedInterfaces: [
    { url: 'http://127.0.0.1:9/a2a', protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
  ],
  capabilities: {},
  defaultInputModes: ['text/plain'],
  defaultOutputModes: ['text/plain'],
  skills: [{ id: 's', name: 's', description: '', tags: ['t'], inputModes: [' image/png '] }],
};
const params = {
  cardBase64: Buffer.from(JSON.stringify(card)).toString('base64'),
  jwks: { keys: [] },
  policy: {
    floorVersion: '1.0',
    requiredNoDefault: [],
    canonicalization: 'a2a-1.0',
    algorithms: ['ES256'],
    allowedJkuOrigins: [],
    revokedKids: [],
    crossVendor: false,
  },
  peer: 'B',
  skillId: 's',
  mediaType: 'image/png',
  callerMode: 'streaming',
  callerExtensions: [],
  degraded: [],
  peers: [],
};

describe('openReadingFollowed', () => {
  it('names the open reading an answer the model does not give follows', async () => {
    // The model matches " image/png " to nothing and refuses; a trimming verifier sends.
    const send = { decision: 'send', peer: 'B', requestExtensions: [], markDegraded: [] };
    const followed = await openReadingFollowed('plan', params, 'plan-decision', send, params);
    expect(followed?.id).toBe('media-type-trimmed');
  });

  it('names none for an answer no reading gives', async () => {
    const other = { decision: 'fallback', peer: 'C', requestExtensions: [], markDegraded: [] };
    expect(await openReadingFollowed('plan', params, 'plan-decision', other, params)).toBe(
      undefined,
    );
  });
});
