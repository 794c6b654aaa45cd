import { describe, expect, it } from 'vitest';
import { withLegacyMember } from './LegacyMember.ts';
import { legacyMembersInTurn } from './legacyMemberArb.ts';

describe('legacy v0.3 members on a signed card', () => {
  it('meets every translated member with a value a compatibility reader maps, first', () => {
    // Arrange / Act
    const first = legacyMembersInTurn(42, 3);

    // Assert
    expect(first).toEqual([
      { place: 'root', member: 'supportsAuthenticatedExtendedCard', value: true },
      { place: 'root', member: 'security', value: [{ oauth: ['read'] }] },
      { place: 'skill', member: 'security', value: [{ oauth: ['read'] }] },
    ]);
  });

  it('puts a skill member on the first skill only', () => {
    const card = { skills: [{ id: 'a' }, { id: 'b' }] };
    expect(withLegacyMember(card, { place: 'skill', member: 'security', value: [] })).toEqual({
      skills: [{ id: 'a', security: [] }, { id: 'b' }],
    });
  });
});
