import fc from 'fast-check';
import {
  EXTENSION_URIS,
  TRI_STATE_MEMBERS,
  UNDECLARED_EXTENSION_URI,
  assembleCard,
  capabilitiesArb,
  cardIdentityArb,
  dropUndefined,
  wrongTypeCapabilitiesArb,
} from '../../../harness/generators/index.ts';
import { MINIMAL_MODES } from '../../../harness/generators/index.ts';
import { type PropertyDefinition, defineProperty } from '../../properties/PropertyDefinition.ts';
import {
  canonicalizationArb,
  discoverOf,
  planOf,
  signed,
} from '../../properties/scenarioBuilders.ts';

/**
 * Extensions a caller would like to use: declared ones, one no card declares, and a declared one
 * in another spelling (URIs are compared as exact strings: that one is not declared).
 */
const callerExtensionsArb = fc.subarray([
  ...EXTENSION_URIS,
  UNDECLARED_EXTENSION_URI,
  EXTENSION_URIS[0].replace('https://a2a.example', 'HTTPS://A2A.EXAMPLE'),
]);

/** A signed card whose capabilities take every state, under either canonicalization. */
const capabilityCardArb = fc.record({
  identity: cardIdentityArb(),
  capabilities: capabilitiesArb(),
  canonicalization: canonicalizationArb(),
});

/** Whether a card is changed after signing, so that it is refused: a quarter of the time (shrinks to not). */
const refusedNowAndThenArb = fc.oneof(
  { weight: 3, arbitrary: fc.constant(false) },
  { weight: 1, arbitrary: fc.constant(true) },
);

/** Capabilities of a minimal card: no streaming, no extensions, other tri-states absent / true / false. */
const minimalCapabilitiesArb = fc
  .record({
    pushNotifications: fc.constantFrom(undefined, true, false),
    extendedAgentCard: fc.constantFrom(undefined, true, false),
  })
  .map(dropUndefined);

const minimalCardArb = fc.record({
  identity: cardIdentityArb(),
  capabilities: minimalCapabilitiesArb,
  canonicalization: canonicalizationArb(),
});

/** Seed 000: XV-NEG-001..005 as properties against the reference model. */
export const negotiationProperties: PropertyDefinition[] = [
  defineProperty({
    id: 'prop-neg-tri-state-capabilities',
    rule: 'XV-NEG-001',
    role: 'verifier',
    canonicalization: null,
    about:
      'every tri-state capability and extensions read from the emitted card agree with the reference model',
    projection: 'discover-capabilities',
    arbitrary: capabilityCardArb.map(({ identity, capabilities, canonicalization }) =>
      discoverOf(signed(assembleCard(identity, { capabilities }), canonicalization)),
    ),
  }),
  defineProperty({
    id: 'prop-neg-wrong-types-never-declared',
    rule: 'XV-NEG-001',
    role: 'verifier',
    canonicalization: 'jcs-emitted',
    about: 'a capability of the wrong JSON type ("true", 0, {}) is never read as a declaration',
    projection: 'discover-capabilities',
    // Only jcs-emitted: no proto reader can put a wrongly typed member into the a2a-1.0 form.
    fixedCanonicalization: true,
    arbitrary: fc
      .record({ identity: cardIdentityArb(), capabilities: wrongTypeCapabilitiesArb() })
      .map(({ identity, capabilities }) =>
        discoverOf(signed(assembleCard(identity, { capabilities }), 'jcs-emitted')),
      ),
  }),
  defineProperty({
    id: 'prop-neg-may-negotiate-extensions',
    rule: 'XV-NEG-002',
    role: 'verifier',
    canonicalization: null,
    about: 'whether extension negotiation may be sent at all agrees with the reference model',
    projection: 'discover-negotiation',
    // A refused card allows no negotiation, whatever its capabilities list: an answer read from
    // the card rather than from the verdict is wrong on refused cards alone, so the generator
    // draws them (a card changed after signing, a quarter of the time; the rest stay admitted for
    // the decision itself) instead of leaving them to the mutator's luck. Left to it, 0 to 3 of
    // 50 drawn inputs at seeds 7, 42 and 102 showed such an answer (none at 102, where the search
    // missed it); drawn, 8 to 16 of 50.
    arbitrary: fc
      .record({ card: capabilityCardArb, tampered: refusedNowAndThenArb })
      .map(({ card: { identity, capabilities, canonicalization }, tampered }) =>
        discoverOf(
          signed(
            assembleCard(identity, { capabilities }),
            canonicalization,
            tampered ? { mutation: { kind: 'change', at: '/description' } } : {},
          ),
        ),
      ),
  }),
  defineProperty({
    id: 'prop-neg-request-extensions',
    rule: 'XV-NEG-002',
    role: 'verifier',
    canonicalization: null,
    about: 'the extensions a caller activates toward a peer agree with the reference model',
    projection: 'plan-extensions',
    arbitrary: fc
      .record({ card: capabilityCardArb, callerExtensions: callerExtensionsArb })
      .map(({ card: { identity, capabilities, canonicalization }, callerExtensions }) =>
        planOf(signed(assembleCard(identity, { capabilities }), canonicalization), {
          skillId: identity.skillId,
          mediaType: MINIMAL_MODES[0]!,
          callerExtensions,
        }),
      ),
  }),
  defineProperty({
    id: 'prop-neg-required-no-default',
    rule: 'XV-NEG-003',
    role: 'verifier',
    canonicalization: null,
    about:
      'a capability the profile requires with no default, when absent, is refused at the schema stage like the model',
    projection: 'discover-verdict',
    arbitrary: fc
      .record({
        card: capabilityCardArb,
        required: fc.subarray([...TRI_STATE_MEMBERS, 'extensions'], { minLength: 1 }),
        tampered: fc.boolean(),
      })
      .map(({ card: { identity, capabilities, canonicalization }, required, tampered }) =>
        discoverOf(
          signed(
            assembleCard(identity, { capabilities }),
            canonicalization,
            tampered ? { mutation: { kind: 'change', at: '/description' } } : {},
          ),
          { requiredNoDefault: required },
        ),
      ),
  }),
  defineProperty({
    id: 'prop-neg-minimal-card-undeclared',
    rule: 'XV-NEG-004',
    role: 'verifier',
    canonicalization: null,
    about:
      'a card omitting streaming and extensions is admitted with both undeclared and no negotiation',
    projection: 'discover-minimal',
    arbitrary: minimalCardArb.map(({ identity, capabilities, canonicalization }) =>
      discoverOf(signed(assembleCard(identity, { capabilities }), canonicalization)),
    ),
  }),
  defineProperty({
    id: 'prop-neg-minimal-card-unary',
    rule: 'XV-NEG-004',
    role: 'verifier',
    canonicalization: null,
    about: 'toward a minimal card a unary task proceeds and no extension is activated',
    projection: 'plan-extensions',
    arbitrary: fc
      .record({
        card: minimalCardArb,
        callerExtensions: callerExtensionsArb,
        callerMode: fc.constantFrom('streaming' as const, 'blocking' as const),
      })
      .map(({ card: { identity, capabilities, canonicalization }, callerExtensions, callerMode }) =>
        planOf(signed(assembleCard(identity, { capabilities }), canonicalization), {
          skillId: identity.skillId,
          mediaType: MINIMAL_MODES[0]!,
          callerExtensions,
          callerMode,
        }),
      ),
  }),
  defineProperty({
    id: 'prop-neg-minimal-card-admitted',
    rule: 'XV-NEG-005',
    role: 'verifier',
    canonicalization: null,
    about: 'a minimal valid card is admitted, never rejected for its absent optional members',
    projection: 'discover-verdict',
    arbitrary: minimalCardArb.map(({ identity, capabilities, canonicalization }) =>
      discoverOf(signed(assembleCard(identity, { capabilities }), canonicalization)),
    ),
  }),
];
