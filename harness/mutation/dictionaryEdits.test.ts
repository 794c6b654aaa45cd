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
