import fc from 'fast-check';
import {
  assembleCard,
  cardIdentityArb,
  enforceInputModesArb,
  floorVersionArb,
  inputModesArb,
  interfacesArb,
  legacyVersionArb,
  securityArb,
} from '../../harness/generators/index.ts';
import { type PropertyDefinition, defineProperty } from './PropertyDefinition.ts';
import { canonicalizationArb, discoverOf, signed } from './scenarioBuilders.ts';

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
    arbitrary: fc
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
      ),
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
        canonicalization: canonicalizationArb(),
      })
      .map(({ identity, security, canonicalization }) =>
        discoverOf(signed(assembleCard(identity, { security }), canonicalization)),
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
