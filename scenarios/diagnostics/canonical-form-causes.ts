import { applyPresenceRules } from '../../harness/canon/index.ts';
import { isJsonObject, type JsonObject } from '../../harness/json/JsonValue.ts';
import { minimalCard } from '../cases/cardFixtures.ts';
import { cardTokens } from './cardWalk.ts';
import type { RootCauseDefinition } from './RootCause.ts';
import { refusedVerifiableSignature } from './signatureRefused.ts';

const control = minimalCard();

/** The minimal card with one extension whose params hold `params`: where a card carries free JSON. */
const withParams = (params: JsonObject): JsonObject =>
  minimalCard({
    capabilities: {
      extensions: [{ uri: 'https://crosscheck.example/ext/diagnostic/v1', params }],
    },
  });

const anyToken = (
  card: unknown,
  test: (t: { text: string; name: boolean; depth: number }) => boolean,
) => [...cardTokens(card)].some(test);

/**
 * Whether §8.4.1 with §5.7 presence leaves a member of the card out of the signed form (a proto
 * default such as `[]`, a `null`, an unknown member). A renamed proto-name alias is not counted:
 * how a card's aliases are read is the card reading's question, not the canonical form's.
 */
function dropsAMember(card: unknown): boolean {
  if (!isJsonObject(card)) return false;
  // §8.4.1 rule 1: the top-level signatures are not part of the signed form.
  const unsigned = Object.fromEntries(Object.entries(card).filter(([k]) => k !== 'signatures'));
  try {
    return applyPresenceRules(unsigned).changes.some((c) => c.change !== 'renamed');
  } catch {
    // A card no proto reader reads is refused before its canonical form matters.
    return false;
  }
}

/**
 * Points where a verifier's canonical form can differ from A2A §8.4.1 (RFC 8785) while every
 * other card verifies: each is a habit of a real JSON library, and each is a mutant of
 * `reference` (the `canonical-form-*` signature mutants) that must fail its diagnostic and no
 * other.
 */
export const CANONICAL_FORM_CAUSES: readonly RootCauseDefinition[] = [
  {
    id: 'canonical-form/non-ascii',
    property: 'canonical-form',
    title:
      'canonical form differs from A2A §8.4.1 on non-ASCII characters (escaped as \\uXXXX instead of kept as UTF-8)',
    sections: ['A2A §8.4.1', 'RFC 8785 §3.2.2.2'],
    point: 'one non-ASCII character in the description',
    controlCard: control,
    probeCard: minimalCard({ description: 'Réservations' }),
    holdsPoint: (card) =>
      anyToken(card, (t) => [...t.text].some((ch) => (ch.codePointAt(0) ?? 0) > 0x7f)),
    symptom: refusedVerifiableSignature,
  },
  {
    id: 'canonical-form/markup',
    property: 'canonical-form',
    title:
      'canonical form differs from A2A §8.4.1 on <, > and & (escaped as \\u003c… instead of kept)',
    sections: ['A2A §8.4.1', 'RFC 8785 §3.2.2.2'],
    point: 'one "&" in the description',
    controlCard: control,
    probeCard: minimalCard({ description: 'Terms & conditions' }),
    holdsPoint: (card) => anyToken(card, (t) => /[<>&]/.test(t.text)),
    symptom: refusedVerifiableSignature,
  },
  {
    id: 'canonical-form/proto-member',
    property: 'canonical-form',
    title:
      'canonical form differs from A2A §8.4.1 on a member named "__proto__" (lost when the card is copied)',
    sections: ['A2A §8.4.1', 'RFC 8785 §3.2.3'],
    point: 'a member named "__proto__" in an extension\'s params',
    controlCard: withParams({ mode: 'x' }),
    probeCard: withParams({ mode: 'x', ['__proto__']: { polluted: true } }),
    holdsPoint: (card) => anyToken(card, (t) => t.name && t.text === '__proto__'),
    symptom: refusedVerifiableSignature,
  },
  {
    id: 'canonical-form/nested-signatures',
    property: 'canonical-form',
    title:
      'canonical form differs from A2A §8.4.1 on a nested member named "signatures" (removed with the top-level one)',
    sections: ['A2A §8.4.1', 'A2A §8.4.2'],
    point: 'a member named "signatures" in an extension\'s params',
    controlCard: withParams({ mode: 'x' }),
    probeCard: withParams({ mode: 'x', signatures: ['kept'] }),
    holdsPoint: (card) => anyToken(card, (t) => t.name && t.depth > 1 && t.text === 'signatures'),
    symptom: refusedVerifiableSignature,
  },
  {
    id: 'canonical-form/presence',
    property: 'canonical-form',
    title:
      'canonical form under a2a-1.0 ignores §5.7 presence: a member the signed form leaves out (a default such as [], a null, an unknown member) is canonicalized as emitted',
    sections: ['A2A §8.4.1', 'A2A §5.7'],
    canonicalization: 'a2a-1.0',
    point: 'an empty "capabilities.extensions" (a proto default, not signed)',
    controlCard: control,
    probeCard: minimalCard({ capabilities: { extensions: [] } }),
    holdsPoint: dropsAMember,
    symptom: refusedVerifiableSignature,
  },
];
