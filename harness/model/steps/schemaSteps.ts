import type { ParsedCard } from '../../card/AgentCard.ts';
import { cardAsRead, findMissingRequired } from '../../card/index.ts';
import { isJsonObject } from '../../json/JsonValue.ts';
import type { StepFailure } from '../ModelSteps.ts';

/** A2A §5.7: REQUIRED members must be present and set; the first missing one is reported. */
export function checkRequired(card: ParsedCard): StepFailure | undefined {
  const missing = findMissingRequired(card);
  const first = missing[0];
  if (first === undefined) return undefined;
  return {
    rule: 'A2A-CARD-001',
    code: 'CARD_MISSING_REQUIRED',
    pointer: first,
    message: `Failed to admit the card: REQUIRED member "${first}" is absent or null${
      missing.length > 1 ? ` (and ${missing.length - 1} more)` : ''
    }. Emit every REQUIRED member (A2A §5.7).`,
  };
}

/**
 * XV-NEG-003: each capability the negotiation profile names as required-with-no-default must be
 * present in the emitted `capabilities` object, under either of its names (`push_notifications`
 * is `pushNotifications`, as every stage reads it). `null` counts as absent (ProtoJSON reads it so).
 */
export function checkRequiredNoDefault(
  card: ParsedCard,
  requiredNoDefault: readonly string[],
): StepFailure | undefined {
  const capabilities = cardAsRead(card)['capabilities'];
  for (const member of requiredNoDefault) {
    const value =
      isJsonObject(capabilities) && Object.hasOwn(capabilities, member)
        ? capabilities[member]
        : undefined;
    if (value === undefined || value === null) {
      const pointer = `/capabilities/${member.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      return {
        rule: 'XV-NEG-003',
        code: 'CARD_REQUIRED_NO_DEFAULT_ABSENT',
        pointer,
        message: `Failed to admit the card: capability "${member}" is required with no default by the negotiation profile but is absent from the emitted card at "${pointer}". Declare it explicitly, even when false.`,
      };
    }
  }
  return undefined;
}
