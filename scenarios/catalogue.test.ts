import { describe, expect, it } from 'vitest';
import { ROLES } from '../harness/vocabulary/index.ts';
import { RULES, ruleRegistry } from './catalogue.ts';
import { CONDITIONS } from '../harness/rules/conditions.ts';

/** Every id DESIGN §2 and the task brief name, written out by hand. */
const EXPECTED_IDS = [
  'XV-NEG-001',
  'XV-NEG-002',
  'XV-NEG-003',
  'XV-NEG-004',
  'XV-NEG-005',
  'XV-NEG-006',
  'XV-DISC-001',
  'XV-DISC-002',
  'XV-DISC-003',
  'XV-DEL-001',
  'XV-DEL-002',
  'XV-DEL-003',
  'XV-DEL-004',
  'XV-DEL-005',
  'XV-DEL-006',
  'XV-STR-001',
  'XV-WIRE-001',
  'XV-SIG-001',
  'XV-SIG-002',
  'XV-SIG-003',
  'XV-SIG-004',
  'XV-SIG-005',
  'A2A-STR-001',
  'A2A-CARD-001',
  'A2A-SIG-001',
  'A2A-SIG-002',
  'A2A-SIG-003',
  'A2A-SIG-004',
  'A2A-SIG-005',
  'A2A-SIG-006',
  'A2A-CAP-001',
  'A2A-CAP-002',
  'A2A-CAP-003',
  'A2A-CAP-004',
  // The live-agent rules (harness/rules/agent-rules.ts).
  'A2A-CARD-002',
  'A2A-CARD-003',
  'A2A-CARD-004',
  'A2A-CARD-005',
  'A2A-CARD-006',
  'A2A-CARD-007',
  'A2A-CARD-008',
  'A2A-CARD-009',
  'A2A-CARD-010',
  'A2A-CARD-011',
  'A2A-SEND-001',
  'A2A-SEND-002',
  'A2A-SEND-003',
  'A2A-SEND-004',
  'A2A-EXEC-001',
  'A2A-EXEC-002',
  'A2A-GET-001',
  'A2A-GET-002',
  'A2A-HIST-001',
  'A2A-HIST-002',
  'A2A-HIST-003',
  'A2A-HIST-004',
  'A2A-LIST-001',
  'A2A-LIST-002',
  'A2A-LIST-003',
  'A2A-LIST-004',
  'A2A-LIST-005',
  'A2A-LIST-006',
  'A2A-CANCEL-001',
  'A2A-CANCEL-002',
  'A2A-CANCEL-003',
  'A2A-CTX-001',
  'A2A-CTX-002',
  'A2A-CTX-003',
  'A2A-CTX-004',
  'A2A-CTX-005',
  'A2A-CTX-006',
  'A2A-STREAM-001',
  'A2A-STREAM-002',
  'A2A-STREAM-003',
  'A2A-STREAM-004',
  'A2A-STREAM-005',
  'A2A-STREAM-006',
  'A2A-STREAM-007',
  'A2A-STREAM-008',
  'A2A-PUSH-001',
  'A2A-PUSH-002',
  'A2A-PUSH-003',
  'A2A-PUSH-004',
  'A2A-PUSH-005',
  'A2A-PUSH-006',
  'A2A-RPC-001',
  'A2A-RPC-002',
  'A2A-RPC-003',
  'A2A-RPC-004',
  'A2A-RPC-005',
  'A2A-RPC-006',
  'A2A-RPC-007',
  'A2A-SVC-001',
  'A2A-VER-001',
  'A2A-VER-002',
  'A2A-VER-003',
  'A2A-VER-004',
  'A2A-DM-001',
  'A2A-DM-002',
  'A2A-DM-003',
  'A2A-DM-004',
  'A2A-DM-005',
  'A2A-DM-006',
  'A2A-DM-007',
  'A2A-DM-008',
  'A2A-DM-009',
  'A2A-DM-010',
  'A2A-ERR-001',
  'A2A-ERR-002',
  'A2A-AUTH-001',
  'A2A-REST-001',
  'A2A-REST-002',
  'A2A-REST-003',
  'A2A-REST-004',
  'A2A-REST-005',
  'A2A-REST-006',
  'A2A-BIND-001',
  'A2A-BIND-002',
  'A2A-BIND-003',
  'A2A-BIND-004',
  'A2A-BIND-005',
  'A2A-GRPC-001',
];

describe('the rule catalogue', () => {
  it('holds exactly the rules the design names', () => {
    expect([...RULES.map((r) => r.id)].sort()).toEqual([...EXPECTED_IDS].sort());
  });

  it('puts A2A-* ids in the spec profile and XV-* ids in the cross-vendor profile', () => {
    for (const rule of RULES) {
      expect(rule.profile, rule.id).toBe(rule.id.startsWith('A2A-') ? 'spec' : 'cross-vendor');
    }
  });

  it('gives every rule a title, a source, a role, a rationale and known conditions', () => {
    for (const rule of RULES) {
      expect(rule.title.length, rule.id).toBeGreaterThan(10);
      expect(rule.rationale.length, rule.id).toBeGreaterThan(40);
      expect(rule.source.length, rule.id).toBeGreaterThan(0);
      expect(rule.roles.length, rule.id).toBeGreaterThan(0);
      for (const role of rule.roles) expect(ROLES, rule.id).toContain(role);
      for (const condition of rule.appliesWhen)
        expect(Object.keys(CONDITIONS), rule.id).toContain(condition);
    }
  });

  const levels: [string, string][] = [
    ['XV-DEL-002', 'SHOULD'],
    ['XV-SIG-002', 'SHOULD'],
    ['XV-SIG-005', 'SHOULD'],
    ['XV-NEG-003', 'MUST'],
    ['A2A-CAP-004', 'MUST'],
  ];
  it.each(levels)('%s is %s', (id, level) => {
    expect(ruleRegistry.get(id).level).toBe(level);
  });

  const tck: [string, string][] = [
    ['A2A-SIG-001', 'CARD-SIGN-001'],
    ['A2A-SIG-001', 'CARD-SIGN-002'],
    ['A2A-SIG-003', 'CARD-SIGN-003'],
    ['A2A-CAP-001', 'CORE-CAP-002'],
    ['A2A-CAP-002', 'CORE-CAP-001'],
    ['A2A-CAP-003', 'CORE-CAP-003'],
    ['A2A-CAP-004', 'CORE-CAP-004'],
    ['XV-DEL-001', 'CORE-SEND-004'],
  ];
  it.each(tck)('%s records a2a-tck id %s', (id, tckId) => {
    expect(ruleRegistry.get(id).seeAlso).toContain(tckId);
  });

  it('records the readings taken where the seeds disagree with themselves or the spec', () => {
    expect(ruleRegistry.get('XV-DISC-002').rationale).toMatch(/other way round/);
    expect(ruleRegistry.get('XV-NEG-004').rationale).toMatch(/safe_activate/);
    expect(ruleRegistry.get('XV-NEG-002').rationale).toMatch(/§8\.4\.1/);
    expect(ruleRegistry.get('XV-DISC-001').rationale).toMatch(/unsigned declaration/);
    expect(ruleRegistry.get('XV-DEL-002').rationale).toMatch(/§3\.2\.2/);
    expect(ruleRegistry.get('A2A-SIG-001').rationale).toMatch(
      /a2a-1\.0 follows A2A v1\.0 §8\.4\.1/,
    );
  });

  it('selects the delegation rules by glob from the default registry', () => {
    expect(ruleRegistry.select({ ids: ['XV-DEL-*'] }).map((r) => r.id)).toEqual([
      'XV-DEL-001',
      'XV-DEL-002',
      'XV-DEL-003',
      'XV-DEL-004',
      'XV-DEL-005',
      'XV-DEL-006',
    ]);
  });
});
