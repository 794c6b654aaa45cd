import fc from 'fast-check';
import {
  assembleCard,
  cardIdentityArb,
  enforceInputModesArb,
  floorVersionArb,
  inputModesArb,
  interfacesArb,
  legacyVersionArb,
  mediaTypeChoiceArb,
  otherSkills,
  securityArb,
} from '../../../harness/generators/index.ts';
import { type PropertyDefinition, defineProperty } from '../../properties/PropertyDefinition.ts';
import { canonicalizationArb, discoverOf, signed } from '../../properties/scenarioBuilders.ts';

/** Default and skill modes related as subset, superset or disjoint lists, on the first skill. */
function relationScenarioArb() {
  return fc
    .record({
      identity: cardIdentityArb(),
      modes: inputModesArb(),
      enforceInputModes: enforceInputModesArb(),
      // The declaration binds only under a covering (jcs-emitted) signature, so that is drawn most.
      canonicalization: canonicalizationArb(3),
    })
    .map(({ identity, modes, enforceInputModes, canonicalization }) =>
      discoverOf(
        signed(
          assembleCard(identity, {
            defaultInputModes: modes.defaultInputModes,
            skillInputModes: modes.skillInputModes,
            enforceInputModes,
          }),
          canonicalization,
        ),
      ),
    );
}

/**
 * One skill's mode against the defaults in a spelling the defaults cover (case, range, ignored
 * parameter) or a near-miss they do not (`+json`, look-alike type, declared parameter), that
 * skill at any position among skills that stay within the defaults.
 */
function spellingScenarioArb() {
  return fc
    .record({
      identity: cardIdentityArb(),
      choice: mediaTypeChoiceArb(),
      beyond: fc.boolean(),
      before: fc.nat({ max: 2 }),
      after: fc.nat({ max: 1 }),
      enforceInputModes: enforceInputModesArb(),
      canonicalization: canonicalizationArb(3),
    })
    .map(({ identity, choice, beyond, before, after, enforceInputModes, canonicalization }) => {
      const defaults = [beyond ? choice.nearMiss : choice.accepting];
      return discoverOf(
        signed(
          assembleCard(identity, {
            defaultInputModes: defaults,
            skillInputModes: [choice.part],
            skillsBefore: otherSkills(before, 0, { inputModes: defaults }),
            extraSkills: otherSkills(after, before),
            enforceInputModes,
          }),
          canonicalization,
        ),
      );
    });
}

/** Seed 002 discovery-time rejections: XV-DISC-001..003 as properties against the reference model. */
export const discoveryProperties: PropertyDefinition[] = [
  defineProperty({
    id: 'prop-disc-enforce-input-modes',
    rule: 'XV-DISC-001',
    role: 'verifier',
    canonicalization: null,
    about:
      'the discovery verdict on enforceInputModes and skill-level input modes agrees with the reference model',
    projection: 'discover-verdict',
    arbitrary: fc.oneof({ withCrossShrink: true }, relationScenarioArb(), spellingScenarioArb()),
  }),
  defineProperty({
    id: 'prop-disc-security-schemes',
    rule: 'XV-DISC-002',
    role: 'verifier',
    canonicalization: null,
    about:
      'the discovery verdict on card- and skill-level security requirements agrees with the reference model',
    projection: 'discover-verdict',
    arbitrary: fc
      .record({
        identity: cardIdentityArb(),
        security: securityArb(),
        // Skill-level requirements sit on a skill at any position.
        before: fc.nat({ max: 2 }),
        canonicalization: canonicalizationArb(),
      })
      .map(({ identity, security, before, canonicalization }) =>
        discoverOf(
          signed(
            assembleCard(identity, { security, skillsBefore: otherSkills(before) }),
            canonicalization,
          ),
        ),
      ),
  }),
  defineProperty({
    id: 'prop-disc-protocol-versions',
    rule: 'XV-DISC-003',
    role: 'verifier',
    canonicalization: null,
    about:
      'the discovery verdict on interface and legacy protocol versions around the floor agrees with the reference model',
    projection: 'discover-verdict',
    arbitrary: fc
      .record({
        identity: cardIdentityArb(),
        interfaces: interfacesArb(),
        legacyProtocolVersion: legacyVersionArb(),
        floorVersion: floorVersionArb(),
        canonicalization: canonicalizationArb(),
      })
      .map(({ identity, interfaces, legacyProtocolVersion, floorVersion, canonicalization }) =>
        discoverOf(
          signed(assembleCard(identity, { interfaces, legacyProtocolVersion }), canonicalization),
          { floorVersion },
        ),
      ),
  }),
];
