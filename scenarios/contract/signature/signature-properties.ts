import fc from 'fast-check';
import { canonicalizeCard } from '../../../harness/canon/index.ts';
import type { DiscoverResult } from '../../../harness/contract/types.ts';
import {
  applyCardMutation,
  assembleCard,
  capabilitiesArb,
  cardArb,
  cardIdentityArb,
  cardMutationArb,
  structArb,
  EXTENSION_URIS,
} from '../../../harness/generators/index.ts';
import { type JsonObject, isJsonObject } from '../../../harness/json/JsonValue.ts';
import { type PropertyDefinition, defineProperty } from '../../properties/PropertyDefinition.ts';
import { canonicalizationArb, discoverOf, signed } from '../../properties/scenarioBuilders.ts';
import type { ExtraEntryKind } from '../../properties/extraEntries.ts';
import {
  ALLOWED_JKU_ORIGIN,
  type CardRecipe,
  type DiscoverScenario,
} from '../../properties/VerifierScenario.ts';
import { CASE_KEY_USES, caseKeyTrust } from '../../properties/trustedKeys.ts';
import type { KeyMaterial } from './keys/KeyMaterial.ts';

/**
 * Whether an edit changes what a `jcs-emitted` signature covers (none does when the card is
 * served without its own valid entry: the generic mutator may drop it).
 */
function changesEmittedForm(scenario: DiscoverScenario): boolean {
  const { card, mutation, sign } = scenario.card;
  if (mutation === undefined || sign === null || sign.dropOwn === true) return false;
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

/**
 * `capabilities` declaring one more extension, carrying `params` (its other members as drawn;
 * a drawn extension list that is no list is replaced).
 */
function withParams(
  capabilities: JsonObject | undefined,
  params: JsonObject | undefined,
): JsonObject | undefined {
  if (params === undefined) return capabilities;
  const drawn = capabilities?.['extensions'];
  const others = Array.isArray(drawn) ? drawn.filter((e) => e !== null) : [];
  const uri = EXTENSION_URIS.find((u) => !others.some((e) => isJsonObject(e) && e['uri'] === u));
  if (uri === undefined) return capabilities;
  return { ...capabilities, extensions: [...others, { uri, params }] };
}

/**
 * A signing over the card's members in received order (a signer that skips RFC 8785), with the
 * ES256 algorithm and the P-256 key every verifier here supports, so only the payload differs.
 */
const RECEIVED_ORDER_MATERIAL: KeyMaterial = {
  alg: 'ES256',
  key: 'P-256',
  encoding: 'raw',
  payload: 'received-order',
};

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

/** The origin the jku property's policy allows, besides the run's own. */
export const PARTNER_JKU_ORIGIN = 'https://keys.partner.example';

/**
 * `jku` values in the protected header: on an allowed origin in every spelling URL parsing makes
 * equal (RFC 3986 §6.2.2 and §6.2.3: scheme and host case, the default port written out), and
 * off it in near-misses (another port or scheme, a look-alike host, userinfo, the origin as a
 * path or a prefix of another host).
 */
const JKU_VALUES: (string | undefined)[] = [
  undefined,
  `${ALLOWED_JKU_ORIGIN}/.well-known/jwks.json`,
  'https://keys.attacker.example/jwks.json',
  `${ALLOWED_JKU_ORIGIN}.attacker.example/jwks.json`,
  `${ALLOWED_JKU_ORIGIN}@attacker.example/jwks.json`,
  `${PARTNER_JKU_ORIGIN}/jwks.json`,
  'https://KEYS.Partner.Example/jwks.json',
  'https://keys.partner.example:443/jwks.json',
  'HTTPS://keys.partner.example/.well-known/jwks.json',
  'https://keys.partner.example:8443/jwks.json',
  'http://keys.partner.example/jwks.json',
  'https://keys.partner.example.attacker.example/jwks.json',
  'https://attacker.example/keys.partner.example/jwks.json',
  'https://keys-partner.example/jwks.json',
];

/** Algorithms the harness signs with: ES256 (its case key) and two others it trusts keys for. */
const SIGNING_ALGS = ['ES256', 'ES384', 'EdDSA'] as const;

/**
 * Allow-list entries: JOSE names (RFC 7518 §3.1, RFC 8037) and near-misses that name no
 * algorithm a JOSE library accepts as these (names are case-sensitive; `Ed25519` is the newer,
 * fully specified name, not `EdDSA`).
 */
const ALLOW_LIST_NAMES = ['ES256', 'ES384', 'EdDSA', 'RS256', 'PS256', 'es256', 'Ed25519'];

/** Key ids a policy may revoke: the signer's, its near-misses in case and spacing, others. */
const REVOKED_KIDS = [
  'crosscheck-case-key',
  'CROSSCHECK-CASE-KEY',
  'crosscheck-case-key ',
  'retired-2024-key',
  'compromised-key',
];

/** Signature coverage of the emitted form and the harness's signing policy, as properties. */
export const signatureProperties: PropertyDefinition[] = [
  defineProperty({
    id: 'prop-sig-canonical-payload',
    rule: 'A2A-SIG-001',
    role: 'verifier',
    canonicalization: null,
    about:
      'a card signed over its canonical form verifies, whatever values it holds, and one signed over its members in received order does not, like the model',
    projection: 'discover-verdict',
    // The card's values are the search's: the generic mutator brings what no generator writes.
    // Nothing here reaches a later stage's checks, so a later refusal is no signature verdict.
    // Half the cards declare an extension whose free-form params hold member names a hand-made
    // walk mishandles (`__proto__`, a nested `signatures`): the signed bytes must cover them too.
    // A card in four is signed over its members as it holds them (`JSON.stringify`'s order, not
    // RFC 8785's sorted one), by a trusted key: the signature covers other bytes than the
    // canonical form, so it must not verify, whichever order the members are served in.
    arbitrary: fc
      .record({
        card: plainCardArb,
        capabilities: fc.option(capabilitiesArb(), { nil: undefined }),
        params: fc.option(structArb(), { nil: undefined, freq: 2 }),
        signedOver: fc.oneof(
          { arbitrary: fc.constant('canonical' as const), weight: 3 },
          { arbitrary: fc.constant('received-order' as const), weight: 1 },
        ),
      })
      .map(({ card: { identity, canonicalization }, capabilities, params, signedOver }) => {
        const card = assembleCard(identity, { capabilities: withParams(capabilities, params) });
        return discoverOf(
          signedOver === 'canonical'
            ? signed(card, canonicalization)
            : { card, sign: { canonicalization, material: RECEIVED_ORDER_MATERIAL } },
        );
      }),
  }),
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
      "a signature verifies only when the policy's algorithm allow-list names its algorithm exactly, like the model",
    projection: 'discover-verdict',
    arbitrary: fc
      .record({
        card: plainCardArb,
        alg: fc.constantFrom(...SIGNING_ALGS),
        // An empty allow-list allows nothing (XV-SIG-002): a policy shape of its own, drawn as
        // often as each list length, not left to the one subset in 2^7 that is empty.
        algorithms: fc.oneof(
          { arbitrary: fc.constant<string[]>([]), weight: 1 },
          { arbitrary: fc.subarray(ALLOW_LIST_NAMES, { minLength: 1 }), weight: 3 },
        ),
      })
      .map(({ card: { identity, canonicalization }, alg, algorithms }) =>
        discoverOf(
          {
            card: assembleCard(identity, {}),
            sign: { canonicalization, ...(alg === 'ES256' ? {} : { alg }) },
          },
          { algorithms },
        ),
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
        discoverOf(
          {
            card: assembleCard(identity, {}),
            sign: { canonicalization, ...(jku === undefined ? {} : { header: { jku } }) },
          },
          { allowedJkuOrigins: [ALLOWED_JKU_ORIGIN, PARTNER_JKU_ORIGIN] },
        ),
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
        revokedKids: fc.subarray(REVOKED_KIDS),
      })
      .map(({ card: { identity, canonicalization }, revokedKids }) =>
        discoverOf(signed(assembleCard(identity, {}), canonicalization), { revokedKids }),
      ),
  }),
  defineProperty({
    id: 'prop-sig-any-valid-entry',
    rule: 'XV-SIG-005',
    role: 'verifier',
    canonicalization: null,
    about:
      "a card is trusted when one signature entry, at any position among tampered, untrusted and garbage ones, verifies, under that entry's kid, and not when none does, like the model",
    projection: 'discover-trust',
    arbitrary: fc
      .record({
        card: plainCardArb,
        extra: fc.array(
          fc.record({
            at: fc.nat({ max: 3 }),
            kind: fc.constantFrom<ExtraEntryKind>('tampered', 'untrusted-key', 'garbage'),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        dropOwn: fc.oneof(
          { arbitrary: fc.constant(false), weight: 3 },
          { arbitrary: fc.constant(true), weight: 1 },
        ),
        // What the signing key itself allows: a trusted key verifies only if its `use` and
        // `key_ops` allow verifying (RFC 7517 §4.2-4.3, RFC 8725 §3.1).
        keyUse: fc.constantFrom(...CASE_KEY_USES),
      })
      .map(({ card: { identity, canonicalization }, extra, dropOwn, keyUse }) => {
        const card: CardRecipe = {
          card: assembleCard(identity, {}),
          sign: { canonicalization, extraEntries: extra, dropOwn },
        };
        return { ...discoverOf(card), ...caseKeyTrust([card], keyUse) };
      }),
  }),
];
