import fc from 'fast-check';
import { canonicalizeCard } from '../../harness/canon/index.ts';
import type { DiscoverResult } from '../../harness/contract/types.ts';
import {
  applyCardMutation,
  assembleCard,
  cardArb,
  cardIdentityArb,
  cardMutationArb,
} from '../../harness/generators/index.ts';
import type { JsonObject } from '../../harness/json/JsonValue.ts';
import { type PropertyDefinition, defineProperty } from './PropertyDefinition.ts';
import { canonicalizationArb, discoverOf, signed } from './scenarioBuilders.ts';
import { ALLOWED_JKU_ORIGIN, type DiscoverScenario } from './VerifierScenario.ts';

/** Whether an edit changes what a `jcs-emitted` signature covers. */
function changesEmittedForm(scenario: DiscoverScenario): boolean {
  const { card, mutation } = scenario.card;
  if (mutation === undefined) return false;
  return (
    canonicalizeCard(applyCardMutation(card, mutation), 'jcs-emitted') !==
    canonicalizeCard(card, 'jcs-emitted')
  );
}

/**
 * XV-SIG-001, checked directly: a card whose emitted members changed after signing is never
 * admitted; it is refused at the signature stage (or at the schema stage, earlier, when the edit
 * also broke the schema).
 */
function refusedWhenChanged(scenario: DiscoverScenario, answer: unknown): string | undefined {
  if (!changesEmittedForm(scenario)) return undefined;
  const a = answer as DiscoverResult;
  if (!a.admitted && (a.stage === 'signature' || a.stage === 'schema')) return undefined;
  return `/: the edit ${JSON.stringify(scenario.card.mutation)} changes the emitted form the signature covers, yet the card was ${
    a.admitted ? 'admitted' : `refused at stage "${String(a.stage)}"`
  } instead of refused at the signature stage`;
}

/** A minimal card with a faker identity, signed under either canonicalization. */
const plainCardArb = fc.record({
  identity: cardIdentityArb(),
  canonicalization: canonicalizationArb(),
});

/** Key hints and other members an attacker can put in the unprotected header after signing. */
const UNPROTECTED_HEADERS: (JsonObject | undefined)[] = [
  undefined,
  { 'x-trace-id': 'req-7f3a' },
  { jku: 'https://keys.attacker.example/jwks.json' },
  { kid: 'crosscheck-case-key' },
  {
    jwk: {
      kty: 'EC',
      crv: 'P-256',
      x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU',
      y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0',
    },
  },
  { x5u: 'https://keys.attacker.example/cert.pem' },
  { crit: ['exp'] },
];

/** `jku` values in the protected header: on the allowed origin, off it, and off it in disguise. */
const JKU_VALUES: (string | undefined)[] = [
  undefined,
  `${ALLOWED_JKU_ORIGIN}/.well-known/jwks.json`,
  'https://keys.attacker.example/jwks.json',
  `${ALLOWED_JKU_ORIGIN}.attacker.example/jwks.json`,
  `${ALLOWED_JKU_ORIGIN}@attacker.example/jwks.json`,
];

/** Signature coverage of the emitted form and the harness's signing policy, as properties. */
export const signatureProperties: PropertyDefinition[] = [
  defineProperty({
    id: 'prop-sig-emitted-mutations',
    rule: 'XV-SIG-001',
    role: 'verifier',
    canonicalization: 'jcs-emitted',
    about:
      'under jcs-emitted, every edit of the emitted card after signing that changes its members is refused, like the model',
    projection: 'discover-verdict',
    arbitrary: fc
      .record({ card: cardArb(), mutation: cardMutationArb() })
      .map(({ card, mutation }) => discoverOf(signed(card, 'jcs-emitted', { mutation }))),
    invariant: refusedWhenChanged,
  }),
  defineProperty({
    id: 'prop-sig-alg-allow-list',
    rule: 'XV-SIG-002',
    role: 'verifier',
    canonicalization: null,
    about:
      "an ES256 signature verifies only when the policy's algorithm allow-list has ES256, like the model",
    projection: 'discover-verdict',
    arbitrary: fc
      .record({
        card: plainCardArb,
        algorithms: fc.subarray(['ES256', 'ES384', 'RS256', 'PS256', 'EdDSA'], { minLength: 1 }),
      })
      .map(({ card: { identity, canonicalization }, algorithms }) =>
        discoverOf(signed(assembleCard(identity, {}), canonicalization), { algorithms }),
      ),
  }),
  defineProperty({
    id: 'prop-sig-unprotected-header',
    rule: 'XV-SIG-003',
    role: 'verifier',
    canonicalization: null,
    about:
      'key hints added to the unprotected header after signing are refused, never used, like the model',
    projection: 'discover-verdict',
    arbitrary: fc
      .record({ card: plainCardArb, header: fc.constantFrom(...UNPROTECTED_HEADERS) })
      .map(({ card: { identity, canonicalization }, header }) =>
        discoverOf(
          signed(
            assembleCard(identity, {}),
            canonicalization,
            header === undefined ? {} : { unprotectedHeader: header },
          ),
        ),
      ),
  }),
  defineProperty({
    id: 'prop-sig-jku-origin',
    rule: 'XV-SIG-004',
    role: 'verifier',
    canonicalization: null,
    about: 'a protected jku is accepted only on an allowed origin, like the model',
    projection: 'discover-verdict',
    arbitrary: fc
      .record({ card: plainCardArb, jku: fc.constantFrom(...JKU_VALUES) })
      .map(({ card: { identity, canonicalization }, jku }) =>
        discoverOf({
          card: assembleCard(identity, {}),
          sign: { canonicalization, ...(jku === undefined ? {} : { header: { jku } }) },
        }),
      ),
  }),
  defineProperty({
    id: 'prop-sig-revoked-keys',
    rule: 'A2A-SIG-004',
    role: 'verifier',
    canonicalization: null,
    about: 'a signature by a revoked key never verifies, like the model',
    projection: 'discover-verdict',
    arbitrary: fc
      .record({
        card: plainCardArb,
        revokedKids: fc.subarray(['crosscheck-case-key', 'retired-2024-key', 'compromised-key']),
      })
      .map(({ card: { identity, canonicalization }, revokedKids }) =>
        discoverOf(signed(assembleCard(identity, {}), canonicalization), { revokedKids }),
      ),
  }),
];
