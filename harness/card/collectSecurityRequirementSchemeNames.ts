import { type JsonObject, isJsonObject, pointerJoin } from '../json/JsonValue.ts';
import type { ParsedCard } from './AgentCard.ts';
import { ownArray, ownObject } from './_internals/own.ts';
import { cardAsRead } from './cardAsRead.ts';

/** A scheme name used by a security requirement, with the pointer of its `schemes` member. */
export interface SchemeNameRef {
  /** e.g. `/skills/0/securityRequirements/1/schemes/oauth` */
  pointer: string;
  name: string;
}

/**
 * Every scheme name that a security requirement of the card uses, card level first, then each
 * skill in order (A2A v1.0 `securityRequirements[].schemes` keys; the seeds' `security`), read
 * as every stage reads the card ({@link cardAsRead}: `security_requirements` is that field).
 * XV-DISC-002 checks each against `securitySchemes`.
 */
export function collectSecurityRequirementSchemeNames(card: ParsedCard): SchemeNameRef[] {
  const out: SchemeNameRef[] = [];
  const read = cardAsRead(card);
  collect(read, '', out);
  (ownArray(read, 'skills') ?? []).forEach((skill, i) => {
    if (isJsonObject(skill)) collect(skill, pointerJoin('/skills', i), out);
  });
  return out;
}

function collect(holder: JsonObject, pointer: string, out: SchemeNameRef[]): void {
  const base = pointerJoin(pointer, 'securityRequirements');
  (ownArray(holder, 'securityRequirements') ?? []).forEach((req, i) => {
    const schemes = isJsonObject(req) ? ownObject(req, 'schemes') : undefined;
    if (schemes === undefined) return;
    const at = pointerJoin(pointerJoin(base, i), 'schemes');
    for (const name of Object.keys(schemes)) out.push({ pointer: pointerJoin(at, name), name });
  });
}
