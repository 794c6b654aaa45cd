import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../json/JsonValue.ts';
import type { TypedAgentCard } from './AgentCard.ts';
import { sampleCard } from './_fixtures/sampleCard.ts';
import { toTypedCard } from './toTypedCard.ts';

describe('toTypedCard', () => {
  it('defaults everything on an empty card, like a ProtoJSON deserializer', () => {
    const expected: TypedAgentCard = {
      name: '',
      description: '',
      supportedInterfaces: [],
      version: '',
      capabilities: {
        streaming: false,
        pushNotifications: false,
        extensions: [],
        extendedAgentCard: false,
      },
      securitySchemes: {},
      securityRequirements: [],
      defaultInputModes: [],
      defaultOutputModes: [],
      skills: [],
      signatures: [],
    };
    expect(toTypedCard({})).toEqual(expected);
  });

  it('reads the sample card whole: defaults filled in, presence-tracked members kept only when set', () => {
    const expected: TypedAgentCard = {
      name: 'Invoice Worker',
      description: 'Extracts fields from invoices',
      supportedInterfaces: [
        {
          url: 'https://b.example/a2a',
          protocolBinding: 'JSONRPC',
          tenant: '',
          protocolVersion: '1.0',
        },
      ],
      provider: { url: 'https://b.example', organization: 'Vendor B' },
      version: '2.1.0',
      capabilities: {
        streaming: true,
        pushNotifications: false,
        extensions: [
          { uri: 'https://ext.example/trace/v1', description: '', required: true },
          {
            uri: 'https://ext.example/cost/v2',
            description: 'cost hints',
            required: false,
            params: { currency: 'EUR' },
          },
        ],
        extendedAgentCard: false,
      },
      securitySchemes: {
        bearer: {
          httpAuthSecurityScheme: { description: '', scheme: 'Bearer', bearerFormat: 'JWT' },
        },
      },
      securityRequirements: [{ schemes: { bearer: { list: [] } } }],
      defaultInputModes: ['application/json'],
      defaultOutputModes: ['application/json'],
      skills: [
        {
          id: 'invoice.extract',
          name: 'Extract invoice',
          description: 'Reads a PDF invoice',
          tags: ['invoice'],
          examples: [],
          inputModes: ['application/pdf'],
          outputModes: [],
          securityRequirements: [{ schemes: { oauth: { list: ['invoices:read'] } } }],
        },
        {
          id: 'invoice.summarize',
          name: 'Summarize',
          description: 'Summarizes',
          tags: [],
          examples: [],
          inputModes: [],
          outputModes: [],
          securityRequirements: [],
        },
      ],
      signatures: [{ protected: 'eyJhbGciOiJFUzI1NiJ9', signature: 'c2ln', header: { kid: 'k1' } }],
    };
    expect(toTypedCard(sampleCard())).toEqual(expected);
  });

  it('reads null as absent and drops unknown members', () => {
    // Arrange
    const emitted: JsonObject = {
      name: null,
      capabilities: { streaming: null, extensions: null, stateTransitionHistory: true },
      provider: null,
      enforceInputModes: true,
      protocolVersion: '0.3.0',
    };
    // Act
    const typed = toTypedCard(emitted);
    // Assert
    expect(typed.name).toBe('');
    expect(typed.capabilities).toEqual({
      streaming: false,
      pushNotifications: false,
      extensions: [],
      extendedAgentCard: false,
    });
    expect('provider' in typed).toBe(false);
    expect('enforceInputModes' in typed).toBe(false);
    expect('protocolVersion' in typed).toBe(false);
  });

  const aliases: {
    name: string;
    emitted: JsonObject;
    read: (t: TypedAgentCard) => unknown;
    value: unknown;
  }[] = [
    {
      name: 'default_input_modes',
      emitted: { default_input_modes: ['text/plain'] },
      read: (t) => t.defaultInputModes,
      value: ['text/plain'],
    },
    {
      name: 'default_output_modes',
      emitted: { default_output_modes: ['text/csv'] },
      read: (t) => t.defaultOutputModes,
      value: ['text/csv'],
    },
    {
      name: 'push_notifications',
      emitted: { capabilities: { push_notifications: true } },
      read: (t) => t.capabilities.pushNotifications,
      value: true,
    },
    {
      name: 'extended_agent_card',
      emitted: { capabilities: { extended_agent_card: true } },
      read: (t) => t.capabilities.extendedAgentCard,
      value: true,
    },
    {
      name: 'input_modes',
      emitted: { skills: [{ id: 's', input_modes: ['application/pdf'] }] },
      read: (t) => t.skills[0]?.inputModes,
      value: ['application/pdf'],
    },
    {
      name: 'security_requirements',
      emitted: { security_requirements: [{ schemes: { k: { list: ['a'] } } }] },
      read: (t) => t.securityRequirements,
      value: [{ schemes: { k: { list: ['a'] } } }],
    },
    {
      name: 'protocol_version',
      emitted: {
        supported_interfaces: [{ url: 'u', protocol_binding: 'GRPC', protocol_version: '1.0' }],
      },
      read: (t) => t.supportedInterfaces,
      value: [{ url: 'u', protocolBinding: 'GRPC', tenant: '', protocolVersion: '1.0' }],
    },
    {
      name: 'documentation_url',
      emitted: { documentation_url: 'https://d' },
      read: (t) => t.documentationUrl,
      value: 'https://d',
    },
    {
      name: 'oauth2_security_scheme',
      emitted: {
        security_schemes: { o: { oauth2_security_scheme: { oauth2_metadata_url: 'm' } } },
      },
      read: (t) => t.securitySchemes,
      value: {
        o: { oauth2SecurityScheme: { description: '', flows: {}, oauth2MetadataUrl: 'm' } },
      },
    },
  ];
  it.each(aliases)('accepts the proto name $name as an alias', ({ emitted, read, value }) => {
    expect(read(toTypedCard(emitted))).toEqual(value);
  });
});
