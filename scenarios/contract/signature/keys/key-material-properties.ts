import fc from 'fast-check';
import { assembleCard, cardIdentityArb } from '../../../../harness/generators/index.ts';
import { type PropertyDefinition, defineProperty } from '../../../properties/PropertyDefinition.ts';
import type { DiscoverScenario } from '../../../properties/VerifierScenario.ts';
import { canonicalizationArb, discoverOf } from '../../../properties/scenarioBuilders.ts';
import { type KeyMaterial, MATERIAL_ALGS } from './KeyMaterial.ts';
import { keyMaterialArb, keyMaterialsInTurn } from './keyMaterialArb.ts';
import { headerFormArb, headerFormsInTurn } from './headerFormArb.ts';
import type { HeaderForm } from './HeaderForm.ts';
import { presenceFreeCard } from '../presenceFreeCard.ts';

/** Share of the budget the key stage takes: each algorithm with its key, then crossed. */
const KEY_STAGE_SHARE = 0.25;

const inputArb = fc.record({
  identity: cardIdentityArb(),
  canonicalization: canonicalizationArb(),
});

function scenarioOf(
  {
    identity,
    canonicalization,
  }: { identity: Parameters<typeof assembleCard>[0]; canonicalization: 'a2a-1.0' | 'jcs-emitted' },
  material: KeyMaterial,
): DiscoverScenario {
  // Every algorithm allowed: an algorithm refused by the policy is XV-SIG-002's.
  return discoverOf(
    { card: assembleCard(identity, {}), sign: { canonicalization, material } },
    { algorithms: [...MATERIAL_ALGS] },
  );
}

/** The key stage, from the seed alone: see {@link keyMaterialsInTurn}. */
function keyStage(seed: number, numRuns: number): Promise<DiscoverScenario[]> {
  const materials = keyMaterialsInTurn(Math.floor(numRuns * KEY_STAGE_SHARE));
  const inputs = fc.sample(inputArb, { seed, numRuns: 2 });
  return Promise.resolve(materials.map((m, i) => scenarioOf(inputs[i % inputs.length]!, m)));
}

/**
 * The material a header form is made on: ES256 with its P-256 key, the one algorithm every
 * verifier here supports, so that only the header decides the verdict (an algorithm a verifier
 * lacks is XV-SIG-005's, searched by `prop-sig-key-material`).
 */
const HEADER_MATERIAL: KeyMaterial = { alg: 'ES256', key: 'P-256', encoding: 'raw' };

/**
 * The card a header form is made on: {@link presenceFreeCard}, so that only the header decides
 * (a canonical form that differs is A2A-SIG-001's and A2A-SIG-002's, searched by their
 * properties).
 */
function headerScenarioOf(
  input: Parameters<typeof scenarioOf>[0],
  header: HeaderForm,
): DiscoverScenario {
  return discoverOf(
    {
      card: presenceFreeCard(input.identity),
      sign: { canonicalization: input.canonicalization, material: { ...HEADER_MATERIAL, header } },
    },
    { algorithms: [...MATERIAL_ALGS] },
  );
}

/** The header stage, from the seed alone: see {@link headerFormsInTurn}. */
function headerStage(seed: number, numRuns: number): Promise<DiscoverScenario[]> {
  const forms = headerFormsInTurn(Math.floor(numRuns * KEY_STAGE_SHARE));
  const inputs = fc.sample(inputArb, { seed, numRuns: 2 });
  return Promise.resolve(
    forms.map((header, i) => headerScenarioOf(inputs[i % inputs.length]!, header)),
  );
}

/**
 * Key and signature material generated rather than listed: every algorithm a header names
 * crossed with every key shape (curves, RSA below and at 2048 bits, Ed25519) and, for ECDSA,
 * the signature value's encodings. A key verifies only under the algorithm it is defined for,
 * with the curve the algorithm names (RFC 7518 §3.4, RFC 8725 §3.1), an RSA key only from 2048
 * bits (RFC 7518 §3.3, §3.5), an ECDSA value only as `r || s` at the curve's full length (DER
 * and unpadded values are refused, the high-S twin is valid). And the protected header's member
 * forms: `alg` and `kid` only as strings under their own names; a member written twice refused,
 * or read last-wins for key lookup and verification alike (RFC 7515 §4, the open reading
 * `header-duplicates-last-wins`), never one member from each copy.
 */
export const keyMaterialProperties: PropertyDefinition[] = [
  defineProperty({
    id: 'prop-sig-key-material',
    rule: 'XV-SIG-005',
    role: 'verifier',
    canonicalization: null,
    about:
      "a card's signature verifies only with a key of the shape its algorithm names, at full strength and encoding, like the model",
    projection: 'discover-trust',
    arbitrary: fc
      .record({ input: inputArb, material: keyMaterialArb() })
      .map(({ input, material }) => scenarioOf(input, material)),
    examples: (seed, numRuns) => keyStage(seed, numRuns),
  }),
  defineProperty({
    id: 'prop-sig-header-forms',
    rule: 'A2A-SIG-003',
    role: 'verifier',
    canonicalization: null,
    about:
      "a card's own entry whose protected header spells or types one member oddly (alg, kid, typ: retyped, written twice, upper-case, left out) gets the model's verdict",
    projection: 'discover-header',
    // The card stays as made: an edit of it (a v0.3 member a compatibility reader maps before
    // verifying) is judged by the canonical-form rules' properties, not charged to the header.
    mutates: ['signing', 'jwks', 'policy'],
    arbitrary: fc
      .record({ input: inputArb, header: headerFormArb() })
      .map(({ input, header }) => headerScenarioOf(input, header)),
    examples: (seed, numRuns) => headerStage(seed, numRuns),
  }),
];
