import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../json/JsonValue.ts';
import { applyJsonMutation } from './JsonMutation.ts';
import { DRAWN_OPERATORS } from './operators.ts';
import { listNodes } from './jsonNodes.ts';
import { resolveMutations } from './resolveMutations.ts';

const card = (): JsonObject => ({
  name: 'Invoice agent',
  capabilities: { streaming: true },
  defaultInputModes: ['text/plain', 'application/json'],
  skills: [
    { id: 'invoice.extract', name: 'Extract', tags: ['a', 'b', 'c'] },
    { id: 'report.summarize', name: 'Summarize', tags: [] },
  ],
});

describe('applyJsonMutation', () => {
  it('permutes an array by the given order and ignores an order that is no permutation', () => {
    const at = '/skills/0/tags';
    expect(applyJsonMutation(card(), { op: 'permute', at, order: [2, 0, 1] })).toMatchObject({
      skills: [{ tags: ['c', 'a', 'b'] }, {}],
    });
    expect(applyJsonMutation(card(), { op: 'permute', at, order: [0, 0, 1] })).toEqual(card());
  });

  it('duplicates, drops and moves array elements, and drops members', () => {
    expect(
      applyJsonMutation(card(), { op: 'duplicate', at: '/defaultInputModes/0' }),
    ).toMatchObject({
      defaultInputModes: ['text/plain', 'text/plain', 'application/json'],
    });
    expect(applyJsonMutation(card(), { op: 'drop', at: '/skills/0' })['skills']).toEqual([
      { id: 'report.summarize', name: 'Summarize', tags: [] },
    ]);
    expect(applyJsonMutation(card(), { op: 'move', at: '/skills/0/tags/0', to: 2 })).toMatchObject({
      skills: [{ tags: ['b', 'c', 'a'] }, {}],
    });
    expect(Object.keys(applyJsonMutation(card(), { op: 'drop', at: '/capabilities' }))).toEqual([
      'name',
      'defaultInputModes',
      'skills',
    ]);
  });

  it('adds an inherited property name as an own member, never as a prototype', () => {
    const out = applyJsonMutation(card(), {
      op: 'add-unknown',
      at: '/capabilities',
      member: '__proto__',
      value: { polluted: true },
    });
    expect(JSON.stringify(out['capabilities'])).toBe(
      '{"streaming":true,"__proto__":{"polluted":true}}',
    );
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('copies a name into an id, only between values of one JSON type', () => {
    const from = '/skills/1/name';
    expect(applyJsonMutation(card(), { op: 'copy', at: '/skills/0/id', from })).toMatchObject({
      skills: [{ id: 'Summarize' }, {}],
    });
    expect(applyJsonMutation(card(), { op: 'copy', at: '/capabilities/streaming', from })).toEqual(
      card(),
    );
  });

  it('nests an object in itself and reverses member order', () => {
    const nested = applyJsonMutation(card(), {
      op: 'nest',
      at: '/capabilities',
      member: 'capabilities',
    });
    expect(nested['capabilities']).toEqual({ streaming: true, capabilities: { streaming: true } });
    expect(Object.keys(applyJsonMutation(card(), { op: 'reorder-members', at: '' }))).toEqual([
      'skills',
      'defaultInputModes',
      'capabilities',
      'name',
    ]);
  });

  it('reorders a "__proto__" member as a member, never making it the prototype', () => {
    const doc = JSON.parse('{"a":1,"__proto__":{"b":2}}') as JsonObject;

    const out = applyJsonMutation(doc, { op: 'reorder-members', at: '' });

    expect(JSON.stringify(out)).toBe('{"__proto__":{"b":2},"a":1}');
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });

  it('grafts the names it is given one level down, each holding the object as it was', () => {
    const grafted = applyJsonMutation(card(), {
      op: 'graft',
      at: '/capabilities',
      members: ['signatures', 'streaming', '__proto__'],
    });
    // A member the object holds stays; each new one holds a copy made before any was added.
    expect(grafted['capabilities']).toEqual({
      streaming: true,
      signatures: { streaming: true },
      ['__proto__']: { streaming: true },
    });
    expect(Object.hasOwn(grafted['capabilities'] as object, '__proto__')).toBe(true);
    expect(card()['capabilities']).toEqual({ streaming: true });
  });

  it('splices every part at once: appended past the end of a list, set as a member, skipped where it does not fit', () => {
    const spliced = applyJsonMutation(card(), {
      op: 'splice',
      at: '/defaultInputModes/-',
      parts: [
        { at: '/defaultInputModes/-', value: 'application/pdf' },
        { at: '/capabilities/extensions', value: [{ uri: 'urn:x' }] },
        // No list at /name, no object at /nope: left out.
        { at: '/name/-', value: 'x' },
        { at: '/nope/member', value: 1 },
      ],
    });
    expect(spliced['defaultInputModes']).toEqual([
      ...(card()['defaultInputModes'] as string[]),
      'application/pdf',
    ]);
    expect(spliced['capabilities']).toEqual({ streaming: true, extensions: [{ uri: 'urn:x' }] });
    expect(spliced['name']).toBe(card()['name']);
    expect(Object.hasOwn(spliced, 'nope')).toBe(false);
  });

  it('replaces a string or a number only where one is', () => {
    const s = { op: 'adversarial-string', at: '/name', value: '<&>', label: 'markup' } as const;
    expect(applyJsonMutation(card(), s)['name']).toBe('<&>');
    expect(applyJsonMutation(card(), { ...s, at: '/capabilities/streaming' })).toEqual(card());
    const n = { op: 'edge-number', at: '/n', value: -0, label: 'negative-zero' } as const;
    expect(Object.is(applyJsonMutation({ n: 1 }, n)['n'], -0)).toBe(true);
  });

  it('empties an array, and only an array', () => {
    expect(applyJsonMutation(card(), { op: 'empty', at: '/defaultInputModes' })).toMatchObject({
      defaultInputModes: [],
    });
    expect(applyJsonMutation(card(), { op: 'empty', at: '/capabilities' })).toEqual(card());
  });

  it('leaves the input unchanged, and a missing target is no edit', () => {
    const input = card();
    applyJsonMutation(input, { op: 'drop', at: '/skills/0' });
    expect(input).toEqual(card());
    expect(applyJsonMutation(input, { op: 'drop', at: '/nothing/here' })).toEqual(card());
  });
});

describe('listNodes', () => {
  it('writes array indices as * in schema paths', () => {
    const paths = listNodes({ skills: [{ id: 'a' }, { id: 'b' }] }).map((n) => [
      n.pointer,
      n.schemaPath,
    ]);
    expect(paths).toEqual([
      ['', ''],
      ['/skills', '/skills'],
      ['/skills/0', '/skills/*'],
      ['/skills/0/id', '/skills/*/id'],
      ['/skills/1', '/skills/*'],
      ['/skills/1/id', '/skills/*/id'],
    ]);
  });
});

// A pick's node number `2k` takes the k-th schema path of the whole document (odd numbers go to
// an input first, then its paths): the numbers below are written so.
describe('resolveMutations', () => {
  const layout = { card: 'card' } as const;
  const interfacesAndSkills = {
    card: { supportedInterfaces: [{ url: 'a' }, { url: 'b' }], skills: [{ id: 'x' }, { id: 'y' }] },
  };

  it('picks a schema path, then a node, and permutes only the arrays the card model calls sets', () => {
    // Schema paths in document order: "", /supportedInterfaces, /supportedInterfaces/*,
    // /supportedInterfaces/*/url, /skills (the fifth), /skills/*, /skills/*/id.
    const out = resolveMutations(interfacesAndSkills, layout, [
      { op: 'permute', node: 8, choice: 0 },
    ]);
    expect(out.applied).toEqual([
      {
        mutation: { op: 'permute', at: '/card/skills', order: [1, 0] },
        operator: 'permute',
        input: 'card',
        schemaPath: '/skills',
      },
    ]);
    // Interfaces are in preference order (§5.5.6): no permutation, the next operator that fits.
    const other = resolveMutations(interfacesAndSkills, layout, [
      { op: 'permute', node: 2, choice: 0 },
    ]);
    expect(other.applied.map((a) => a.mutation)).toEqual([
      { op: 'drop', at: '/card/supportedInterfaces' },
    ]);
  });

  it('counts the members of a map of scheme names as one schema path', () => {
    const doc = {
      card: { securitySchemes: { bearer: { type: 'http' }, apiKey: { type: 'apiKey' } } },
    };
    // Four schema paths; node 7 is the fourth path's second node.
    const out = resolveMutations(doc, layout, [{ op: 'adversarial-string', node: 14, choice: 0 }]);
    expect(out.applied.map((a) => a.schemaPath)).toEqual(['/securitySchemes/*/type']);
    expect(out.doc).toEqual({
      card: { securitySchemes: { bearer: { type: 'http' }, apiKey: { type: '<b>&amp;</b>"\'<' } } },
    });
  });

  it('keeps the members and types of contract params (the plan), and leaves out refused edits', () => {
    const doc = { plan: { skillId: 'a', degraded: [] } };
    const planLayout = { plan: 'plan' } as const;
    const picks = [0, 2, 4].map((node) => ({ op: 'drop' as const, node, choice: 0 }));
    expect(resolveMutations(doc, planLayout, picks, undefined, ['drop', 'nest']).applied).toEqual(
      [],
    );
    const refused = resolveMutations(
      doc,
      planLayout,
      [{ op: 'adversarial-string', node: 2, choice: 0 }],
      () => false,
    );
    expect(refused).toEqual({ doc, applied: [] });
  });

  it('spreads the picks of every drawn operator evenly over the operators that fit a node', () => {
    // A card string outside an array: drop, copy (from the other string), adversarial-string and
    // edge-number fit.
    const doc = { card: { name: 'Invoice agent', description: 'Extracts invoices' } };
    // Guided operators find no value held twice here, and edit the node as plain ones do.
    const ops = DRAWN_OPERATORS.map(
      (op) => resolveMutations(doc, layout, [{ op, node: 2, choice: 0 }]).applied[0]?.mutation.op,
    );
    const counts: Record<string, number> = {};
    for (const op of ops) counts[op ?? 'none'] = (counts[op ?? 'none'] ?? 0) + 1;
    expect(Object.keys(counts).sort()).toEqual([
      'adversarial-string',
      'copy',
      'drop',
      'edge-number',
    ]);
    const spread = Object.values(counts);
    expect(Math.max(...spread) - Math.min(...spread)).toBeLessThanOrEqual(1);
  });

  it('gives a new entry of a map what its siblings hold, and empties lists but a pinned stream', () => {
    const doc = {
      card: { securityRequirements: [{ schemes: { oauth: { list: ['read'] } } }] },
    };
    // card "", /securityRequirements, /*, /*/schemes (the fourth path): a map of scheme names.
    const added = resolveMutations(doc, layout, [{ op: 'add-unknown', node: 6, choice: 1 }]);
    expect(added.doc).toEqual({
      card: {
        securityRequirements: [
          { schemes: { oauth: { list: ['read'] }, constructor: { list: ['read'] } } },
        ],
      },
    });
    const events: JsonObject = {
      events: [{ task: { id: 't' } }, { statusUpdate: { taskId: 't' } }],
    };
    const emptied = resolveMutations(events, { events: 'events' }, [
      { op: 'empty', node: 0, choice: 0 },
    ]);
    expect(emptied.applied.map((a) => a.mutation.op)).not.toContain('empty');
  });

  it('copies a skill name into the plan skill id', () => {
    const doc = {
      card: { skills: [{ id: 'invoice.extract', name: 'Extract' }] },
      plan: { skillId: 'invoice.extract' },
    };
    // card "", /skills, /skills/*, /skills/*/id, /skills/*/name, then plan /skillId (the sixth):
    // the plan's root takes no pick, no operator can edit it (contract params, no unknown members).
    const out = resolveMutations(doc, { card: 'card', plan: 'plan' }, [
      { op: 'copy', node: 10, choice: 0 },
    ]);
    expect(out.doc).toEqual({
      card: { skills: [{ id: 'invoice.extract', name: 'Extract' }] },
      plan: { skillId: 'Extract' },
    });
  });
});
