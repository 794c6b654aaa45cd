import { describe, expect, it } from 'vitest';
import { cardAsRead } from './cardAsRead.ts';
import { parseCard } from './parseCard.ts';

describe('cardAsRead', () => {
  it('names every v1.0 field by its JSON name, at every depth, and changes nothing else', () => {
    // Arrange: proto names at the root, in a message, in list elements and in map values.
    const card = parseCard(
      JSON.stringify({
        default_input_modes: ['text/plain'],
        capabilities: { push_notifications: null, extensions: [{ uri: 'u', params: { a_b: 1 } }] },
        supported_interfaces: [{ url: 'u', protocol_version: '1.0' }],
        security_schemes: { my_scheme: { http_auth_security_scheme: { scheme: 'bearer' } } },
        skills: [{ id: 's', input_modes: ['image/png'] }],
        enforce_input_modes: true,
        protocol_version: '0.3.0',
      }),
    );
    // Act / Assert: Struct members (`params`), map keys and members outside the proto stay.
    expect(cardAsRead(card)).toEqual({
      defaultInputModes: ['text/plain'],
      capabilities: { pushNotifications: null, extensions: [{ uri: 'u', params: { a_b: 1 } }] },
      supportedInterfaces: [{ url: 'u', protocolVersion: '1.0' }],
      securitySchemes: { my_scheme: { httpAuthSecurityScheme: { scheme: 'bearer' } } },
      skills: [{ id: 's', inputModes: ['image/png'] }],
      enforce_input_modes: true,
      protocol_version: '0.3.0',
    });
  });

  it('keeps a member named "__proto__" as data', () => {
    const read = cardAsRead(parseCard('{"__proto__":{"name":"x"},"name":"n"}'));
    expect(Object.keys(read)).toEqual(['__proto__', 'name']);
    expect(read['name']).toBe('n');
  });

  it('is read once per card, and frozen', () => {
    const card = parseCard('{"default_input_modes":["a/b"]}');
    expect(cardAsRead(card)).toBe(cardAsRead(card));
    expect(Object.isFrozen(cardAsRead(card)['defaultInputModes'])).toBe(true);
  });
});
