import { describe, expect, it } from 'vitest';
import { CARD_MEMBER_NAMES, cardMembersAt } from './cardMembers.ts';

describe('cardMembersAt', () => {
  it('names the members the schema defines at a path, in both spellings', () => {
    expect(CARD_MEMBER_NAMES).toContain('signatures');
    expect(cardMembersAt('')).toEqual(
      expect.arrayContaining(['signatures', 'default_input_modes']),
    );
    expect(cardMembersAt('/skills/*')).toEqual(
      expect.arrayContaining(['id', 'inputModes', 'input_modes', 'securityRequirements']),
    );
    expect(cardMembersAt('/skills/*')).not.toContain('signatures');
    expect(cardMembersAt('/capabilities')).toEqual(expect.arrayContaining(['extensions']));
  });

  it('knows nothing of a free-form object or a path the schema does not have', () => {
    expect(cardMembersAt('/capabilities/extensions/*/params')).toBeUndefined();
    expect(cardMembersAt('/nope')).toBeUndefined();
    expect(cardMembersAt('/name')).toBeUndefined();
  });
});
