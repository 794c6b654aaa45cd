import type { JsonValue } from '../../json/JsonValue.ts';
import { parseStrictJson } from '../../json/parseStrictJson.ts';

/**
 * A peer's answer read as one I-JSON text, as a card is (RFC 8259 §2, §8.1; RFC 7493): the body of
 * a JSON-RPC answer as its bytes (strict UTF-8, no BOM), or the `data` of one server-sent event
 * as the event stream delivers it. The HTML standard's event-stream parser decodes a stream with
 * UTF-8 decode, which replaces each invalid sequence with U+FFFD, so an event's data is a string
 * already and only its grammar and limits are left to judge. The limits are the card's (1 MiB,
 * 64 levels of arrays and objects).
 */
export function readAnswer(input: Uint8Array | string): { value: JsonValue } | { error: unknown } {
  try {
    return { value: parseStrictJson(input) };
  } catch (error) {
    return { error };
  }
}
