import { describe, expect, it } from 'vitest';
import type { NegotiatedCapabilities, TriState } from '../vocabulary/index.ts';
import type { JsonValue } from '../json/JsonValue.ts';
import { parseCard } from './parseCard.ts';
import {
  readCapabilities,
  readExtensions,
  readRequiredExtensions,
  readTriState,
  type TriStateCapability,
} from './readCapabilities.ts';

const withCaps = (capabilities: JsonValue | undefined): ReturnType<typeof parseCard> =>
  parseCard(
    JSON.stringify(capabilities === undefined ? { name: 'n' } : { name: 'n', capabilities }),
  );

describe('readTriState', () => {
  const rows: {
    name: string;
    capabilities: JsonValue | undefined;
    field: TriStateCapability;
    want: TriState;
  }[] = [
    {
      name: 'capabilities absent',
      capabilities: undefined,
      field: 'streaming',
      want: 'undeclared',
    },
    { name: 'capabilities null', capabilities: null, field: 'streaming', want: 'undeclared' },
    { name: 'member absent', capabilities: {}, field: 'streaming', want: 'undeclared' },
    {
      name: 'member null',
      capabilities: { streaming: null },
      field: 'streaming',
      want: 'undeclared',
    },
    { name: 'explicit false', capabilities: { streaming: false }, field: 'streaming', want: false },
    { name: 'explicit true', capabilities: { streaming: true }, field: 'streaming', want: true },
    {
      name: 'pushNotifications true',
      capabilities: { pushNotifications: true },
      field: 'pushNotifications',
      want: true,
    },
    {
      name: 'extendedAgentCard false',
      capabilities: { extendedAgentCard: false },
      field: 'extendedAgentCard',
      want: false,
    },
    // Under its proto name a capability is declared (ProtoJSON, A2A §5.5), as `a2a-1.0` signs it.
    {
      name: 'snake_case push_notifications is a declaration',
      capabilities: { push_notifications: true },
      field: 'pushNotifications',
      want: true,
    },
    {
      name: 'snake_case extended_agent_card false is a declaration',
      capabilities: { extended_agent_card: false },
      field: 'extendedAgentCard',
      want: false,
    },
    {
      name: 'snake_case push_notifications null is undeclared',
      capabilities: { push_notifications: null },
      field: 'pushNotifications',
      want: 'undeclared',
    },
    {
      name: 'a declaration under "__proto__" is not inherited',
      capabilities: JSON.parse('{"__proto__":{"streaming":true}}') as JsonValue,
      field: 'streaming',
      want: 'undeclared',
    },
  ];
  it.each(rows)('$name → $want', ({ capabilities, field, want }) => {
    expect(readTriState(withCaps(capabilities), field)).toBe(want);
  });

  it('the typed view of the same card defaults what the emitted reader calls undeclared', () => {
    // Arrange: seed 000, A omits the key; B's defaulting deserializer reads false / [].
    const card = withCaps({ push_notifications: false });
    // Act / Assert
    expect(card.typed.capabilities.pushNotifications).toBe(false);
    expect(readTriState(card, 'pushNotifications')).toBe(false);
    expect(card.typed.capabilities.streaming).toBe(false);
    expect(readTriState(card, 'streaming')).toBe('undeclared');
  });
});

describe('readExtensions and readRequiredExtensions', () => {
  const rows: {
    name: string;
    capabilities: JsonValue | undefined;
    extensions: NegotiatedCapabilities['extensions'];
    required: string[];
  }[] = [
    {
      name: 'capabilities absent',
      capabilities: undefined,
      extensions: 'undeclared',
      required: [],
    },
    {
      name: 'extensions absent',
      capabilities: { streaming: true },
      extensions: 'undeclared',
      required: [],
    },
    {
      name: 'extensions null',
      capabilities: { extensions: null },
      extensions: 'undeclared',
      required: [],
    },
    { name: 'explicit []', capabilities: { extensions: [] }, extensions: [], required: [] },
    {
      name: 'a declared list, in order',
      capabilities: {
        extensions: [
          { uri: 'urn:b', required: true },
          { uri: 'urn:a' },
          { uri: 'urn:c', required: false },
        ],
      },
      extensions: ['urn:b', 'urn:a', 'urn:c'],
      required: ['urn:b'],
    },
    {
      name: 'an entry without uri names nothing',
      capabilities: { extensions: [{ description: 'x', required: true }] },
      extensions: [],
      required: [],
    },
    {
      name: 'null required is not required',
      capabilities: { extensions: [{ uri: 'urn:a', required: null }] },
      extensions: ['urn:a'],
      required: [],
    },
  ];
  it.each(rows)('$name', ({ capabilities, extensions, required }) => {
    const card = withCaps(capabilities);
    expect(readExtensions(card)).toEqual(extensions);
    expect(readRequiredExtensions(card)).toEqual(required);
  });

  it('absent and [] differ in the emitted form but not in the typed view', () => {
    const absent = withCaps({});
    const empty = withCaps({ extensions: [] });
    expect(absent.typed.capabilities.extensions).toEqual(empty.typed.capabilities.extensions);
    expect(readExtensions(absent)).not.toEqual(readExtensions(empty));
  });
});

describe('readCapabilities', () => {
  it('seed 000 vendor A: streaming and extensions omitted', () => {
    expect(readCapabilities(withCaps({ pushNotifications: false }))).toEqual({
      streaming: 'undeclared',
      pushNotifications: false,
      extendedAgentCard: 'undeclared',
      extensions: 'undeclared',
    });
  });

  it('a fully declared block', () => {
    const caps = {
      streaming: true,
      pushNotifications: true,
      extendedAgentCard: false,
      extensions: [{ uri: 'urn:x' }],
    };
    expect(readCapabilities(withCaps(caps))).toEqual({
      streaming: true,
      pushNotifications: true,
      extendedAgentCard: false,
      extensions: ['urn:x'],
    });
  });
});
