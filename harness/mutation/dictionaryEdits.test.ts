import { describe, expect, it } from 'vitest';
import { ADVERSARIAL_STRINGS, EDGE_NUMBERS } from './adversarialValues.ts';
import { memberEdits, valueEdits } from './dictionaryEdits.ts';
import { INPUT_SHAPES } from './inputShapes.ts';
import { typedNodes } from './typedNodes.ts';

const accept = (): boolean => true;

describe('memberEdits', () => {
  it('adds every member a type defines and generators never set, once, at the first object of its path', () => {
    // Arrange: two keys; the members go on the first only.
    const doc = {
      jwks: {
        keys: [
          { kty: 'EC', kid: 'a' },
          { kty: 'EC', kid: 'b' },
        ],
      },
    };
    // Act
    const edits = memberEdits(typedNodes(doc, { jwks: 'jwks' }), doc, accept);
    // Assert
    const known = INPUT_SHAPES.jwks.knownMembers['/keys/*'] ?? [];
    expect(edits.map((e) => e.applied.mutation)).toEqual(
      known.map(({ member, value }) => ({
        op: 'add-known-member',
        at: '/jwks/keys/0',
        member,
        value,
      })),
    );
    expect(edits.every((e) => e.applied.operator === 'add-known-member')).toBe(true);
  });
});

describe('memberEdits on a card', () => {
  it("grafts the card's root members once on the first object of each nested path, never into a map", () => {
    // Arrange
    const doc = {
      card: {
        name: 'a',
        capabilities: { streaming: true },
        skills: [{ id: 's1' }, { id: 's2' }],
        securitySchemes: { oauth: { type: 'oauth2' } },
      },
    };
    // Act
    const edits = memberEdits(typedNodes(doc, { card: 'card' }), doc, accept);
    // Assert
    const grafts = edits.filter((e) => e.applied.mutation.op === 'graft');
    expect(grafts.map((e) => [e.applied.mutation.at, e.applied.operator])).toEqual([
      ['/card/capabilities', 'nest'],
      ['/card/skills/0', 'nest'],
      ['/card/securitySchemes/oauth', 'nest'],
    ]);
    const members = (e: (typeof grafts)[number]) =>
      e.applied.mutation.op === 'graft' ? e.applied.mutation.members : [];
    expect(members(grafts[0]!)).toContain('signatures');
    // Nor a member the object's own type defines (a skill's `name`, `securityRequirements`).
    expect(members(grafts[1]!)).not.toContain('name');
    expect(members(grafts[1]!)).not.toContain('securityRequirements');
    expect(members(grafts[1]!)).toContain('signatures');
    expect(members(grafts[0]!)).toContain('skills');
  });
});

describe('valueEdits', () => {
  it('puts every adversarial string in the first string of an input and every edge number in its first number', () => {
    const doc = { plan: { skillId: 'a', mediaType: 'text/plain', lastFailure: { code: 1 } } };
    const edits = valueEdits(typedNodes(doc, { plan: 'plan' }), doc, accept);
    const at = (op: string) =>
      edits.filter((e) => e.applied.mutation.op === op).map((e) => e.applied.mutation.at);
    expect(at('adversarial-string')).toEqual(ADVERSARIAL_STRINGS.map(() => '/plan/skillId'));
    // The first number of the input, however deep it sits.
    expect(at('edge-number')).toEqual(EDGE_NUMBERS.map(() => '/plan/lastFailure/code'));
  });
});
