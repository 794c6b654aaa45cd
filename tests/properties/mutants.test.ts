import { describe, expect, it } from 'vitest';
import { ruleRegistry } from '../../scenarios/catalogue.ts';
import { MUTANTS } from '../../engine/mutants/index.ts';

describe('MUTANTS', () => {
  it('have unique kebab-case ids and break catalogue rules', () => {
    const ids = MUTANTS.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toBe(true);
    expect(MUTANTS.filter((m) => !ruleRegistry.has(m.brokenRule)).map((m) => m.id)).toEqual([]);
  });

  it('break every seed rule a verifier or consumer is judged on, and every signing rule', () => {
    const broken = new Set(MUTANTS.map((m) => m.brokenRule));
    const wanted = [
      'XV-NEG-001',
      'XV-NEG-002',
      'XV-NEG-003',
      'XV-NEG-004',
      'XV-NEG-005',
      'XV-DISC-001',
      'XV-DISC-002',
      'XV-DISC-003',
      'XV-DEL-001',
      'XV-DEL-002',
      'XV-DEL-003',
      'XV-DEL-004',
      'XV-DEL-005',
      'XV-STR-001',
      'XV-SIG-001',
      'XV-SIG-002',
      'XV-SIG-003',
      'XV-SIG-004',
      'XV-SIG-005',
      'A2A-SIG-001',
      'A2A-SIG-002',
      'A2A-SIG-003',
      'A2A-SIG-004',
      'A2A-SIG-005',
      'A2A-SIG-006',
    ];
    expect(wanted.filter((r) => !broken.has(r))).toEqual([]);
  });

  it('are reference adapters named after the mutant', async () => {
    for (const m of MUTANTS) {
      const hello = await m.adapter.hello({ contractVersion: '1.0' });
      expect(hello.name).toBe(`mutant:${m.id}`);
      expect(hello.roles).toEqual(expect.arrayContaining(['verifier', 'consumer']));
    }
  });
});
