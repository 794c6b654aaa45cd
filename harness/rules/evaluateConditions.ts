import { parseMediaType } from '../media/index.ts';
import { isJsonObject, type JsonObject } from '../json/JsonValue.ts';
import type { CaseFacts } from './CaseFacts.ts';
import { CONDITIONS } from './conditions.ts';
import type { Condition } from './Rule.ts';

/** A condition that does not hold for a case, with the catalogue's reason. */
export interface FailedCondition {
  condition: Condition;
  reason: string;
  source: string;
}

const TRI_STATE_MEMBERS = ['streaming', 'pushNotifications', 'extendedAgentCard', 'extensions'];

function capabilities(card: JsonObject): JsonObject {
  const caps = card['capabilities'];
  return isJsonObject(caps) ? caps : {};
}

function signatureEntries(card: JsonObject): JsonObject[] {
  const sigs = card['signatures'];
  return Array.isArray(sigs) ? sigs.filter(isJsonObject) : [];
}

function protectedHeader(entry: JsonObject): JsonObject | undefined {
  try {
    const encoded = entry['protected'];
    if (typeof encoded !== 'string') return undefined;
    const text = Buffer.from(encoded, 'base64url').toString('utf8');
    const header: unknown = JSON.parse(text);
    return isJsonObject(header) ? header : undefined;
  } catch {
    return undefined;
  }
}

function overridesModes(card: JsonObject): boolean {
  const skills = Array.isArray(card['skills']) ? card['skills'].filter(isJsonObject) : [];
  return skills.some((s) =>
    ['inputModes', 'outputModes'].some((m) => Array.isArray(s[m]) && s[m].length > 0),
  );
}

function isPlainText(mediaType: string): boolean {
  const parsed = parseMediaType(mediaType.trim());
  if (parsed === null) return mediaType.trim().toLowerCase() === 'text';
  return parsed.type === 'text' && parsed.subtype === 'plain';
}

function chunked(events: readonly JsonObject[]): boolean {
  const seen = new Map<string, number>();
  for (const e of events) {
    const update = e['artifactUpdate'];
    const artifact = isJsonObject(update) ? update['artifact'] : undefined;
    const id = isJsonObject(artifact) ? artifact['artifactId'] : undefined;
    if (typeof id === 'string') seen.set(id, (seen.get(id) ?? 0) + 1);
  }
  return [...seen.values()].some((n) => n > 1);
}

/**
 * Whether one condition holds on the facts: `true`, `false`, or `undefined` when the case states
 * none of the facts it needs (then it is taken to hold: the case did not say otherwise). The
 * defaulting reader describes the IUT, which the harness cannot observe before judging, so it
 * always holds; capability conditions of agents are evaluated by the agent checks on the card
 * they fetch.
 */
export function conditionHolds(condition: Condition, f: CaseFacts): boolean | undefined {
  const card = f.card;
  switch (condition) {
    case 'signed-card':
      return card && signatureEntries(card).length > 0;
    case 'defaulting-reader':
      return true;
    case 'tri-state-field':
      return (
        card &&
        TRI_STATE_MEMBERS.some((m) => {
          const v = capabilities(card)[m];
          return v === undefined || v === null;
        })
      );
    case 'negotiation-before-first-task':
      return f.negotiation === undefined ? undefined : f.negotiation === 'preflight';
    case 'cross-vendor':
      return f.policy?.crossVendor;
    case 'preflight-from-card':
      return f.routing === undefined ? undefined : f.routing === 'card';
    case 'skill-override-or-streaming-or-schemes': {
      if (!card) return undefined;
      const schemes = card['securitySchemes'];
      return (
        overridesModes(card) ||
        capabilities(card)['streaming'] === true ||
        (isJsonObject(schemes) && Object.keys(schemes).length > 1)
      );
    }
    case 'non-text-artifact':
      return f.mediaType === undefined ? undefined : !isPlainText(f.mediaType);
    case 'covering-signature':
      return f.policy === undefined ? undefined : f.policy.canonicalization === 'jcs-emitted';
    case 'policy-required-no-default':
      return f.policy === undefined ? undefined : f.policy.requiredNoDefault.length > 0;
    case 'jku-present':
      return (
        card && signatureEntries(card).some((e) => typeof protectedHeader(e)?.['jku'] === 'string')
      );
    case 'streaming-peer-blocking-caller':
      return card && f.callerMode !== undefined
        ? capabilities(card)['streaming'] === true && f.callerMode === 'blocking'
        : undefined;
    case 'chunked-artifacts':
      return f.events === undefined ? undefined : chunked(f.events);
    case 'extension-activation-attempted':
      return f.extensionActivation;
    case 'capability-not-declared':
    case 'required-extension-declared':
      return undefined;
  }
}

/**
 * The first of `conditions` that does not hold on the facts, with the catalogue's reason; or
 * undefined when every condition holds (a case with no stated facts is judged).
 */
export function firstFailedCondition(
  conditions: readonly Condition[],
  facts: CaseFacts,
): FailedCondition | undefined {
  for (const condition of conditions) {
    if (conditionHolds(condition, facts) === false) {
      const info = CONDITIONS[condition];
      return { condition, reason: info.notApplicableReason, source: info.source };
    }
  }
  return undefined;
}
