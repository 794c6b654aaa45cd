import fc from 'fast-check';
import { isInputRefusal } from '../../../../harness/errors/index.ts';
import { canonicalizeCard } from '../../../../harness/canon/index.ts';
import type { Canonicalization } from '../../../../harness/contract/types.ts';
import { cardArb } from '../../../../harness/generators/index.ts';
import { encodeBase64url } from '../../../../harness/jws/index.ts';
import {
  type JsonObject,
  type JsonValue,
  isJsonObject,
} from '../../../../harness/json/JsonValue.ts';
import { SIGNER_ALGS, type SignScenario, type SignerAlg } from './SignScenario.ts';

/** Members set explicitly to their default: what §5.7 presence keeps or drops. */
const EXPLICIT_DEFAULTS = [
  'description-empty',
  'streaming-false',
  'push-false',
  'extensions-empty',
  'skill-examples-empty',
  'capabilities-empty',
] as const;
type ExplicitDefault = (typeof EXPLICIT_DEFAULTS)[number];

function withDefault(card: JsonObject, which: ExplicitDefault): JsonObject {
  const caps = isJsonObject(card['capabilities']) ? card['capabilities'] : {};
  const skills = Array.isArray(card['skills']) ? card['skills'] : [];
  switch (which) {
    case 'description-empty':
      return { ...card, description: '' };
    case 'streaming-false':
      return { ...card, capabilities: { ...caps, streaming: false } };
    case 'push-false':
      return { ...card, capabilities: { ...caps, pushNotifications: false } };
    case 'extensions-empty':
      return { ...card, capabilities: { ...caps, extensions: [] } };
    case 'skill-examples-empty':
      return {
        ...card,
        skills: skills.map((s, i) => (i === 0 && isJsonObject(s) ? { ...s, examples: [] } : s)),
      };
    case 'capabilities-empty':
      return { ...card, capabilities: {} };
  }
}

/**
 * Text the card's description ends with: none, or characters beyond ASCII of each UTF-8 length
 * (two bytes inside Latin-1, three beyond it, four outside the BMP), where a signer that writes
 * another encoding than UTF-8 writes other bytes (Latin-1 writes "é" as one byte that is no
 * UTF-8, and "€" as "?"). Generated cards are ASCII otherwise.
 */
const NON_ASCII_TEXTS = ['', ' \u00e9t\u00e9', ' Z\u00fcrich \u20ac', ' \u6771\u4eac \u{1f600}'];

function withText(card: JsonObject, text: string): JsonObject {
  const description = card['description'];
  return text === '' || typeof description !== 'string'
    ? card
    : { ...card, description: description + text };
}

/** A `signatures` entry someone else left on the card (its signature bytes are not checked). */
const priorEntryArb: fc.Arbitrary<JsonObject> = fc
  .record({
    kid: fc.constantFrom('partner-es256-2025', 'crosscheck-signer-es256', 'legacy-key'),
    alg: fc.constantFrom('ES256', 'RS256'),
    withHeader: fc.boolean(),
    bytes: fc.uint8Array({ minLength: 8, maxLength: 64 }),
  })
  .map(({ kid, alg, withHeader, bytes }) => ({
    protected: encodeBase64url(new TextEncoder().encode(JSON.stringify({ alg, kid }))),
    signature: encodeBase64url(bytes),
    ...(withHeader ? { header: { 'x-origin': 'partner-registry' } } : {}),
  }));

/** Protected-header members beyond `alg` and `kid` the IUT must carry over. */
const HEADER_EXTRAS: readonly JsonObject[] = [
  {},
  { typ: 'JOSE' },
  { jku: 'https://keys.crosscheck.example/jwks.json' },
  { typ: 'JOSE', 'x-card-version': 3 },
];

/** The origin the signer judge allows for `jku` (one of the header extras names it). */
export const SIGNER_JKU_ORIGIN = 'https://keys.crosscheck.example';

function canonicalizable(card: JsonObject, mode: Canonicalization): boolean {
  try {
    canonicalizeCard(card, mode);
    return true;
  } catch (cause) {
    // A card JCS refuses is left out; the harness's own exception is its defect (exit 3).
    if (!isInputRefusal(cause)) throw cause;
    return false;
  }
}

/** Options of {@link signScenarioArb}. */
export interface SignScenarioOptions {
  canonicalizations?: readonly Canonicalization[];
  algs?: readonly SignerAlg[];
}

/**
 * A card to sign: a whole generated card (vendor members, `null`s, unknown members, every
 * capability state) with members set explicitly to their defaults, `signatures` already present
 * (zero to two entries by other keys), a key of any of {@link SIGNER_ALGS}, and protected-header
 * members beyond `alg` and `kid`. Only cards the requested canonicalization can be computed for.
 */
export function signScenarioArb(options: SignScenarioOptions = {}): fc.Arbitrary<SignScenario> {
  const canonicalizations = options.canonicalizations ?? ['a2a-1.0', 'jcs-emitted'];
  return fc
    .record({
      card: cardArb(),
      defaults: fc.subarray([...EXPLICIT_DEFAULTS]),
      prior: fc.array(priorEntryArb, { maxLength: 2 }),
      canonicalization: fc.constantFrom(...canonicalizations),
      alg: fc.constantFrom(...(options.algs ?? SIGNER_ALGS)),
      header: fc.constantFrom(...HEADER_EXTRAS),
      text: fc.constantFrom(...NON_ASCII_TEXTS),
    })
    .map(({ card, defaults, prior, canonicalization, alg, header, text }): SignScenario => {
      const given = defaults.reduce(withDefault, withText(card, text));
      const signatures: JsonValue[] = prior;
      return {
        call: 'sign',
        card: prior.length > 0 ? { ...given, signatures } : given,
        canonicalization,
        alg,
        header: { ...header },
      };
    })
    .filter((s) => canonicalizable(s.card, s.canonicalization));
}
