import { type JsonObject, isJsonObject } from '../../../harness/json/JsonValue.ts';
import { type ModelSteps, referenceSteps } from '../../../harness/model/index.ts';

/**
 * The card a v0.3 compatibility reader hands on (a2a-sdk 1.3.0's
 * `_handle_extended_card_compatibility`, client/card_resolver.py:35-42): a true
 * `supportsAuthenticatedExtendedCard` removed and mapped onto `capabilities.extendedAgentCard`
 * unless that is set.
 */
function translatedExtendedCard(card: JsonObject): JsonObject {
  if (!Object.hasOwn(card, 'supportsAuthenticatedExtendedCard')) return card;
  const { supportsAuthenticatedExtendedCard: legacy, ...rest } = card;
  if (legacy !== true) return rest;
  const capabilities = isJsonObject(rest['capabilities']) ? rest['capabilities'] : {};
  if (Object.hasOwn(capabilities, 'extendedAgentCard')) return rest;
  return { ...rest, capabilities: { ...capabilities, extendedAgentCard: true } };
}

/**
 * A2A-SIG-001 broken: the legacy member is translated before the card is verified, so the
 * verifier canonicalizes another card than the one it received (§8.4.3 step 3).
 */
export const verifyTranslatingLegacyMembers: ModelSteps['verifySignature'] = (card, options) =>
  referenceSteps.verifySignature(
    { ...card, emitted: translatedExtendedCard(card.emitted) },
    options,
  );
