import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../json/JsonValue.ts';
import { sampleCardText } from './_fixtures/sampleCard.ts';
import { findSkill, resolveInputModes } from './findSkill.ts';
import { parseCard } from './parseCard.ts';

const card = (edit: (c: JsonObject) => void = () => {}): ReturnType<typeof parseCard> =>
  parseCard(sampleCardText(edit));
const skill = (c: JsonObject, i = 0): JsonObject => (c.skills as JsonObject[])[i] as JsonObject;

describe('findSkill', () => {
  it('finds a skill by exact id, with its pointer and defaulted view', () => {
    const ref = findSkill(card(), 'invoice.summarize');
    expect(ref?.index).toBe(1);
    expect(ref?.pointer).toBe('/skills/1');
    expect(ref?.skill).toEqual({
      id: 'invoice.summarize',
      name: 'Summarize',
      description: 'Summarizes',
      tags: [],
      examples: [],
      inputModes: [],
      outputModes: [],
      securityRequirements: [],
    });
  });

  it.each(['Invoice.Extract', 'invoice', '', 'invoice.extract '])('no skill for id %j', (id) => {
    expect(findSkill(card(), id)).toBeUndefined();
  });

  it('returns the first of two skills with the same id', () => {
    const c = card(
      (x) =>
        (x.skills = [
          { id: 'dup', name: 'one' },
          { id: 'dup', name: 'two' },
        ]),
    );
    expect(findSkill(c, 'dup')?.skill.name).toBe('one');
  });

  it('reads the card as every stage does: input_modes is inputModes', () => {
    // ProtoJSON (A2A §5.5) reads a field under its proto name, and `a2a-1.0` signs it so: the
    // modes acted on are the modes verified.
    const c = card((x) => (delete skill(x).inputModes, (skill(x).input_modes = ['image/png'])));
    expect(findSkill(c, 'invoice.extract')?.skill.inputModes).toEqual(['image/png']);
    expect(resolveInputModes(c, 'invoice.extract')).toEqual(['image/png']);
    expect(c.typed.skills[0]?.inputModes).toEqual(['image/png']);
  });
});

describe('resolveInputModes', () => {
  const rows: {
    name: string;
    edit: (c: JsonObject) => void;
    skillId: string;
    want: string[] | undefined;
  }[] = [
    {
      name: 'seed 002: skill inputModes override the defaults',
      edit: () => {},
      skillId: 'invoice.extract',
      want: ['application/pdf'],
    },
    {
      name: 'skill without inputModes takes the defaults',
      edit: () => {},
      skillId: 'invoice.summarize',
      want: ['application/json'],
    },
    {
      name: 'skill with inputModes [] takes the defaults',
      edit: (c) => (skill(c).inputModes = []),
      skillId: 'invoice.extract',
      want: ['application/json'],
    },
    {
      name: 'skill with inputModes null takes the defaults',
      edit: (c) => (skill(c).inputModes = null),
      skillId: 'invoice.extract',
      want: ['application/json'],
    },
    {
      name: 'override replaces, never merges',
      edit: (c) => (skill(c).inputModes = ['application/pdf', 'image/png']),
      skillId: 'invoice.extract',
      want: ['application/pdf', 'image/png'],
    },
    {
      name: 'no defaults and no override',
      edit: (c) => delete c.defaultInputModes,
      skillId: 'invoice.summarize',
      want: [],
    },
    { name: 'unknown skill', edit: () => {}, skillId: 'invoice.pay', want: undefined },
  ];
  it.each(rows)('$name', ({ edit, skillId, want }) => {
    expect(resolveInputModes(card(edit), skillId)).toEqual(want);
  });
});
