import { type JsonObject, isJsonObject, pointerJoin } from '../json/JsonValue.ts';
import type { ParsedCard, TypedAgentSkill } from './AgentCard.ts';
import { AGENT_SKILL } from './_internals/cardSchema.ts';
import { cardAsRead } from './cardAsRead.ts';
import { convertMessage } from './_internals/convertMessage.ts';
import { own, ownArray, ownStrings } from './_internals/own.ts';

/** A skill found on a card: where it is, as read (JSON names), and defaulted. */
export interface SkillRef {
  index: number;
  /** JSON pointer of the skill, e.g. `/skills/2`. */
  pointer: string;
  /** The skill as read: as emitted, each field under its JSON name ({@link cardAsRead}). */
  emitted: JsonObject;
  skill: TypedAgentSkill;
}

/**
 * The first skill of the card whose `id` equals `skillId` (exact, case-sensitive), or
 * `undefined` (XV-DEL-003). Read from the card as every stage reads it ({@link cardAsRead}): a
 * skill's `input_modes` is its `inputModes`, as the `a2a-1.0` signature covers it.
 */
export function findSkill(card: ParsedCard, skillId: string): SkillRef | undefined {
  const skills = ownArray(cardAsRead(card), 'skills') ?? [];
  for (let index = 0; index < skills.length; index++) {
    const el = skills[index];
    if (!isJsonObject(el) || own(el, 'id') !== skillId) continue;
    const pointer = pointerJoin('/skills', index);
    const skill = convertMessage(el, AGENT_SKILL, pointer, {
      aliases: false,
    }) as unknown as TypedAgentSkill;
    return { index, pointer, emitted: el, skill };
  }
  return undefined;
}

/**
 * The input modes a delegation to `skillId` must satisfy (XV-DEL-001, seed 002's
 * `resolve_input_modes`): the skill's `inputModes` when non-empty, else the card's
 * `defaultInputModes` (the proto says a skill's modes *override* the defaults: replace, not
 * merge). `undefined` when the card has no such skill.
 */
export function resolveInputModes(card: ParsedCard, skillId: string): string[] | undefined {
  const ref = findSkill(card, skillId);
  if (ref === undefined) return undefined;
  const skillModes = ownStrings(ref.emitted, 'inputModes');
  return skillModes.length > 0 ? skillModes : ownStrings(cardAsRead(card), 'defaultInputModes');
}
