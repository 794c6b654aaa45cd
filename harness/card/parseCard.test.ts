import { describe, expect, it } from 'vitest';
import { CrosscheckError, type CrosscheckErrorCode } from '../errors/CrosscheckError.ts';
import type { JsonObject } from '../json/JsonValue.ts';
import { sampleCard, sampleCardText } from './_fixtures/sampleCard.ts';
import { parseCard } from './parseCard.ts';

function caught(fn: () => unknown): CrosscheckError {
  try {
    fn();
  } catch (e) {
    if (e instanceof CrosscheckError) return e;
    throw e;
  }
  throw new Error('expected a CrosscheckError, nothing was thrown');
}

const caps = (c: JsonObject): JsonObject => c.capabilities as JsonObject;
const skill0 = (c: JsonObject): JsonObject => (c.skills as JsonObject[])[0] as JsonObject;

interface Row {
  name: string;
  input: string | Uint8Array;
  code: CrosscheckErrorCode;
  pointer: string;
}

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)),
  );

const hostile: Row[] = [
  // Bytes and JSON (the strict parser's codes come through unchanged).
  {
    name: 'duplicate member at top level',
    input: '{"name":"a","version":"1","name":"b"}',
    code: 'CARD_DUPLICATE_MEMBER',
    pointer: '/name',
  },
  {
    name: 'duplicate member in capabilities',
    input: '{"capabilities":{"streaming":false,"streaming":true}}',
    code: 'CARD_DUPLICATE_MEMBER',
    pointer: '/capabilities/streaming',
  },
  {
    name: 'duplicate member inside signatures[0]',
    input: '{"signatures":[{"protected":"a","signature":"b","signature":"c"}]}',
    code: 'CARD_DUPLICATE_MEMBER',
    pointer: '/signatures/0/signature',
  },
  { name: 'root is an array', input: '[]', code: 'CARD_NOT_OBJECT', pointer: '' },
  { name: 'root is a string', input: '"card"', code: 'CARD_NOT_OBJECT', pointer: '' },
  { name: 'root is a number', input: '42', code: 'CARD_NOT_OBJECT', pointer: '' },
  { name: 'root is null', input: 'null', code: 'CARD_NOT_OBJECT', pointer: '' },
  { name: 'root is true', input: 'true', code: 'CARD_NOT_OBJECT', pointer: '' },
  {
    name: 'byte 0xFF',
    input: bytes('{"name":"', [0xff], '"}'),
    code: 'CARD_INVALID_UTF8',
    pointer: '',
  },
  {
    name: 'overlong encoding',
    input: bytes('{"name":"', [0xc0, 0x80], '"}'),
    code: 'CARD_INVALID_UTF8',
    pointer: '',
  },
  {
    name: 'Latin-1 é',
    input: bytes('{"name":"caf', [0xe9], '"}'),
    code: 'CARD_INVALID_UTF8',
    pointer: '',
  },
  {
    name: 'UTF-16LE bytes',
    input: bytes([0x7b, 0, 0x7d, 0]),
    code: 'CARD_INVALID_UTF8',
    pointer: '',
  },
  {
    name: 'UTF-8 BOM',
    input: bytes([0xef, 0xbb, 0xbf], sampleCardText()),
    code: 'CARD_INVALID_UTF8',
    pointer: '',
  },
  {
    name: 'escaped lone surrogate',
    input: '{"name":"\\ud800"}',
    code: 'CARD_LONE_SURROGATE',
    pointer: '/name',
  },
  {
    name: 'reversed surrogate pair',
    input: '{"skills":[{"id":"\\udc00\\ud800"}]}',
    code: 'CARD_LONE_SURROGATE',
    pointer: '/skills/0/id',
  },
  {
    name: '1e400',
    input: '{"capabilities":{"extensions":[{"params":{"n":1e400}}]}}',
    code: 'CARD_NON_FINITE_NUMBER',
    pointer: '/capabilities/extensions/0/params/n',
  },
  { name: '-1e400', input: '{"x":-1e400}', code: 'CARD_NON_FINITE_NUMBER', pointer: '/x' },
  // Known A2A v1.0 members with the wrong JSON type.
  {
    name: 'streaming "true"',
    input: sampleCardText((c) => (caps(c).streaming = 'true')),
    code: 'CARD_WRONG_TYPE',
    pointer: '/capabilities/streaming',
  },
  {
    name: 'streaming 0',
    input: sampleCardText((c) => (caps(c).streaming = 0)),
    code: 'CARD_WRONG_TYPE',
    pointer: '/capabilities/streaming',
  },
  {
    name: 'pushNotifications []',
    input: sampleCardText((c) => (caps(c).pushNotifications = [])),
    code: 'CARD_WRONG_TYPE',
    pointer: '/capabilities/pushNotifications',
  },
  {
    name: 'extendedAgentCard "false"',
    input: sampleCardText((c) => (caps(c).extendedAgentCard = 'false')),
    code: 'CARD_WRONG_TYPE',
    pointer: '/capabilities/extendedAgentCard',
  },
  {
    name: 'skills an object',
    input: sampleCardText((c) => (c.skills = {})),
    code: 'CARD_WRONG_TYPE',
    pointer: '/skills',
  },
  {
    name: 'skills a string',
    input: sampleCardText((c) => (c.skills = 'none')),
    code: 'CARD_WRONG_TYPE',
    pointer: '/skills',
  },
  {
    name: 'capabilities an array',
    input: sampleCardText((c) => (c.capabilities = [])),
    code: 'CARD_WRONG_TYPE',
    pointer: '/capabilities',
  },
  {
    name: 'capabilities true',
    input: sampleCardText((c) => (c.capabilities = true)),
    code: 'CARD_WRONG_TYPE',
    pointer: '/capabilities',
  },
  {
    name: 'extensions an object',
    input: sampleCardText((c) => (caps(c).extensions = {})),
    code: 'CARD_WRONG_TYPE',
    pointer: '/capabilities/extensions',
  },
  {
    name: 'extension uri a number',
    input: sampleCardText((c) => (caps(c).extensions = [{ uri: 5 }])),
    code: 'CARD_WRONG_TYPE',
    pointer: '/capabilities/extensions/0/uri',
  },
  {
    name: 'extension required "yes"',
    input: sampleCardText((c) => (caps(c).extensions = [{ uri: 'u', required: 'yes' }])),
    code: 'CARD_WRONG_TYPE',
    pointer: '/capabilities/extensions/0/required',
  },
  {
    name: 'extension params an array',
    input: sampleCardText((c) => (caps(c).extensions = [{ uri: 'u', params: [] }])),
    code: 'CARD_WRONG_TYPE',
    pointer: '/capabilities/extensions/0/params',
  },
  {
    name: 'null extension element',
    input: sampleCardText((c) => (caps(c).extensions = [null])),
    code: 'CARD_WRONG_TYPE',
    pointer: '/capabilities/extensions/0',
  },
  {
    name: 'name a number',
    input: sampleCardText((c) => (c.name = 7)),
    code: 'CARD_WRONG_TYPE',
    pointer: '/name',
  },
  {
    name: 'defaultInputModes a string',
    input: sampleCardText((c) => (c.defaultInputModes = 'text/plain')),
    code: 'CARD_WRONG_TYPE',
    pointer: '/defaultInputModes',
  },
  {
    name: 'defaultInputModes element a number',
    input: sampleCardText((c) => (c.defaultInputModes = ['text/plain', 1])),
    code: 'CARD_WRONG_TYPE',
    pointer: '/defaultInputModes/1',
  },
  {
    name: 'defaultOutputModes element null',
    input: sampleCardText((c) => (c.defaultOutputModes = [null])),
    code: 'CARD_WRONG_TYPE',
    pointer: '/defaultOutputModes/0',
  },
  {
    name: 'interface protocolVersion a number',
    input: sampleCardText(
      (c) =>
        ((c.supportedInterfaces as JsonObject[])[0] = {
          url: 'u',
          protocolBinding: 'JSONRPC',
          protocolVersion: 1.0,
        }),
    ),
    code: 'CARD_WRONG_TYPE',
    pointer: '/supportedInterfaces/0/protocolVersion',
  },
  {
    name: 'provider a string',
    input: sampleCardText((c) => (c.provider = 'Acme')),
    code: 'CARD_WRONG_TYPE',
    pointer: '/provider',
  },
  {
    name: 'skill tags a string',
    input: sampleCardText((c) => (skill0(c).tags = 'invoice')),
    code: 'CARD_WRONG_TYPE',
    pointer: '/skills/0/tags',
  },
  {
    name: 'skill inputModes an object',
    input: sampleCardText((c) => (skill0(c).inputModes = { pdf: true })),
    code: 'CARD_WRONG_TYPE',
    pointer: '/skills/0/inputModes',
  },
  {
    name: 'skill element a string',
    input: sampleCardText((c) => (c.skills = ['invoice.extract'])),
    code: 'CARD_WRONG_TYPE',
    pointer: '/skills/0',
  },
  {
    name: 'signature header a string',
    input: sampleCardText(
      (c) => (c.signatures = [{ protected: 'p', signature: 's', header: 'kid' }]),
    ),
    code: 'CARD_WRONG_TYPE',
    pointer: '/signatures/0/header',
  },
  {
    name: 'security scheme value null',
    input: sampleCardText((c) => (c.securitySchemes = { bearer: null })),
    code: 'CARD_WRONG_TYPE',
    pointer: '/securitySchemes/bearer',
  },
  {
    name: 'scheme name needing pointer escapes',
    input: sampleCardText((c) => (c.securitySchemes = { 'a/b~c': 1 })),
    code: 'CARD_WRONG_TYPE',
    pointer: '/securitySchemes/a~1b~0c',
  },
  {
    name: 'requirement scope list a string',
    input: sampleCardText(
      (c) => (c.securityRequirements = [{ schemes: { bearer: { list: 'read' } } }]),
    ),
    code: 'CARD_WRONG_TYPE',
    pointer: '/securityRequirements/0/schemes/bearer/list',
  },
  {
    name: 'OAuth scopes value a number',
    input: sampleCardText(
      (c) =>
        (c.securitySchemes = {
          o: {
            oauth2SecurityScheme: {
              flows: { clientCredentials: { tokenUrl: 't', scopes: { read: 1 } } },
            },
          },
        }),
    ),
    code: 'CARD_WRONG_TYPE',
    pointer: '/securitySchemes/o/oauth2SecurityScheme/flows/clientCredentials/scopes/read',
  },
  {
    name: 'snake_case alias with the wrong type',
    input: sampleCardText((c) => (caps(c).push_notifications = 'true')),
    code: 'CARD_WRONG_TYPE',
    pointer: '/capabilities/push_notifications',
  },
  // One field under both spellings: ProtoJSON parsers refuse it.
  {
    name: 'JSON name and proto name both present',
    input: sampleCardText((c) => (c.default_input_modes = ['text/plain'])),
    code: 'CARD_DUPLICATE_MEMBER',
    pointer: '/default_input_modes',
  },
  {
    name: 'both spellings even when one is null',
    input: sampleCardText(
      (c) => ((caps(c).extendedAgentCard = true), (caps(c).extended_agent_card = null)),
    ),
    code: 'CARD_DUPLICATE_MEMBER',
    pointer: '/capabilities/extended_agent_card',
  },
];

describe('parseCard: hostile input', () => {
  it.each(hostile)('$name → $code at "$pointer"', ({ input, code, pointer }) => {
    // Act
    const err = caught(() => parseCard(input));
    // Assert
    expect({ code: err.code, pointer: err.pointer }).toEqual({ code, pointer });
    expect(err.message).toMatch(/^Failed to (parse JSON|read the Agent Card): .+\. .+\.$/s);
  });

  it('rejects oversized input before parsing, and honours options.limits', () => {
    // Invalid UTF-8 throughout: parsing first would say CARD_INVALID_UTF8.
    const big = new Uint8Array(16 * 1024 * 1024).fill(0xff);
    expect(caught(() => parseCard(big)).code).toBe('CARD_TOO_LARGE');
    expect(caught(() => parseCard(sampleCardText(), { limits: { maxBytes: 100 } })).code).toBe(
      'CARD_TOO_LARGE',
    );
  });

  it.each([10_000, 1_000_000])(
    '%i levels of "[" inside a card → CARD_TOO_DEEP, at once',
    (levels) => {
      // A stray byte after the arrays: a reader that went on past the limit would refuse the text
      // for it (see parseStrictJson.test.ts), so the code proves where it stopped.
      const err = caught(() =>
        parseCard(`{"capabilities":${'['.repeat(levels)}\u0001`, {
          limits: { maxBytes: 2 * levels },
        }),
      );
      expect(err.code).toBe('CARD_TOO_DEEP');
      expect(err.pointer?.startsWith('/capabilities/0/0/0')).toBe(true);
    },
  );

  it('a card message reports the value briefly, never the whole card', () => {
    const err = caught(() => parseCard(sampleCardText((c) => (caps(c).streaming = 'true'))));
    expect(err.message).toBe(
      'Failed to read the Agent Card: "/capabilities/streaming" (AgentCapabilities.streaming) is the string "true", expected a boolean. Emit a boolean or omit the member (ProtoJSON, A2A §5.5).',
    );
  });
});

describe('parseCard: what it accepts', () => {
  const accepted: { name: string; edit: (c: JsonObject) => void }[] = [
    { name: 'null capabilities', edit: (c) => (c.capabilities = null) },
    { name: 'null streaming', edit: (c) => (caps(c).streaming = null) },
    { name: 'null extensions', edit: (c) => (caps(c).extensions = null) },
    { name: 'null skills', edit: (c) => (c.skills = null) },
    {
      name: 'null provider, params and header',
      edit: (c) => ((c.provider = null), (caps(c).extensions = [{ uri: 'u', params: null }])),
    },
    {
      name: 'missing required members',
      edit: (c) => (delete c.name, delete c.skills, delete c.capabilities),
    },
    {
      name: 'unknown members of any type',
      edit: (c) => (
        (c.enforceInputModes = 'yes'),
        (c.protocolVersion = 3),
        (caps(c).stateTransitionHistory = 'x'),
        (caps(c).skillQuery = 1)
      ),
    },
    {
      name: 'a snake_case alias alone',
      edit: (c) => (delete c.defaultInputModes, (c.default_input_modes = ['text/plain'])),
    },
    {
      name: 'anything inside a Struct',
      edit: (c) =>
        (caps(c).extensions = [{ uri: 'u', params: { a: [null, { b: 'c' }], streaming: 'x' } }]),
    },
  ];
  it.each(accepted)('$name', ({ edit }) => {
    expect(() => parseCard(sampleCardText(edit))).not.toThrow();
  });

  it('keeps bytes, text and emitted exactly as served', () => {
    // Arrange: member order, spacing, an unknown member and an explicit `[]` must all survive.
    const text = '{ "zeta": 1, "name": "café", "capabilities": { "extensions": [] } }';
    const served = new TextEncoder().encode(text);
    // Act
    const card = parseCard(served);
    // Assert
    expect(card.text).toBe(text);
    expect(card.bytes).toEqual(served);
    expect(card.bytes).not.toBe(served);
    expect(Object.keys(card.emitted)).toEqual(['zeta', 'name', 'capabilities']);
    expect(card.emitted).toEqual({ zeta: 1, name: 'café', capabilities: { extensions: [] } });
    expect(card.typed.capabilities.extensions).toEqual([]);
    expect(card.typed.name).toBe('café');
  });

  it('encodes a string input to its UTF-8 bytes', () => {
    const card = parseCard('{"name":"é"}');
    expect([...card.bytes]).toEqual([
      0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xc3, 0xa9, 0x22, 0x7d,
    ]);
  });

  it('freezes emitted and typed all the way down', () => {
    const card = parseCard(sampleCardText());
    expect(() => {
      (card.emitted.capabilities as JsonObject).streaming = false;
    }).toThrow(TypeError);
    expect(() => {
      card.typed.skills.push(card.typed.skills[0]!);
    }).toThrow(TypeError);
    expect(readStreaming(card.emitted)).toBe(true);
  });

  it('keeps "__proto__" members as data at every level', () => {
    // Arrange
    const text = sampleCardText((c) => {
      Object.defineProperty(c, '__proto__', { value: { streaming: true }, enumerable: true });
      c.capabilities = {};
      Object.defineProperty(c.capabilities, '__proto__', {
        value: { streaming: true },
        enumerable: true,
      });
      c.securitySchemes = {};
      Object.defineProperty(c.securitySchemes, '__proto__', {
        value: { mtlsSecurityScheme: {} },
        enumerable: true,
      });
    });
    // Act
    const card = parseCard(text);
    // Assert
    const capsObj = card.emitted.capabilities as JsonObject;
    expect(Object.getPrototypeOf(card.emitted)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(capsObj)).toBe(Object.prototype);
    expect((capsObj as { streaming?: unknown }).streaming).toBeUndefined();
    expect(Object.hasOwn(card.typed, '__proto__')).toBe(false);
    expect(card.typed.capabilities.streaming).toBe(false);
    expect(Object.getOwnPropertyDescriptor(card.typed.securitySchemes, '__proto__')?.value).toEqual(
      {
        mtlsSecurityScheme: { description: '' },
      },
    );
  });

  it('sample fixture round-trips to an equal emitted object', () => {
    expect(parseCard(sampleCardText()).emitted).toEqual(sampleCard());
  });
});

function readStreaming(emitted: JsonObject): unknown {
  return (emitted.capabilities as JsonObject).streaming;
}
