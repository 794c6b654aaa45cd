import type { JsonObject } from '../../json/JsonValue.ts';

/**
 * A valid A2A v1.0 card shaped like seed 002's vendor B, for tests: a fresh object on every
 * call, so a test may edit its copy. Hand-written; never produced by the code under test.
 */
export function sampleCard(): JsonObject {
  return {
    name: 'Invoice Worker',
    description: 'Extracts fields from invoices',
    supportedInterfaces: [
      { url: 'https://b.example/a2a', protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
    ],
    provider: { organization: 'Vendor B', url: 'https://b.example' },
    version: '2.1.0',
    capabilities: {
      streaming: true,
      extensions: [
        { uri: 'https://ext.example/trace/v1', required: true },
        {
          uri: 'https://ext.example/cost/v2',
          description: 'cost hints',
          params: { currency: 'EUR' },
        },
      ],
    },
    securitySchemes: {
      bearer: { httpAuthSecurityScheme: { scheme: 'Bearer', bearerFormat: 'JWT' } },
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
        inputModes: ['application/pdf'],
        securityRequirements: [{ schemes: { oauth: { list: ['invoices:read'] } } }],
      },
      { id: 'invoice.summarize', name: 'Summarize', description: 'Summarizes', tags: [] },
    ],
    signatures: [{ protected: 'eyJhbGciOiJFUzI1NiJ9', signature: 'c2ln', header: { kid: 'k1' } }],
  };
}

/** `sampleCard()` as JSON text with `edit` applied to the copy first. */
export function sampleCardText(edit: (card: JsonObject) => void = () => {}): string {
  const card = sampleCard();
  edit(card);
  return JSON.stringify(card);
}
