import { describe, expect, it } from 'vitest';
import { parseServedCard } from '../../harness/model/index.ts';
import { cardGeneration, declaredInterfaces } from './describeAgent.ts';

function parsed(card: object) {
  const out = parseServedCard(Buffer.from(JSON.stringify(card)).toString('base64'));
  if (!('card' in out)) throw new Error('fixture card does not parse');
  return out.card;
}

const base = { name: 'a', description: 'd', version: '1', capabilities: {}, skills: [] };
const v03Interface = {
  url: 'http://127.0.0.1:1/a2a',
  protocolBinding: 'JSONRPC',
  protocolVersion: '0.3',
};

describe('cardGeneration', () => {
  it('reads a card with supportedInterfaces as v1.0', () => {
    const card = parsed({
      ...base,
      supportedInterfaces: [{ ...v03Interface, protocolVersion: '1.0' }],
    });
    expect(cardGeneration(card)).toBe('1.0');
  });

  it('reads a top-level url without supportedInterfaces as v0.3', () => {
    expect(cardGeneration(parsed({ ...base, url: 'http://127.0.0.1:1/a2a' }))).toBe('0.3');
  });

  // a2a-go's a2acompat/a2av0 serves this union: v0.3 members and only 0.3 interfaces.
  it('reads a card whose every interface is 0.x, beside a top-level url, as v0.3', () => {
    const card = parsed({
      ...base,
      url: 'http://127.0.0.1:1/a2a',
      protocolVersion: '0.3.0',
      preferredTransport: 'JSONRPC',
      supportedInterfaces: [v03Interface],
    });
    expect(cardGeneration(card)).toBe('0.3');
    expect(declaredInterfaces(card, '0.3')).toEqual([
      { binding: 'JSONRPC', url: 'http://127.0.0.1:1/a2a', protocolVersion: '0.3.0' },
    ]);
  });

  it('keeps a card that lists a 1.x interface beside 0.3 ones v1.0', () => {
    const card = parsed({
      ...base,
      url: 'http://127.0.0.1:1/a2a',
      supportedInterfaces: [v03Interface, { ...v03Interface, protocolVersion: '1.0' }],
    });
    expect(cardGeneration(card)).toBe('1.0');
  });
});
