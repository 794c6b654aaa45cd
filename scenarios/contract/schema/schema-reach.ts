import type { RuleReach } from '../../properties/reach/ReachDimension.ts';

/** The card's required members: what the schema rule's text quantifies over. */
export const SCHEMA_REACH: RuleReach[] = [
  {
    rule: 'A2A-CARD-001',
    dimensions: [
      {
        id: 'each-required-member',
        about: 'each REQUIRED member of the served card',
        examples: ['agent-card-required-members'],
      },
    ],
  },
];
