import { TRI_STATE_MEMBERS } from '../../../harness/generators/index.ts';
import { isJsonObject } from '../../../harness/json/JsonValue.ts';
import {
  accepts,
  asDelegate,
  asDiscover,
  asPlan,
  asStream,
  cardOf,
  listAt,
  modeRelation,
  objectAt,
  resolvedModes,
  skillIndex,
} from './scenarioFacts.ts';
import type { Scenario } from '../VerifierScenario.ts';
import { type ReachDimension, dim } from './ReachDimension.ts';

/* Readers the reach tables share. */
/** A JSON member as text when it is a string, else empty (a reach test reads, never judges). */
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

export const caps = (s: Scenario) => objectAt(cardOf(s), 'capabilities');
export const planModes = (s: Scenario) => {
  const p = asPlan(s);
  return p === undefined ? [] : resolvedModes(p.card.card, p.plan.skillId);
};
export const planRelation = (s: Scenario, want: ReturnType<typeof modeRelation>) => {
  const p = asPlan(s);
  return p !== undefined && planModes(s).some((m) => modeRelation(m, p.plan.mediaType) === want);
};
export const jku = (s: Scenario): string => text(asDiscover(s)?.card.sign?.header?.['jku']);
export const extras = (s: Scenario) => asDiscover(s)?.card.sign?.extraEntries ?? [];
export const fleetSome = (s: Scenario, f: (i: number) => boolean, from = 0) =>
  (asDelegate(s)?.fleet ?? []).some((_, i) => i >= from && f(i));

export function triStateDims(): ReachDimension[] {
  const states = [
    ['absent', (v: unknown) => v === undefined],
    ['null', (v: unknown) => v === null],
    ['false', (v: unknown) => v === false],
    ['true', (v: unknown) => v === true],
  ] as const;
  return TRI_STATE_MEMBERS.flatMap((m) =>
    states.map(([name, test]) =>
      dim(`${m}-${name}`, `capabilities.${m} ${name}`, 'prop-neg-tri-state-capabilities', (s) =>
        test(caps(s)?.[m]),
      ),
    ),
  );
}

export function enforced(s: Scenario): boolean {
  return cardOf(s)?.['enforceInputModes'] === true;
}
export function defaults(s: Scenario): string[] {
  return listAt(cardOf(s), 'defaultInputModes').filter((m): m is string => typeof m === 'string');
}
export function skillModes(s: Scenario, index?: number): string[] {
  return listAt(cardOf(s), 'skills')
    .filter((_, i) => index === undefined || i === index)
    .flatMap((k) => listAt(k, 'inputModes'))
    .filter((m): m is string => typeof m === 'string');
}
export function beyond(s: Scenario, index: number): boolean {
  return skillModes(s, index).some((m) => !accepts(defaults(s), m));
}
export function names(holder: unknown): string[] {
  return listAt(holder as never, 'securityRequirements').flatMap((r) =>
    Object.keys(objectAt(r, 'schemes') ?? {}),
  );
}
export function allNames(s: Scenario): string[] {
  return [cardOf(s), ...listAt(cardOf(s), 'skills')].flatMap(names);
}
export function defined(s: Scenario): string[] {
  return Object.keys(objectAt(cardOf(s), 'securitySchemes') ?? {});
}
export function usableAt(s: Scenario): number[] {
  const floor = asDiscover(s)?.policy.floorVersion ?? '1.0';
  const [fM, fm] = floor.split('.').map(Number) as [number, number];
  return listAt(cardOf(s), 'supportedInterfaces').flatMap((i, n) => {
    const v = isJsonObject(i) ? text(i['protocolVersion']) : '';
    const m = /^(\d+)\.(\d+)$/.exec(v);
    if (m === null) return [];
    const [M, mi] = [Number(m[1]), Number(m[2])];
    return M > fM || (M === fM && mi >= fm) ? [n] : [];
  });
}
export function resolvedFrom(s: Scenario): 'skill' | 'absent' | 'empty' | undefined {
  const p = asPlan(s);
  if (p === undefined) return undefined;
  const skill = listAt(p.card.card, 'skills').find(
    (k) => isJsonObject(k) && k['id'] === p.plan.skillId,
  );
  if (!isJsonObject(skill)) return undefined;
  if (!Array.isArray(skill['inputModes'])) return 'absent';
  return skill['inputModes'].length === 0 ? 'empty' : 'skill';
}
export function nearSkill(
  s: Scenario,
  near: (asked: string, declared: string) => boolean,
): boolean {
  const p = asPlan(s);
  return (
    p !== undefined &&
    listAt(p.card.card, 'skills').some(
      (k) => isJsonObject(k) && near(p.plan.skillId, text(k['id'])),
    )
  );
}
export function blocked(s: Scenario): boolean {
  const p = asPlan(s);
  if (p === undefined) return false;
  const id = p.plan.skillId;
  const degraded = p.plan.degraded.some((d) => d.peer === p.plan.peer && d.skillId === id);
  const f = p.plan.lastFailure;
  return (
    degraded ||
    (f !== undefined &&
      f.peer === p.plan.peer &&
      f.skillId === id &&
      [-32005, -32602].includes(f.code))
  );
}
export function fallbackUsable(s: Scenario, n: number): boolean {
  const p = asPlan(s);
  const peer = p?.plan.peers[n];
  if (p === undefined || peer === undefined || peer.card.sign === null) return false;
  const card = peer.card.card;
  const degraded = p.plan.degraded.some(
    (d) => d.peer === peer.peer && d.skillId === p.plan.skillId,
  );
  return (
    !degraded &&
    skillIndex(card, p.plan.skillId) >= 0 &&
    accepts(resolvedModes(card, p.plan.skillId), p.plan.mediaType)
  );
}
export function usableFallbacks(s: Scenario): number {
  return (asPlan(s)?.plan.peers ?? []).filter((_, n) => fallbackUsable(s, n)).length;
}
export function afterLast(s: Scenario): boolean {
  const seen = new Set<unknown>();
  return (asStream(s)?.events ?? []).some((e) => {
    const u = objectAt(e, 'artifactUpdate');
    const id = objectAt(u, 'artifact')?.['artifactId'];
    if (u === undefined) return false;
    const late = seen.has(id);
    if (u['lastChunk'] === true) seen.add(id);
    return late;
  });
}
export function interleaved(s: Scenario): boolean {
  const ids = (asStream(s)?.events ?? [])
    .map((e) => objectAt(objectAt(e, 'artifactUpdate'), 'artifact')?.['artifactId'])
    .filter((id) => id !== undefined);
  return ids.some((id, i) => i > 1 && ids.slice(0, i - 1).includes(id) && ids[i - 1] !== id);
}
