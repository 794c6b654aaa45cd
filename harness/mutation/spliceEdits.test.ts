import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../json/JsonValue.ts';
import { donorPool, donorReferences, spliceEdits } from './spliceEdits.ts';
import { type DocumentLayout, typedNodes } from './typedNodes.ts';

const layout: DocumentLayout = { card: 'card', plan: 'plan', peers: 'card' };
const accept = (): boolean => true;

/** Another property's input: the caller wants the extension the card declares. */
const donor = {
  doc: {
    card: { name: 'a', capabilities: { extensions: [{ uri: 'urn:ext', required: false }] } },
    plan: { skillId: 's', callerExtensions: ['urn:ext'] },
    peers: [],
  },
  layout,
};

/** This property's input: no caller extension, a card and a fallback peer declaring none. */
const target: JsonValue = {
  card: { name: 'b', capabilities: {} },
  plan: { skillId: 's', callerExtensions: [] },
  peers: [{ name: 'fallback', capabilities: { streaming: true } }],
};

const EXTENSION_KIND = 'card:/capabilities/extensions/*/uri:false|plan:/callerExtensions/*:false';

describe('splice edits', () => {
  it('take the references between inputs another generator makes, one donor per kind', () => {
    const pool = donorPool([donor, donor]);
    expect(pool.map((d) => d.kind)).toEqual([EXTENSION_KIND]);
    // A kind this property's inputs make already, or a place in an input the rule does not read,
    // is not planted.
    expect(donorReferences(pool, new Set([EXTENSION_KIND]), ['card', 'plan'])).toEqual([]);
    // Nor one whose places a known kind joins with more (the same value in a third input too).
    const wider = `${EXTENSION_KIND}|policy:/requiredNoDefault/*:false`;
    expect(donorReferences(pool, new Set([wider]), ['card', 'plan'])).toEqual([]);
    expect(donorReferences(pool, new Set(), ['card'])).toEqual([]);
    expect(donorReferences(pool, new Set(), ['card', 'plan'])).toHaveLength(1);
  });

  it('plant the value with what holds it at every place, in every input of its type, in one edit', () => {
    // Act
    const [edit, ...more] = spliceEdits(
      typedNodes(target, layout),
      target,
      donorPool([donor]),
      accept,
    );
    // Assert
    expect(more).toEqual([]);
    expect(edit?.applied.operator).toBe('splice');
    expect(edit?.doc).toEqual({
      card: { name: 'b', capabilities: { extensions: [{ uri: 'urn:ext', required: false }] } },
      plan: { skillId: 's', callerExtensions: ['urn:ext'] },
      peers: [
        {
          name: 'fallback',
          capabilities: { streaming: true, extensions: [{ uri: 'urn:ext', required: false }] },
        },
      ],
    });
  });

  it('leave out a reference a place of which the input has no room for, and one accept refuses', () => {
    const noPlan = { card: { name: 'b', capabilities: {} } };
    expect(spliceEdits(typedNodes(noPlan, layout), noPlan, donorPool([donor]), accept)).toEqual([]);
    expect(
      spliceEdits(typedNodes(target, layout), target, donorPool([donor]), () => false),
    ).toEqual([]);
  });
});
