import type { ParsedCard } from '../../card/AgentCard.ts';
import {
  cardAsRead,
  collectSecurityRequirementSchemeNames,
  readVendorFlag,
} from '../../card/index.ts';
import { type JsonValue, isJsonObject } from '../../json/JsonValue.ts';
import type { SignatureVerdict } from '../../jws/types.ts';
import { acceptsMediaType } from '../../media/index.ts';
import type { StepFailure } from '../ModelSteps.ts';

function strings(value: JsonValue | undefined): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * XV-DISC-001: `enforceInputModes: true` (a vendor member at the card's top level) with a skill
 * whose `inputModes` reach beyond `defaultInputModes` is self-contradictory. Judged only when a
 * verified signature covers the declaration, i.e. under `jcs-emitted`: `a2a-1.0` drops members
 * outside the proto, so there the declaration is unsigned and is ignored (DESIGN §2). `accepts`
 * is how a mode covers another: RFC 6838 matching, or an open reading's (openReadings.ts).
 */
export function checkEnforceInputModes(
  card: ParsedCard,
  verdict: SignatureVerdict,
  accepts: (modes: readonly string[], mode: string) => boolean = acceptsMediaType,
): StepFailure | undefined {
  if (readVendorFlag(card, 'enforceInputModes') !== true) return undefined;
  if (verdict.state !== 'valid' || verdict.canonicalization !== 'jcs-emitted') return undefined;
  // The card as every stage reads it: a skill's `input_modes` is its `inputModes` here too.
  const read = cardAsRead(card);
  const defaults = strings(read['defaultInputModes']);
  const skills = Array.isArray(read['skills']) ? read['skills'] : [];
  for (const [i, skill] of skills.entries()) {
    if (!isJsonObject(skill)) continue;
    for (const [j, mode] of strings(skill['inputModes']).entries()) {
      // Own media matching, not the `matchMediaType` step: a mutant of the delegation check
      // must not change this discovery verdict.
      if (!accepts(defaults, mode)) {
        const pointer = `/skills/${i}/inputModes/${j}`;
        return {
          rule: 'XV-DISC-001',
          code: 'DISC_ENFORCE_INPUT_MODES_INCONSISTENT',
          pointer,
          message: `Failed to admit the card: it signs "enforceInputModes": true, yet skill ${JSON.stringify(skill['id'] ?? null)} accepts "${mode}" at "${pointer}", which defaultInputModes do not cover. Add the mode to defaultInputModes or drop the enforcement claim.`,
        };
      }
    }
  }
  return undefined;
}

/**
 * XV-DISC-002: every scheme named by a card-level or skill-level `securityRequirements` entry is
 * defined in `securitySchemes`. (Seed 002 words it the other way round; see the rule.)
 */
export function checkSecuritySchemes(card: ParsedCard): StepFailure | undefined {
  const schemes = cardAsRead(card)['securitySchemes'];
  const defined = new Set(isJsonObject(schemes) ? Object.keys(schemes) : []);
  for (const { pointer, name } of collectSecurityRequirementSchemeNames(card)) {
    if (!defined.has(name)) {
      return {
        rule: 'XV-DISC-002',
        code: 'DISC_UNDEFINED_SECURITY_SCHEME',
        pointer,
        message: `Failed to admit the card: the security requirement at "${pointer}" names scheme "${name}", which securitySchemes does not define. Define the scheme or remove the requirement.`,
      };
    }
  }
  return undefined;
}
