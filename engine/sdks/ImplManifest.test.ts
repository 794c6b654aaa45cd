import { describe, expect, it } from 'vitest';
import { parseImplManifest } from './ImplManifest.ts';
import { findImplementations } from './findImplementations.ts';

const valid = {
  id: 'python-a2a-sdk',
  language: 'python',
  sdk: { package: 'a2a-sdk', version: '1.3.0', registry: 'PyPI' },
  install: './install.sh',
  adapter: { command: '.venv/bin/python -m crosscheck_adapter', roles: ['verifier', 'signer'] },
  agents: [{ id: 'python-a2a-sdk-agent', command: 'x', bindings: ['JSONRPC'] }],
};

describe('parseImplManifest', () => {
  it('reads a manifest whole', () => {
    expect(parseImplManifest(valid, 'm.json', '/d')).toEqual({ ...valid, dir: '/d' });
  });

  it.each([
    [{ ...valid, id: 'Python SDK' }, '"id" "Python SDK" is not a lower-case name'],
    [{ ...valid, sdk: { package: 'a2a-sdk', version: '1.3.0' } }, '"sdk.registry" is not a string'],
    [
      { ...valid, adapter: { command: 'x', roles: ['verfier'] } },
      '"adapter.roles" is not a list of roles (verifier, signer, consumer, client, agent)',
    ],
    [{ ...valid, agents: [{ id: 'a', bindings: [] }] }, '"agents[0].command" is not a string'],
    [[], 'the manifest is not an object'],
  ])('refuses a mistake with the member named (%#)', (value, expected) => {
    expect(() => parseImplManifest(value, 'impl/m.json', '/d')).toThrow(
      `Failed to read impl/m.json: ${expected}. Fix the manifest`,
    );
  });
});

describe('findImplementations', () => {
  it('finds the repository SDK implementations, each id once', () => {
    const found = findImplementations();
    const ids = found.flatMap((m) => [m.id, ...m.agents.map((a) => a.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(found.map((m) => m.language)).toContain('python');
  });

  it('says the matrix needs a clone where no implementation is found', () => {
    expect(() => findImplementations('/nonexistent-root')).toThrow(
      /no folder of \/nonexistent-root has a crosscheck-impl\.json/,
    );
  });
});
