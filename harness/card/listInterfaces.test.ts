import { describe, expect, it } from 'vitest';
import { legacyProtocolVersion, listInterfaces } from './listInterfaces.ts';
import { parseCard } from './parseCard.ts';

describe('listInterfaces', () => {
  it('keeps preference order and defaults absent members', () => {
    const card = parseCard(
      JSON.stringify({
        supportedInterfaces: [
          { url: 'https://a/v1', protocolBinding: 'JSONRPC', protocolVersion: '1.0', tenant: 't1' },
          { url: 'https://a/v03', protocolBinding: 'JSONRPC', protocolVersion: '0.3' },
          { url: 'https://a/grpc', protocolBinding: 'GRPC' },
        ],
      }),
    );
    expect(listInterfaces(card)).toEqual([
      {
        pointer: '/supportedInterfaces/0',
        url: 'https://a/v1',
        protocolBinding: 'JSONRPC',
        tenant: 't1',
        protocolVersion: '1.0',
      },
      {
        pointer: '/supportedInterfaces/1',
        url: 'https://a/v03',
        protocolBinding: 'JSONRPC',
        tenant: '',
        protocolVersion: '0.3',
      },
      {
        pointer: '/supportedInterfaces/2',
        url: 'https://a/grpc',
        protocolBinding: 'GRPC',
        tenant: '',
        protocolVersion: '',
      },
    ]);
  });

  it.each([
    { name: 'absent', json: '{}' },
    { name: 'null', json: '{"supportedInterfaces":null}' },
    { name: 'null under its proto name', json: '{"supported_interfaces":null}' },
  ])('is empty when supportedInterfaces is $name', ({ json }) => {
    expect(listInterfaces(parseCard(json))).toEqual([]);
  });

  // ProtoJSON parsers accept a field under its proto name (A2A §5.5), and `a2a-1.0` signs it so.
  it('reads supported_interfaces and protocol_version as the fields they name', () => {
    const card = parseCard('{"supported_interfaces":[{"url":"u","protocol_version":"1.0"}]}');
    expect(listInterfaces(card)).toEqual([
      {
        url: 'u',
        protocolBinding: '',
        tenant: '',
        protocolVersion: '1.0',
        pointer: '/supportedInterfaces/0',
      },
    ]);
    expect(card.typed.supportedInterfaces[0]?.protocolVersion).toBe('1.0');
  });
});

describe('legacyProtocolVersion', () => {
  it.each([
    { json: '{"protocolVersion":"0.3.0"}', want: '0.3.0' },
    { json: '{}', want: undefined },
    { json: '{"protocolVersion":null}', want: undefined },
    { json: '{"protocolVersion":0.3}', want: undefined },
    { json: '{"capabilities":{"protocolVersion":"0.3.0"}}', want: undefined },
  ])('$json → $want', ({ json, want }) => {
    expect(legacyProtocolVersion(parseCard(json))).toBe(want);
  });
});
