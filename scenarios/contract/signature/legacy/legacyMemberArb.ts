import fc from 'fast-check';
import type { JsonValue } from '../../../../harness/json/JsonValue.ts';
import type { LegacyMember, LegacyPlace } from './LegacyMember.ts';

/** A v0.3 security requirement list (`[{ scheme: [scopes] }]`), scopes sometimes empty. */
const legacySecurityArb: fc.Arbitrary<JsonValue> = fc.array(
  fc.dictionary(
    fc.constantFrom('oauth', 'apiKey', 'bearer', 'mtls'),
    fc.array(fc.constantFrom('read', 'write', 'admin'), { maxLength: 2 }),
    { minKeys: 1, maxKeys: 2 },
  ),
  { minLength: 1, maxLength: 2 },
);

const legacyUrlArb = fc.constantFrom('https://agent.example/a2a', 'https://agent.example/v03');
const legacyTransportArb = fc.constantFrom('JSONRPC', 'GRPC', 'HTTP+JSON');

/**
 * The v0.3 members the SDKs' compatibility readers translate, each with the values it is drawn
 * with, the translation named where it is made:
 * - `supportsAuthenticatedExtendedCard` becomes `capabilities.extendedAgentCard` (a2a-sdk 1.3.0
 *   `client/card_resolver.py:35-42`; a2a-go 2.4.0 `a2acompat/a2av0/agentcard.go:36-38`);
 * - `security` (root and skill) becomes `securityRequirements` when that is absent (a2a-sdk
 *   `card_resolver.py:91-106`; a2a-go `mapFromCompatSecurity`);
 * - `url`, `preferredTransport` and `additionalInterfaces` become `supportedInterfaces` only
 *   when that is absent (a2a-sdk `card_resolver.py:45-72`), so on a v1.0 card they are only
 *   dropped: controls, as is v0.3's `stateTransitionHistory`, which nothing maps.
 * A top-level `protocolVersion` is left out: the model reads it as the card's version, which the
 * policy's version floor judges (another rule's refusal, not a signature verdict).
 * Java's 0.3 line reads these natively (it is a v0.3 model) and verifies nothing; @a2a-js/sdk
 * 1.3.0's verifier reads none of them (`AgentCard.fromJSON` drops unknown members).
 */
const LEGACY_MEMBERS: readonly {
  place: LegacyPlace;
  member: string;
  value: fc.Arbitrary<JsonValue>;
}[] = [
  { place: 'root', member: 'supportsAuthenticatedExtendedCard', value: fc.boolean() },
  { place: 'root', member: 'security', value: legacySecurityArb },
  { place: 'skill', member: 'security', value: legacySecurityArb },
  { place: 'root', member: 'url', value: legacyUrlArb },
  { place: 'root', member: 'preferredTransport', value: legacyTransportArb },
  {
    place: 'root',
    member: 'additionalInterfaces',
    value: fc.array(fc.record({ url: legacyUrlArb, transport: legacyTransportArb }), {
      minLength: 1,
      maxLength: 2,
    }),
  },
  { place: 'capabilities', member: 'stateTransitionHistory', value: fc.boolean() },
];

/** One to three legacy members, each drawn with one of its values. */
export function legacyMembersArb(): fc.Arbitrary<LegacyMember[]> {
  return fc.uniqueArray(
    fc.oneof(
      ...LEGACY_MEMBERS.map(({ place, member, value }) =>
        value.map((v): LegacyMember => ({ place, member, value: v })),
      ),
    ),
    { minLength: 1, maxLength: 3, selector: (m) => `${m.place}/${m.member}` },
  );
}

/**
 * Every legacy member once, first with the value a compatibility reader translates (the first
 * value its arbitrary draws at `seed` may be `false` or an empty scope list, which a reader
 * drops rather than maps), then with values drawn from `seed`: the stage before the draws.
 */
export function legacyMembersInTurn(seed: number, count: number): LegacyMember[] {
  const translated: Record<string, JsonValue> = {
    supportsAuthenticatedExtendedCard: true,
    security: [{ oauth: ['read'] }],
  };
  const out: LegacyMember[] = LEGACY_MEMBERS.map(({ place, member, value }) => ({
    place,
    member,
    value: translated[member] ?? fc.sample(value, { seed, numRuns: 1 })[0]!,
  }));
  for (let round = 1; out.length < count; round++)
    for (const { place, member, value } of LEGACY_MEMBERS)
      out.push({ place, member, value: fc.sample(value, { seed: seed + round, numRuns: 1 })[0]! });
  return out.slice(0, count);
}
