import { describe, expect, it } from 'vitest';
import type { Canonicalization } from '../vocabulary/index.ts';
import { isCrosscheckError } from '../errors/CrosscheckError.ts';
import type { JsonObject, JsonValue } from '../json/JsonValue.ts';
import { parseStrictJson } from '../json/parseStrictJson.ts';
import { canonicalDiff } from './canonicalDiff.ts';
import { A2A_CANON_READING, canonicalizeCard } from './canonicalizeCard.ts';

const card = (text: string): JsonObject => parseStrictJson(text) as JsonObject;

function canonFailure(
  input: JsonObject,
  mode: Canonicalization,
): { code: string; pointer: string | undefined } {
  try {
    canonicalizeCard(input, mode);
  } catch (e) {
    if (isCrosscheckError(e)) return { code: e.code, pointer: e.pointer };
    throw e;
  }
  throw new Error('expected canonicalizeCard to throw');
}

describe('canonicalizeCard a2a-1.0: A2A §8.4.1 worked example', () => {
  it('is byte-exact', () => {
    // Arrange
    const input = card(
      '{"name":"Example Agent","description":"","capabilities":{"streaming":false,"pushNotifications":false,"extensions":[]},"skills":[]}',
    );
    // Act
    const out = canonicalizeCard(input, 'a2a-1.0');
    // Assert
    expect(out).toBe(
      '{"capabilities":{"pushNotifications":false,"streaming":false},"description":"","name":"Example Agent","skills":[]}',
    );
  });
});

describe('canonicalizeCard a2a-1.0: presence rules, table-driven', () => {
  const cases: Array<{ title: string; input: string; expected: string }> = [
    {
      title: 'optional members absent stay absent; explicit true kept',
      input: '{"name":"n","capabilities":{"extendedAgentCard":true}}',
      expected: '{"capabilities":{"extendedAgentCard":true},"name":"n"}',
    },
    {
      title: 'optional string set to "" is kept (documentationUrl, iconUrl)',
      input: '{"documentationUrl":"","iconUrl":""}',
      expected: '{"documentationUrl":"","iconUrl":""}',
    },
    {
      title: 'null reads as absent, for optional and REQUIRED members alike',
      input:
        '{"name":null,"documentationUrl":null,"capabilities":{"streaming":null,"extensions":null}}',
      expected: '{"capabilities":{}}',
    },
    {
      title: 'extension defaults dropped: required:false, description:"", params:{}',
      input:
        '{"capabilities":{"extensions":[{"uri":"urn:x","description":"","required":false,"params":{}}]}}',
      expected: '{"capabilities":{"extensions":[{"uri":"urn:x"}]}}',
    },
    {
      title: 'Struct params kept verbatim, nested "signatures" and nulls included (D3)',
      input:
        '{"capabilities":{"extensions":[{"uri":"urn:x","required":true,"params":{"signatures":[1],"z":null,"a_b":""}}]}}',
      expected:
        '{"capabilities":{"extensions":[{"params":{"a_b":"","signatures":[1],"z":null},"required":true,"uri":"urn:x"}]}}',
    },
    {
      title:
        'unknown members dropped at every level (enforceInputModes, stateTransitionHistory, x-admin)',
      input:
        '{"enforceInputModes":true,"capabilities":{"stateTransitionHistory":true,"skillQuery":true},"supportedInterfaces":[{"url":"u","x-admin":true}]}',
      expected: '{"capabilities":{},"supportedInterfaces":[{"url":"u"}]}',
    },
    {
      title: 'snake_case proto names accepted and written in camelCase',
      input:
        '{"default_input_modes":["text/plain"],"capabilities":{"push_notifications":false},"supported_interfaces":[{"protocol_binding":"JSONRPC","protocol_version":"1.0"}],"icon_url":"i"}',
      expected:
        '{"capabilities":{"pushNotifications":false},"defaultInputModes":["text/plain"],"iconUrl":"i","supportedInterfaces":[{"protocolBinding":"JSONRPC","protocolVersion":"1.0"}]}',
    },
    {
      title: 'REQUIRED repeated members kept empty; implicit repeated dropped empty',
      input:
        '{"defaultInputModes":[],"skills":[{"id":"s","name":"","description":"","tags":[],"examples":[],"inputModes":[]}]}',
      expected:
        '{"defaultInputModes":[],"skills":[{"description":"","id":"s","name":"","tags":[]}]}',
    },
    {
      title: 'map keys are data (never renamed); map values read as messages',
      input:
        '{"securitySchemes":{"my_scheme":{"http_auth_security_scheme":{"scheme":"Bearer","bearer_format":"","description":""}}}}',
      expected: '{"securitySchemes":{"my_scheme":{"httpAuthSecurityScheme":{"scheme":"Bearer"}}}}',
    },
    {
      title: 'a oneof member set to an empty message is kept (mtls with no description)',
      input: '{"securitySchemes":{"m":{"mtlsSecurityScheme":{}}}}',
      expected: '{"securitySchemes":{"m":{"mtlsSecurityScheme":{}}}}',
    },
    {
      title: 'empty maps dropped; StringList with [] kept as an entry',
      input:
        '{"securitySchemes":{},"securityRequirements":[{"schemes":{"google":{"list":[]}}}],"provider":{}}',
      expected: '{"securityRequirements":[{"schemes":{"google":{}}}]}',
    },
    {
      title: 'OAuth flows: REQUIRED scopes map kept empty, pkceRequired false dropped',
      input:
        '{"securitySchemes":{"o":{"oauth2SecurityScheme":{"flows":{"authorization_code":{"authorizationUrl":"a","tokenUrl":"t","scopes":{},"pkceRequired":false}},"oauth2MetadataUrl":""}}}}',
      expected:
        '{"securitySchemes":{"o":{"oauth2SecurityScheme":{"flows":{"authorizationCode":{"authorizationUrl":"a","scopes":{},"tokenUrl":"t"}}}}}}',
    },
    {
      title: 'top-level signatures excluded',
      input: '{"name":"n","signatures":[{"protected":"x","signature":"y"}]}',
      expected: '{"name":"n"}',
    },
  ];

  it.each(cases)('$title', ({ input, expected }) => {
    expect(canonicalizeCard(card(input), 'a2a-1.0')).toBe(expected);
  });

  it('quotes the pinned reading of A2A #2249', () => {
    expect(A2A_CANON_READING).toContain('§8.4.1');
    expect(A2A_CANON_READING).toContain('#2249');
  });
});

describe('canonicalizeCard a2a-1.0: cards no proto reader can read fail with CANON_FAILED', () => {
  const cases: Array<{ title: string; input: string; pointer: string }> = [
    {
      title: 'bool as string',
      input: '{"capabilities":{"streaming":"true"}}',
      pointer: '/capabilities/streaming',
    },
    {
      title: 'bool as 0',
      input: '{"capabilities":{"pushNotifications":0}}',
      pointer: '/capabilities/pushNotifications',
    },
    { title: 'capabilities as array', input: '{"capabilities":[]}', pointer: '/capabilities' },
    { title: 'string as number', input: '{"name":1}', pointer: '/name' },
    {
      title: 'same field under both names',
      input: '{"iconUrl":"a","icon_url":"b"}',
      pointer: '/icon_url',
    },
    {
      title: 'two members of one oneof',
      input:
        '{"securitySchemes":{"s":{"mtlsSecurityScheme":{},"apiKeySecurityScheme":{"location":"header","name":"k"}}}}',
      pointer: '/securitySchemes/s/apiKeySecurityScheme',
    },
    { title: 'null inside a repeated field', input: '{"skills":[null]}', pointer: '/skills/0' },
    {
      title: 'null map value',
      input: '{"securitySchemes":{"s":null}}',
      pointer: '/securitySchemes/s',
    },
    {
      title: 'params not an object',
      input: '{"capabilities":{"extensions":[{"params":[1]}]}}',
      pointer: '/capabilities/extensions/0/params',
    },
  ];

  it.each(cases)('$title', ({ input, pointer }) => {
    expect(canonFailure(card(input), 'a2a-1.0')).toEqual({ code: 'CANON_FAILED', pointer });
  });
});

describe('canonicalizeCard jcs-emitted', () => {
  it('keeps everything emitted except the top-level signatures (D3, D4, D5)', () => {
    // Arrange
    const input = card(
      '{"signatures":[],"name":"n","enforceInputModes":true,"capabilities":{"extensions":[],"streaming":null},"x":{"signatures":["kept"]}}',
    );
    // Act
    const out = canonicalizeCard(input, 'jcs-emitted');
    // Assert
    expect(out).toBe(
      '{"capabilities":{"extensions":[],"streaming":null},"enforceInputModes":true,"name":"n","x":{"signatures":["kept"]}}',
    );
  });

  it('does not mutate its input', () => {
    const input = card('{"signatures":[1],"name":"n"}');
    canonicalizeCard(input, 'jcs-emitted');
    expect(input).toEqual({ signatures: [1], name: 'n' });
  });

  it.each<Canonicalization>(['jcs-emitted', 'a2a-1.0'])(
    'refuses extension params nested 100 deep under %s (F2)',
    (mode) => {
      // Arrange
      let params: JsonValue = {};
      for (let i = 0; i < 100; i++) params = { p: params };
      const input: JsonObject = { name: 'n', capabilities: { extensions: [{ uri: 'u', params }] } };
      // Act / Assert
      expect(canonFailure(input, mode).code).toBe('CANON_FAILED');
    },
  );
});

describe('canonicalDiff', () => {
  it('lists what a2a-1.0 leaves unsigned or rewrites, with pointers', () => {
    // Arrange
    const input = card(
      '{"name":"n","enforceInputModes":true,"capabilities":{"extensions":[],"push_notifications":true,"streaming":null},"signatures":[]}',
    );
    // Act
    const diff = canonicalDiff(input);
    // Assert
    expect(diff).toEqual({
      jcsEmitted:
        '{"capabilities":{"extensions":[],"push_notifications":true,"streaming":null},"enforceInputModes":true,"name":"n"}',
      a2a: '{"capabilities":{"pushNotifications":true},"name":"n"}',
      same: false,
      changes: [
        { pointer: '/enforceInputModes', change: 'dropped-unknown' },
        { pointer: '/capabilities/extensions', change: 'dropped-default' },
        { pointer: '/capabilities/push_notifications', change: 'renamed', to: 'pushNotifications' },
        { pointer: '/capabilities/streaming', change: 'dropped-null' },
      ],
    });
  });

  it('reports same for a card already in canonical a2a-1.0 shape', () => {
    expect(canonicalDiff(card('{"name":"n","capabilities":{"streaming":false}}')).same).toBe(true);
  });
});
