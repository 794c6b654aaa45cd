import type { Rule } from '../../../harness/rules/index.ts';
import { SEED_002, design, seed, spec } from '../../../harness/rules/sources.ts';

/** Seed 002's capability invariants at discovery. As data; judged by the cases and properties of this folder. */
export const DISCOVERY_RULES: readonly Rule[] = [
  {
    id: 'XV-DISC-001',
    title:
      'A card that promises to enforce input modes must not let a skill exceed its default modes',
    level: 'MUST',
    source: [seed(SEED_002, '§ Decision Boundary'), design('§2 XV-DISC-001')],
    roles: ['verifier'],
    profile: 'cross-vendor',
    appliesWhen: ['covering-signature', 'skill-override-or-streaming-or-schemes'],
    stages: ['consistency'],
    rationale:
      '`enforceInputModes: true` with a skill whose `inputModes` reach beyond `defaultInputModes` ' +
      'is self-contradictory, so the card is rejected at the consistency stage. `enforceInputModes` ' +
      'is not an A2A v1.0 member: it is a vendor declaration read from the top level of the emitted ' +
      'card. Proto-based readers drop it and the `a2a-1.0` canonicalization does not sign it, so ' +
      'the rule bites only when a verified `jcs-emitted` signature covers it; otherwise it is an ' +
      "unsigned declaration that the verifier notes and ignores. The seed's Python checks this at " +
      'delegation time inside `assert_delegable`; its prose puts it at discovery, which is taken.',
    seeAlso: [],
  },
  {
    id: 'XV-DISC-002',
    title: 'Every security requirement names a scheme the card defines',
    level: 'MUST',
    source: [seed(SEED_002, '§ Decision Boundary'), spec('§4.4.1'), design('§2 XV-DISC-002')],
    roles: ['verifier'],
    profile: 'cross-vendor',
    appliesWhen: [],
    stages: ['consistency'],
    rationale:
      'A card-level or skill-level `securityRequirements` entry that names a scheme missing from ' +
      '`securitySchemes` cannot be satisfied, so the card is rejected at the consistency stage. ' +
      'The seed words it the other way round (a defined scheme that no `security` entry uses); a ' +
      'scheme nobody requires harms no caller, whereas a requirement nobody defines blocks every ' +
      'call, so the direction that breaks delegation is the one enforced.',
    seeAlso: [],
  },
  {
    id: 'XV-DISC-003',
    title: "A usable interface meets the caller's protocol-version floor",
    level: 'MUST',
    source: [seed(SEED_002, '§ Decision Boundary'), spec('§3.6'), spec('§4.4.1 AgentInterface')],
    roles: ['verifier'],
    profile: 'cross-vendor',
    appliesWhen: [],
    stages: ['version'],
    rationale:
      "The seed's top-level `protocolVersion` is a v0.3 member; v1.0 puts the version on each " +
      '`supportedInterfaces` entry. The card is rejected at the version stage when no interface ' +
      'declares a version at or above the floor (Major.Minor compared as numbers, so "1.10" is ' +
      'above "1.9"), or when a legacy top-level version below the floor sits beside v1.0-only ' +
      'members (`supportedInterfaces`, `capabilities.extendedAgentCard`, `securityRequirements`), ' +
      'which is the seed\'s "below minimum while claiming a v1.0 capabilities block". A card listing ' +
      'both a 0.3 and a 1.0 interface is admitted.',
    seeAlso: ['VER-SERVER-002', 'CARD-PROTO-002'],
  },
];
