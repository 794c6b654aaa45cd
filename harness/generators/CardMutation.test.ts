import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../json/JsonValue.ts';
import { type CardMutation, applyCardMutation } from './CardMutation.ts';

const card = (): JsonObject => ({
  name: 'A',
  iconUrl: 'https://icons.example/a.png',
  capabilities: { streaming: false, extensions: [] },
  skills: [{ id: 's', tags: [] }],
  signatures: [{ protected: 'p', signature: 's' }],
});

// Expected cards written by hand for each kind of edit.
const rows: { mutation: CardMutation; expected: JsonObject }[] = [
  {
    mutation: { kind: 'remove', at: '/name' },
    expected: { ...card(), name: undefined } as unknown as JsonObject,
  },
  {
    mutation: { kind: 'add', at: '', member: 'x-admin', value: true },
    expected: { ...card(), 'x-admin': true },
  },
  {
    mutation: { kind: 'add', at: '/capabilities', member: 'extensions', value: [] },
    expected: card(),
  },
  {
    mutation: { kind: 'change', at: '/capabilities/streaming' },
    expected: { ...card(), capabilities: { streaming: true, extensions: [] } },
  },
  { mutation: { kind: 'change', at: '/name' }, expected: { ...card(), name: 'A!' } },
  {
    mutation: { kind: 'retype', at: '/capabilities/streaming', value: 'true' },
    expected: { ...card(), capabilities: { streaming: 'true', extensions: [] } },
  },
  {
    mutation: { kind: 'toggle-empty', at: '/capabilities/extensions' },
    expected: { ...card(), capabilities: { streaming: false } },
  },
  {
    mutation: { kind: 'toggle-empty', at: '/skills/0/inputModes' },
    expected: { ...card(), skills: [{ id: 's', tags: [], inputModes: [] }] },
  },
  { mutation: { kind: 'toggle-empty', at: '/skills/0/id' }, expected: card() },
  { mutation: { kind: 'remove', at: '/nowhere/at/all' }, expected: card() },
];

describe('applyCardMutation', () => {
  it.each(rows)('$mutation.kind $mutation.at', ({ mutation, expected }) => {
    const input = card();
    const out = applyCardMutation(input, mutation);
    expect(out).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(input).toEqual(card());
  });

  it('renames a member to its snake_case alias in place', () => {
    const out = applyCardMutation(card(), { kind: 'alias', at: '/iconUrl' });
    expect(Object.keys(out)).toEqual(['name', 'icon_url', 'capabilities', 'skills', 'signatures']);
    expect(out['icon_url']).toBe('https://icons.example/a.png');
  });

  it('reverses member order without changing any member', () => {
    const out = applyCardMutation(card(), { kind: 'reorder', at: '' });
    expect(Object.keys(out)).toEqual(['signatures', 'skills', 'capabilities', 'iconUrl', 'name']);
    expect(out).toEqual(card());
  });
});
