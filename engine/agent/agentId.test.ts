import { describe, expect, it } from 'vitest';
import { agentIdFromCard, agentIdOf } from './agentId.ts';

describe('agentIdFromCard', () => {
  // Expected ids written by hand, one per case.
  it.each([
    [{ name: 'Acme Travel', version: '1.4.0' }, 'acme-travel@1.4.0'],
    [{ name: 'acme', version: '' }, 'acme'],
    [{ name: 'acme' }, 'acme'],
    [{ name: '  Acme / Agent  ', version: 'v2 beta' }, 'acme-agent@v2-beta'],
    [{ name: '../../etc/passwd', version: '1' }, '..-..-etc-passwd@1'],
    [{ name: 'Агент', version: '1.0' }, undefined],
    [{ name: 42, version: '1.0' }, undefined],
    [{ version: '1.0' }, undefined],
  ])('%j → %s', (card, expected) => {
    expect(agentIdFromCard(card)).toBe(expected);
  });

  it('is bounded and never holds a path separator, whatever the peer names itself', () => {
    const id = agentIdFromCard({ name: 'x/'.repeat(100_000), version: '9'.repeat(10_000) });
    expect(id).toBeDefined();
    expect(id!.length).toBeLessThanOrEqual(80);
    expect(id).not.toMatch(/[/\\]/);
  });
});

describe('agentIdOf', () => {
  it.each([
    ['http://127.0.0.1:8080/.well-known/agent-card.json', 'http://127.0.0.1:8080'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080'],
    ['http://127.0.0.1:8080/agents/a/', 'http://127.0.0.1:8080/agents/a'],
  ])('%s → %s', (url, expected) => {
    expect(agentIdOf(url)).toBe(expected);
  });
});
