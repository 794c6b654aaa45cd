import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../json/JsonValue.ts';
import { crossReferences, referenceSpan, respellings } from './crossReferences.ts';
import { guidedEdits } from './guidedMutation.ts';
import { applyJsonMutation } from './JsonMutation.ts';
import { typedNodes } from './typedNodes.ts';

const layout = { card: 'card', plan: 'plan', signing: 'signing', jwks: 'jwks' } as const;

/** A card and a delegation that asks for its second skill: the ids are one cross-reference. */
const doc: JsonObject = {
  card: {
    description: 'Reads invoices and receipts',
    skills: [
      { id: 'invoice.read', name: 'Read invoice', description: 'Reads invoices and receipts' },
      { id: 'receipt.read', name: 'Read receipt' },
    ],
    securitySchemes: { oauth: { type: 'oauth2' } },
    securityRequirements: [{ schemes: { oauth: { list: [] } } }],
  },
  plan: { skillId: 'receipt.read', mediaType: 'text/plain' },
};

describe('crossReferences', () => {
  it('finds the values two places hold, scheme names as member names, and no prose', () => {
    // Act
    const refs = crossReferences(typedNodes(doc, layout), doc);
    // Assert
    const found = refs.map((r) => [
      r.value,
      referenceSpan(r),
      r.occurrences.map((o) => `${o.node.input}:${o.node.inner}${o.asName ? ' (name)' : ''}`),
    ]);
    expect(found).toEqual([
      ['receipt.read', 'inputs', ['card:/skills/*/id', 'plan:/skillId']],
      [
        'oauth',
        'paths',
        ['card:/securitySchemes/* (name)', 'card:/securityRequirements/*/schemes/* (name)'],
      ],
    ]);
  });

  it('ties a fixed place to the others without letting it be edited', () => {
    const keys = {
      signing: { kid: 'case-key', entries: [{ kind: 'own', kid: 'case-key' }] },
      jwks: { keys: [{ kty: 'EC', kid: 'case-key' }] },
    };
    const shapes = { signing: 'signing', jwks: 'jwks' } as const;
    const [ref] = crossReferences(typedNodes(keys, shapes), keys);
    expect(ref?.occurrences.map((o) => [o.node.pointer, o.editable])).toEqual([
      ['/signing/kid', false],
      ['/signing/entries/0/kid', false],
      ['/jwks/keys/0/kid', true],
    ]);
  });
});

describe('respellings', () => {
  it('spells a media type in the ways a reader comparing it must tell apart', () => {
    expect(respellings('image/png').map((r) => r.value)).toEqual([
      'IMAGE/PNG',
      'imagex/png',
      'image/x+png',
      'image/pn',
      'constructor',
      '__proto__',
    ]);
  });
});

describe('guidedEdits', () => {
  const accept = (): boolean => true;

  it('edits one place of a reference at a time: the other case, then the element moved', () => {
    // Act
    const edits = guidedEdits(typedNodes(doc, layout), doc, accept);
    // Assert
    const first = edits.slice(0, 3).map((e) => e.applied.mutation);
    expect(first).toEqual([
      {
        op: 'adversarial-string',
        at: '/card/skills/1/id',
        value: 'RECEIPT.READ',
        label: 'respell:other-case',
      },
      {
        op: 'adversarial-string',
        at: '/plan/skillId',
        value: 'RECEIPT.READ',
        label: 'respell:other-case',
      },
      { op: 'rename-member', at: '/card/securitySchemes/oauth', to: 'OAUTH' },
    ]);
    // The skill the plan asks for moves to the front: it is no longer the one after another.
    const moved = edits.find((e) => e.applied.operator === 'reposition')!;
    expect(moved.applied.mutation).toEqual({ op: 'move', at: '/card/skills/1', to: 0 });
  });

  it('swaps a name in where an id is read, and gives a sibling the same value (share)', () => {
    const edits = guidedEdits(typedNodes(doc, layout), doc, accept);
    const swaps = edits.filter((e) => e.applied.operator === 'swap-namespace');
    // Each side gets what sits beside the other: the card's id the plan's media type, and...
    expect(swaps.map((e) => e.applied.mutation.at)).toContain('/card/skills/1/id');
    const swap = swaps.find((e) => e.applied.mutation.at === '/plan/skillId')!;
    // ...the plan the skill's name, where its id is read.
    expect(swap.applied.mutation).toEqual({
      op: 'copy',
      at: '/plan/skillId',
      from: '/card/skills/1/name',
    });
    expect((swap.doc as { plan: { skillId: string } }).plan.skillId).toBe('Read receipt');
    const shared = edits.find((e) => e.applied.operator === 'share')!;
    // The first skill takes the requested skill's id: two skills now answer to it.
    expect(shared.applied.mutation).toEqual({
      op: 'copy',
      at: '/card/skills/0/id',
      from: '/card/skills/1/id',
    });
  });

  it("gives another input of the type the same value (a fallback peer's card the planned skill)", () => {
    // The planned card and one fallback hold the skill; the other fallback holds another one.
    const routing: JsonObject = {
      card: { skills: [{ id: 'fax.send' }] },
      peers: [{ skills: [{ id: 'other.skill' }] }, { skills: [{ id: 'fax.send' }] }],
      plan: { skillId: 'fax.send' },
    };
    const shapes = { card: 'card', peers: 'card', plan: 'plan' } as const;
    const edits = guidedEdits(typedNodes(routing, shapes), routing, accept);
    const shares = edits
      .filter((e) => e.applied.operator === 'share')
      .map((e) => e.applied.mutation);
    // Each skill array holds one skill, so no sibling takes the value: the first fallback does.
    expect(shares).toContainEqual({
      op: 'copy',
      at: '/peers/0/skills/0/id',
      from: '/card/skills/0/id',
    });
    // A card that holds the value already is not a target.
    expect(shares.some((m) => m.op === 'copy' && m.at === '/peers/1/skills/0/id')).toBe(false);
  });

  it('leaves out what accept refuses', () => {
    expect(guidedEdits(typedNodes(doc, layout), doc, () => false)).toEqual([]);
  });
});

describe('rename-member', () => {
  it('renames a member in place, `__proto__` included, and keeps the member order', () => {
    const out = applyJsonMutation(
      { s: { a: 1, oauth: 2, z: 3 } },
      { op: 'rename-member', at: '/s/oauth', to: '__proto__' },
    );
    expect(Object.keys(out.s)).toEqual(['a', '__proto__', 'z']);
    expect(Object.hasOwn(out.s, '__proto__')).toBe(true);
    expect(JSON.stringify(out)).toBe('{"s":{"a":1,"__proto__":2,"z":3}}');
  });
});
