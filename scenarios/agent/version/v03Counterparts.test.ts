import { describe, expect, it } from 'vitest';
import { ruleRegistry } from '../../catalogue.ts';
import { V03_COUNTERPARTS } from './v03Counterparts.ts';

describe('the v0.3 counterparts', () => {
  it('name rules of the catalogue, each of which carries its counterpart', () => {
    const unknown = Object.keys(V03_COUNTERPARTS).filter(
      (id) => ruleRegistry.get(id) === undefined,
    );
    const carried = Object.keys(V03_COUNTERPARTS).filter(
      (id) => ruleRegistry.get(id)?.v03?.level === V03_COUNTERPARTS[id]!.level,
    );

    expect(unknown).toEqual([]);
    expect(carried).toEqual(Object.keys(V03_COUNTERPARTS));
  });

  it('make what v0.3 leaves optional or SHOULD a SHOULD, never a MUST', () => {
    // v0.3 §11.1.3 (optional methods) and §8.2 (A2A codes SHOULD): -32601 for an undeclared push
    // method is a SHOULD finding of A2A-CAP-002 on a v0.3 agent, a MUST failure on a v1.0 one.
    const levels = Object.fromEntries(
      ['A2A-CAP-001', 'A2A-CAP-002', 'A2A-GET-002', 'A2A-CANCEL-003', 'A2A-CARD-011'].map((id) => [
        id,
        [ruleRegistry.get(id).level, ruleRegistry.get(id).v03!.level],
      ]),
    );

    expect(levels).toEqual({
      'A2A-CAP-001': ['MUST', 'SHOULD'],
      'A2A-CAP-002': ['MUST', 'SHOULD'],
      'A2A-GET-002': ['MUST', 'SHOULD'],
      'A2A-CANCEL-003': ['MUST', 'SHOULD'],
      'A2A-CARD-011': ['SHOULD', 'SHOULD'],
    });
  });
});
