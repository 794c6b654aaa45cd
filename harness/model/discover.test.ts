import { beforeAll, describe, expect, it } from 'vitest';
import type { Jwks, VerifierPolicy } from '../vocabulary/index.ts';
import type { DiscoverResult } from '../contract/types.ts';
import type { JsonObject } from '../json/JsonValue.ts';
import { createModel } from './createModel.ts';
import {
  createSigner,
  minimalCard,
  policy,
  toBase64,
  vendorACard,
  vendorBCard,
  type TestSigner,
} from './_fixtures/fixtures.ts';

interface Keys {
  a: TestSigner;
  b: TestSigner;
  rogue: TestSigner;
}

interface Case {
  name: string;
  /** The served card: fixed, or built (and signed) from the test keys. */
  card: JsonObject | string | ((k: Keys) => Promise<JsonObject | string> | JsonObject | string);
  policy?: Partial<VerifierPolicy>;
  expected: DiscoverResult;
}

const UNDECLARED_ALL = {
  streaming: 'undeclared',
  pushNotifications: 'undeclared',
  extendedAgentCard: 'undeclared',
  extensions: 'undeclared',
} as const;

/** Seed 000's enforce variant B′ of vendor B: `enforceInputModes: true` beside a PDF-only skill. */
const bPrime = (): JsonObject => vendorBCard({ enforceInputModes: true });

const cases: Case[] = [
  // --- seed 000: negotiation against the emitted form -------------------------------------
  {
    name: 'seed 000: signed card omitting extensions ⇒ extensions undeclared, no negotiation',
    card: (k) => k.a.sign(vendorACard({ streaming: false }), 'jcs-emitted'),
    expected: {
      admitted: true,
      signature: 'valid',
      verifiedKid: 'vendor-a-key',
      capabilities: { ...UNDECLARED_ALL, streaming: false },
      mayNegotiateExtensions: false,
    },
  },
  {
    name: 'seed 000: explicit extensions [] ⇒ negotiation allowed, none active',
    card: (k) => k.a.sign(vendorACard({ streaming: false, extensions: [] }), 'jcs-emitted'),
    expected: {
      admitted: true,
      signature: 'valid',
      verifiedKid: 'vendor-a-key',
      capabilities: { ...UNDECLARED_ALL, streaming: false, extensions: [] },
      mayNegotiateExtensions: true,
    },
  },
  {
    name: 'declared extension list ⇒ its URIs, in order',
    card: vendorACard({
      extensions: [{ uri: 'urn:example:ext/b', required: true }, { uri: 'urn:example:ext/a' }],
      pushNotifications: true,
    }),
    expected: {
      admitted: true,
      signature: 'absent',
      capabilities: {
        ...UNDECLARED_ALL,
        pushNotifications: true,
        extensions: ['urn:example:ext/b', 'urn:example:ext/a'],
      },
      mayNegotiateExtensions: true,
    },
  },
  {
    name: 'XV-NEG-004/005: minimal unsigned card with capabilities {} is admitted',
    card: minimalCard(),
    expected: {
      admitted: true,
      signature: 'absent',
      capabilities: UNDECLARED_ALL,
      mayNegotiateExtensions: false,
    },
  },
  {
    name: 'XV-NEG-001: null capability members read as undeclared',
    card: minimalCard({
      capabilities: { streaming: null, extensions: null, extendedAgentCard: true },
    }),
    expected: {
      admitted: true,
      signature: 'absent',
      capabilities: { ...UNDECLARED_ALL, extendedAgentCard: true },
      mayNegotiateExtensions: false,
    },
  },
  {
    name: 'XV-NEG-003: required-no-default member absent ⇒ schema rejection',
    card: (k) => k.a.sign(vendorACard({ streaming: false }), 'jcs-emitted'),
    policy: { requiredNoDefault: ['extensions'] },
    expected: {
      admitted: false,
      stage: 'schema',
      code: 'CARD_REQUIRED_NO_DEFAULT_ABSENT',
      mayNegotiateExtensions: false,
    },
  },
  {
    name: 'XV-NEG-003: required-no-default absent and signature broken ⇒ still schema (schema precedes signature)',
    card: async (k) => ({
      ...(await k.a.sign(vendorACard({ streaming: false }), 'jcs-emitted')),
      name: 'Tampered',
    }),
    policy: { requiredNoDefault: ['extensions'] },
    expected: {
      admitted: false,
      stage: 'schema',
      code: 'CARD_REQUIRED_NO_DEFAULT_ABSENT',
      mayNegotiateExtensions: false,
    },
  },
  {
    name: 'XV-NEG-003: required-no-default member null ⇒ schema rejection',
    card: vendorACard({ streaming: null }),
    policy: { requiredNoDefault: ['streaming'] },
    expected: {
      admitted: false,
      stage: 'schema',
      code: 'CARD_REQUIRED_NO_DEFAULT_ABSENT',
      mayNegotiateExtensions: false,
    },
  },
  {
    name: 'XV-NEG-003: required-no-default member present as [] ⇒ admitted',
    card: (k) => k.a.sign(vendorACard({ streaming: false, extensions: [] }), 'jcs-emitted'),
    policy: { requiredNoDefault: ['extensions', 'streaming'] },
    expected: {
      admitted: true,
      signature: 'valid',
      verifiedKid: 'vendor-a-key',
      capabilities: { ...UNDECLARED_ALL, streaming: false, extensions: [] },
      mayNegotiateExtensions: true,
    },
  },
  // --- schema stage --------------------------------------------------------------------------
  {
    name: 'A2A §5.7: missing REQUIRED name ⇒ schema CARD_MISSING_REQUIRED',
    card: () => {
      const nameless = minimalCard();
      delete nameless['name'];
      return nameless;
    },
    expected: {
      admitted: false,
      stage: 'schema',
      code: 'CARD_MISSING_REQUIRED',
      mayNegotiateExtensions: false,
    },
  },
  {
    name: 'duplicate member in the served bytes ⇒ schema CARD_DUPLICATE_MEMBER',
    card: JSON.stringify(minimalCard()).replace(
      '"name":"Minimal Agent"',
      '"name":"Minimal Agent","name":"Other Agent"',
    ),
    expected: {
      admitted: false,
      stage: 'schema',
      code: 'CARD_DUPLICATE_MEMBER',
      mayNegotiateExtensions: false,
    },
  },
  {
    name: 'not JSON at all ⇒ schema CARD_MALFORMED_JSON',
    card: '{"name": ',
    expected: {
      admitted: false,
      stage: 'schema',
      code: 'CARD_MALFORMED_JSON',
      mayNegotiateExtensions: false,
    },
  },
  // --- signature stage -----------------------------------------------------------------------
  {
    name: 'signed card changed after signing ⇒ signature SIG_INVALID',
    card: async (k) => ({
      ...(await k.b.sign(vendorBCard(), 'jcs-emitted')),
      description: 'Something else.',
    }),
    expected: {
      admitted: false,
      stage: 'signature',
      code: 'SIG_INVALID',
      signature: 'invalid',
      mayNegotiateExtensions: false,
    },
  },
  {
    name: 'signed by a key outside the trusted set ⇒ SIG_KEY_NOT_TRUSTED',
    card: (k) => k.rogue.sign(vendorBCard(), 'jcs-emitted'),
    expected: {
      admitted: false,
      stage: 'signature',
      code: 'SIG_KEY_NOT_TRUSTED',
      signature: 'invalid',
      mayNegotiateExtensions: false,
    },
  },
  {
    name: 'A2A-SIG-004: signed by a revoked key ⇒ SIG_KEY_REVOKED',
    card: (k) => k.b.sign(vendorBCard(), 'jcs-emitted'),
    policy: { revokedKids: ['vendor-b-key'] },
    expected: {
      admitted: false,
      stage: 'signature',
      code: 'SIG_KEY_REVOKED',
      signature: 'invalid',
      mayNegotiateExtensions: false,
    },
  },
  {
    name: 'XV-SIG-002: ES256 signature under an RS256-only allow-list ⇒ SIG_ALG_NOT_ALLOWED',
    card: (k) => k.b.sign(vendorBCard(), 'jcs-emitted'),
    policy: { algorithms: ['RS256'] },
    expected: {
      admitted: false,
      stage: 'signature',
      code: 'SIG_ALG_NOT_ALLOWED',
      signature: 'invalid',
      mayNegotiateExtensions: false,
    },
  },
  {
    name: 'XV-SIG-001: absent → [] after signing breaks a jcs-emitted signature',
    card: async (k) => {
      const signed = await k.a.sign(vendorACard({ streaming: false }), 'jcs-emitted');
      return { ...signed, capabilities: { streaming: false, extensions: [] } };
    },
    expected: {
      admitted: false,
      stage: 'signature',
      code: 'SIG_INVALID',
      signature: 'invalid',
      mayNegotiateExtensions: false,
    },
  },
  {
    name: 'A2A-SIG-002: absent → [] after signing keeps an a2a-1.0 signature (§8.4.1 drops [])',
    card: async (k) => {
      const signed = await k.a.sign(vendorACard({ streaming: false }), 'a2a-1.0');
      return { ...signed, capabilities: { streaming: false, extensions: [] } };
    },
    policy: { canonicalization: 'a2a-1.0' },
    expected: {
      admitted: true,
      signature: 'valid',
      verifiedKid: 'vendor-a-key',
      capabilities: { ...UNDECLARED_ALL, streaming: false, extensions: [] },
      mayNegotiateExtensions: true,
    },
  },
  // --- consistency stage (seed 002) ----------------------------------------------------------
  {
    name: 'seed 002 B′: enforceInputModes true under a covering jcs-emitted signature ⇒ consistency rejection',
    card: (k) => k.b.sign(bPrime(), 'jcs-emitted'),
    expected: {
      admitted: false,
      stage: 'consistency',
      code: 'DISC_ENFORCE_INPUT_MODES_INCONSISTENT',
      signature: 'valid',
      // The entry verified; a later stage refused the card (contract 1.1: present iff verified).
      verifiedKid: 'vendor-b-key',
      mayNegotiateExtensions: false,
    },
  },
  {
    name: 'seed 002 B′ signed under a2a-1.0: the declaration is unsigned ⇒ admitted',
    card: (k) => k.b.sign(bPrime(), 'a2a-1.0'),
    policy: { canonicalization: 'a2a-1.0' },
    expected: {
      admitted: true,
      signature: 'valid',
      verifiedKid: 'vendor-b-key',
      capabilities: { ...UNDECLARED_ALL, streaming: true },
      mayNegotiateExtensions: false,
    },
  },
  {
    name: 'seed 002 B′ unsigned: nothing covers the declaration ⇒ admitted',
    card: bPrime(),
    expected: {
      admitted: true,
      signature: 'absent',
      capabilities: { ...UNDECLARED_ALL, streaming: true },
      mayNegotiateExtensions: false,
    },
  },
  {
    name: 'enforceInputModes true with skill modes inside the defaults ⇒ admitted',
    card: (k) =>
      k.b.sign(
        vendorBCard({
          enforceInputModes: true,
          defaultInputModes: ['application/json', 'application/pdf'],
        }),
        'jcs-emitted',
      ),
    expected: {
      admitted: true,
      signature: 'valid',
      verifiedKid: 'vendor-b-key',
      capabilities: { ...UNDECLARED_ALL, streaming: true },
      mayNegotiateExtensions: false,
    },
  },
  {
    name: 'XV-DISC-002: card-level requirement names an undefined scheme ⇒ consistency rejection',
    card: minimalCard({
      securitySchemes: { bearer: { httpAuthSecurityScheme: { scheme: 'Bearer' } } },
      securityRequirements: [{ schemes: { oauth: { list: ['invoices.read'] } } }],
    }),
    expected: {
      admitted: false,
      stage: 'consistency',
      code: 'DISC_UNDEFINED_SECURITY_SCHEME',
      signature: 'absent',
      mayNegotiateExtensions: false,
    },
  },
  {
    name: 'XV-DISC-002: skill-level requirement names an undefined scheme ⇒ consistency rejection',
    card: minimalCard({
      skills: [
        {
          id: 'echo',
          name: 'Echo',
          description: 'Echoes the input.',
          tags: ['demo'],
          securityRequirements: [{ schemes: { apiKey: { list: [] } } }],
        },
      ],
    }),
    expected: {
      admitted: false,
      stage: 'consistency',
      code: 'DISC_UNDEFINED_SECURITY_SCHEME',
      signature: 'absent',
      mayNegotiateExtensions: false,
    },
  },
  {
    name: 'XV-DISC-002 direction: a defined scheme nobody requires harms nobody ⇒ admitted',
    card: minimalCard({
      securitySchemes: { bearer: { httpAuthSecurityScheme: { scheme: 'Bearer' } } },
    }),
    expected: {
      admitted: true,
      signature: 'absent',
      capabilities: UNDECLARED_ALL,
      mayNegotiateExtensions: false,
    },
  },
  // --- version stage -------------------------------------------------------------------------
  {
    name: 'XV-DISC-003: only a 0.3 interface under floor 1.0 ⇒ version rejection',
    card: minimalCard({
      supportedInterfaces: [
        { url: 'http://127.0.0.1:9001/a2a', protocolBinding: 'JSONRPC', protocolVersion: '0.3' },
      ],
    }),
    expected: {
      admitted: false,
      stage: 'version',
      code: 'DISC_PROTOCOL_VERSION_BELOW_FLOOR',
      signature: 'absent',
      mayNegotiateExtensions: false,
    },
  },
  {
    name: 'XV-DISC-003: a 0.3 and a 1.0 interface ⇒ admitted',
    card: minimalCard({
      supportedInterfaces: [
        { url: 'http://127.0.0.1:9001/v03', protocolBinding: 'JSONRPC', protocolVersion: '0.3' },
        { url: 'http://127.0.0.1:9001/v10', protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
      ],
    }),
    expected: {
      admitted: true,
      signature: 'absent',
      capabilities: UNDECLARED_ALL,
      mayNegotiateExtensions: false,
    },
  },
  {
    name: 'XV-DISC-003: "1.10" meets floor "1.9" (numeric, not string, comparison)',
    card: minimalCard({
      supportedInterfaces: [
        { url: 'http://127.0.0.1:9001/a2a', protocolBinding: 'JSONRPC', protocolVersion: '1.10' },
      ],
    }),
    policy: { floorVersion: '1.9' },
    expected: {
      admitted: true,
      signature: 'absent',
      capabilities: UNDECLARED_ALL,
      mayNegotiateExtensions: false,
    },
  },
  {
    name: 'XV-DISC-003: legacy top-level protocolVersion 0.3.0 beside v1.0 members ⇒ version rejection',
    card: minimalCard({ protocolVersion: '0.3.0' }),
    expected: {
      admitted: false,
      stage: 'version',
      code: 'DISC_PROTOCOL_VERSION_BELOW_FLOOR',
      signature: 'absent',
      mayNegotiateExtensions: false,
    },
  },
  {
    name: 'stage order: undefined scheme and low version ⇒ consistency (the earlier stage)',
    card: minimalCard({
      supportedInterfaces: [
        { url: 'http://127.0.0.1:9001/a2a', protocolBinding: 'JSONRPC', protocolVersion: '0.3' },
      ],
      securityRequirements: [{ schemes: { oauth: { list: [] } } }],
    }),
    expected: {
      admitted: false,
      stage: 'consistency',
      code: 'DISC_UNDEFINED_SECURITY_SCHEME',
      signature: 'absent',
      mayNegotiateExtensions: false,
    },
  },
];

describe('reference model: discover', () => {
  let keys: Keys;
  let jwks: Jwks;
  beforeAll(async () => {
    keys = {
      a: await createSigner('vendor-a-key'),
      b: await createSigner('vendor-b-key'),
      rogue: await createSigner('rogue-key'),
    };
    jwks = { keys: [...keys.a.jwks.keys, ...keys.b.jwks.keys] };
  });

  it.each(cases)('$name', async ({ card, policy: extra, expected }) => {
    // Arrange
    const model = createModel();
    const cardBase64 = toBase64(typeof card === 'function' ? await card(keys) : card);
    // Act
    const result = await model.discover({ cardBase64, jwks, policy: policy(extra) });
    // Assert
    expect(result).toEqual(expected);
  });
});
