import type { Rule } from '../../../harness/rules/index.ts';
import { spec } from '../../../harness/rules/sources.ts';

/** The rule on a card's REQUIRED members (A2A v1.0 §5.7), judged on verifiers (and on an agent's own card). As data; judged by the cases and properties of this folder. */
export const SCHEMA_RULES: readonly Rule[] = [
  {
    id: 'A2A-CARD-001',
    title: 'A card missing a REQUIRED member is rejected at the schema stage',
    level: 'SHOULD',
    source: [spec('§5.7'), spec('§4.4.1')],
    roles: ['verifier', 'agent'],
    profile: 'spec',
    appliesWhen: [],
    stages: ['schema'],
    rationale:
      'REQUIRED members MUST be present and set, and implementations SHOULD reject messages that ' +
      'lack them (§5.7); the verifier rejects at the schema stage, before looking at signatures. ' +
      'Reading taken for empty required arrays (§5.7 "at least one element" against the §8.4.1 ' +
      'example that signs `skills: []`): `supportedInterfaces`, `defaultInputModes` and ' +
      '`defaultOutputModes` must be non-empty, `skills` and `tags` may be empty (A2A #2249).',
    seeAlso: [
      'CARD-STRUCT-001',
      'CARD-PROTO-001',
      'a2aproject/A2A#2249',
      'a2aproject/a2a-python#1261',
    ],
  },
];
