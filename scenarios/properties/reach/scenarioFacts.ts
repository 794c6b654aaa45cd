import { MEDIA_TYPE_FAMILIES } from '../../../harness/generators/index.ts';
import { type JsonObject, type JsonValue, isJsonObject } from '../../../harness/json/JsonValue.ts';
import { mediaTypeMatches } from '../../../harness/media/index.ts';
import type { DelegateScenario } from '../client/DelegateScenario.ts';
import type { SignScenario } from '../../contract/signature/signer/SignScenario.ts';
import type {
  DiscoverScenario,
  PlanScenario,
  ReassembleScenario,
  Scenario,
} from '../VerifierScenario.ts';

/**
 * Small readers of generated scenarios for the reach catalogue: where a skill sits, what a card
 * declares, how a part and a mode relate. They read the scenario's own data (what the harness
 * generated), never an IUT's answer.
 */

export const asDiscover = (s: Scenario): DiscoverScenario | undefined =>
  s.call === 'discover' ? s : undefined;
export const asPlan = (s: Scenario): PlanScenario | undefined =>
  s.call === 'plan' ? s : undefined;
export const asStream = (s: Scenario): ReassembleScenario | undefined =>
  s.call === 'reassemble' ? s : undefined;
export const asDelegate = (s: Scenario): DelegateScenario | undefined =>
  s.call === 'delegate' ? s : undefined;
export const asSign = (s: Scenario): SignScenario | undefined =>
  s.call === 'sign' ? s : undefined;

/** The unsigned card a discover or plan scenario serves. */
export function cardOf(s: Scenario): JsonObject | undefined {
  return s.call === 'discover' || s.call === 'plan' ? s.card.card : undefined;
}

export function objectAt(value: unknown, key: string): JsonObject | undefined {
  if (!isJsonObject(value)) return undefined;
  const v = value[key];
  return isJsonObject(v) ? v : undefined;
}

export function listAt(value: unknown, key: string): JsonValue[] {
  if (!isJsonObject(value)) return [];
  const v = value[key];
  return Array.isArray(v) ? v : [];
}

/** Index of the skill with id `id` in `card.skills`, or -1. */
export function skillIndex(card: JsonObject | undefined, id: string): number {
  return listAt(card, 'skills').findIndex((s) => isJsonObject(s) && s['id'] === id);
}

/** The resolved input modes of skill `id` (skill modes if non-empty, else the defaults). */
export function resolvedModes(card: JsonObject | undefined, id: string): string[] {
  const skill = listAt(card, 'skills').find((s) => isJsonObject(s) && s['id'] === id);
  const own = listAt(skill, 'inputModes').filter((m): m is string => typeof m === 'string');
  if (own.length > 0) return own;
  return listAt(card, 'defaultInputModes').filter((m): m is string => typeof m === 'string');
}

/** Whether any of `modes` accepts `part` (the harness's own RFC 6838 matcher). */
export const accepts = (modes: readonly string[], part: string): boolean =>
  modes.some((m) => mediaTypeMatches(m, part));

/** The family a part belongs to, when the generator drew it from one. */
export const familyOf = (part: string) => MEDIA_TYPE_FAMILIES.find((f) => f.part === part);

/** How a mode relates to a part of a known family: an accepting spelling or a near-miss. */
export function modeRelation(
  mode: string,
  part: string,
): 'same' | 'respelled' | 'range' | 'near-miss' | 'other' {
  const family = familyOf(part);
  if (mode === part) return 'same';
  if (family?.accepting.includes(mode)) return mode.includes('*') ? 'range' : 'respelled';
  if (family?.nearMiss.includes(mode)) return 'near-miss';
  return 'other';
}

/** The payload media types of a delegated task (parts that name one). */
export function taskMediaTypes(s: DelegateScenario): string[] {
  return s.task.parts.map((p) => p['mediaType']).filter((m): m is string => typeof m === 'string');
}

/** Whether a generated vendor's card resolves every payload part of the task. */
export function vendorAccepts(s: DelegateScenario, i: number): boolean {
  const p = s.fleet[i]?.persona;
  if (p === undefined) return false;
  const skill = p.skills.find((k) => k.id === s.task.skillId);
  if (skill === undefined) return false;
  const modes =
    skill.inputModes !== undefined && skill.inputModes.length > 0
      ? skill.inputModes
      : p.defaultInputModes;
  return taskMediaTypes(s).every((t) => accepts(modes, t));
}

/** Whether a generated vendor's card leaves `capabilities.extensions` undeclared. */
export function vendorUndeclared(s: DelegateScenario, i: number): boolean {
  const ext = s.fleet[i]?.persona.capabilities['extensions'];
  return ext === undefined || ext === null;
}

/** Whether a generated vendor is one a conforming client may send the task to, by its card. */
export function vendorUsable(s: DelegateScenario, i: number): boolean {
  const v = s.fleet[i];
  if (v === undefined) return false;
  const signed = (v.persona.cardSigning ?? 'signed') === 'signed' && v.trusted;
  const streaming = v.persona.capabilities['streaming'] === true;
  const defaults = v.persona.defaultInputModes;
  // XV-DISC-001 refuses a signed enforceInputModes: true beside a skill beyond the defaults.
  const inconsistent =
    v.persona.extraMembers?.['enforceInputModes'] === true &&
    s.canonicalization === 'jcs-emitted' &&
    v.persona.skills.some((k) => (k.inputModes ?? []).some((m) => !accepts(defaults, m)));
  return (
    signed &&
    !inconsistent &&
    vendorAccepts(s, i) &&
    !(streaming && s.task.callerMode === 'blocking')
  );
}
