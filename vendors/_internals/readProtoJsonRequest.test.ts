import { describe, expect, it } from 'vitest';
import { readProtoJsonRequest } from './readProtoJsonRequest.ts';

const SENT = {
  message: {
    message_id: 'm1',
    context_id: 'c1',
    role: 1,
    parts: [{ text: 'hi', media_type: 'text/plain' }],
  },
  configuration: { history_length: 0, return_immediately: true },
  metadata: { message_id: 'kept as sent: a Struct has no field names' },
};
const ALL = { names: true, configurationNames: true, enumNumbers: true };

describe('readProtoJsonRequest', () => {
  it('reads proto names and enum numbers as their JSON names and enum names', () => {
    expect(readProtoJsonRequest(SENT, ALL)).toEqual({
      message: {
        messageId: 'm1',
        contextId: 'c1',
        role: 'ROLE_USER',
        parts: [{ text: 'hi', mediaType: 'text/plain' }],
      },
      configuration: { historyLength: 0, returnImmediately: true },
      metadata: { message_id: 'kept as sent: a Struct has no field names' },
    });
  });

  it('leaves what a reading does not take as it came', () => {
    const read = readProtoJsonRequest(SENT, {
      ...ALL,
      configurationNames: false,
      enumNumbers: false,
    });

    expect(read['configuration']).toEqual({ history_length: 0, return_immediately: true });
    expect((read['message'] as { role: unknown }).role).toBe(1);
  });
});
