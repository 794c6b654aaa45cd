import type { ExtensionsState, NegotiatedCapabilities, TriState } from '../vocabulary/index.ts';
import { type JsonObject, isJsonObject } from '../json/JsonValue.ts';
import type { ParsedCard } from './AgentCard.ts';
import { own, ownArray, ownObject } from './_internals/own.ts';
import { cardAsRead } from './cardAsRead.ts';

/** The `optional bool` members of `AgentCapabilities` (A2A §4.4.3). */
export type TriStateCapability = 'streaming' | 'pushNotifications' | 'extendedAgentCard';

/*
 * Every reader here looks at the emitted form, nothing defaulted (seed 000: "negotiate against
 * the emitted form"), as every stage reads it (`cardAsRead`): a capability emitted under its
 * proto name (`push_notifications`) is that capability, as ProtoJSON parsers read it and as the
 * `a2a-1.0` signature covers it. Acting on a reading other than the one verified would act on a
 * card nobody signed.
 */

function capabilities(card: ParsedCard): JsonObject | undefined {
  return ownObject(cardAsRead(card), 'capabilities');
}

/**
 * A tri-state capability as emitted: `true`, `false`, or `'undeclared'` when the member (or the
 * whole `capabilities` object) is absent or `null`. Never the schema default (XV-NEG-001).
 */
export function readTriState(card: ParsedCard, field: TriStateCapability): TriState {
  const caps = capabilities(card);
  const value = caps === undefined ? undefined : own(caps, field);
  return typeof value === 'boolean' ? value : 'undeclared';
}

/**
 * `capabilities.extensions` as emitted: `'undeclared'` when absent or `null`, otherwise the URIs
 * declared, in order (`[]` for an explicit empty list: negotiation supported, none active;
 * XV-NEG-002). An entry without a string `uri` (not REQUIRED in v1.0) names nothing to activate
 * and is left out of the list.
 */
export function readExtensions(card: ParsedCard): ExtensionsState {
  const caps = capabilities(card);
  const list = caps === undefined ? undefined : ownArray(caps, 'extensions');
  if (list === undefined) return 'undeclared';
  return list.filter(isJsonObject).flatMap((ext) => {
    const uri = own(ext, 'uri');
    return typeof uri === 'string' ? [uri] : [];
  });
}

/**
 * URIs of the declared extensions marked `required: true`, which a client must request or be
 * refused with `ExtensionSupportRequiredError` (A2A §3.3.4). Empty when extensions are undeclared.
 */
export function readRequiredExtensions(card: ParsedCard): string[] {
  return [...requiredOf(card)];
}

/**
 * The URIs of the extensions the card marks `required`, as a set, read once per card: checks
 * ask for it per request, and a card may declare thousands (work stays linear in the card).
 */
export function requiredExtensionSet(card: ParsedCard): ReadonlySet<string> {
  return requiredOf(card);
}

const requiredByCard = new WeakMap<ParsedCard, ReadonlySet<string>>();

function requiredOf(card: ParsedCard): ReadonlySet<string> {
  const known = requiredByCard.get(card);
  if (known !== undefined) return known;
  const caps = capabilities(card);
  const list = (caps === undefined ? undefined : ownArray(caps, 'extensions')) ?? [];
  const required = new Set(
    list.filter(isJsonObject).flatMap((ext) => {
      const uri = own(ext, 'uri');
      return own(ext, 'required') === true && typeof uri === 'string' ? [uri] : [];
    }),
  );
  requiredByCard.set(card, required);
  return required;
}

/** Every capability as negotiation must see it (the `discover` call's `capabilities`). */
export function readCapabilities(card: ParsedCard): NegotiatedCapabilities {
  return {
    streaming: readTriState(card, 'streaming'),
    pushNotifications: readTriState(card, 'pushNotifications'),
    extendedAgentCard: readTriState(card, 'extendedAgentCard'),
    extensions: readExtensions(card),
  };
}
