import type { AgentTwin } from '../AgentTwin.ts';

/** Broken twins of the Agent Card and card-signature rules. */
export const CARD_TWINS: readonly AgentTwin[] = [
  { rule: 'A2A-CARD-001', fault: 'card-without-description' },
  { rule: 'A2A-CARD-002', fault: 'card-served-as-text' },
  { rule: 'A2A-CARD-003', fault: 'card-snake-case-member' },
  { rule: 'A2A-CARD-004', fault: 'card-unknown-binding' },
  { rule: 'A2A-CARD-005', fault: 'card-without-max-age' },
  { rule: 'A2A-CARD-006', fault: 'card-without-etag' },
  {
    rule: 'A2A-CARD-007',
    notViolable:
      'a MAY (§8.6.1): an agent that sends no Last-Modified is conformant, so the check records pass or not-applicable and no peer can make it fail',
  },
  { rule: 'A2A-CARD-008', fault: 'interface-version-with-patch' },
  { rule: 'A2A-CARD-011', fault: 'card-only-at-legacy-path' },
  { rule: 'A2A-SIG-001', fault: 'card-signature-tampered' },
  { rule: 'A2A-SIG-002', fault: 'card-signed-over-emitted-form' },
  { rule: 'A2A-SIG-003', fault: 'card-signature-without-kid' },
  { rule: 'A2A-GRPC-001', fault: 'grpc-error-without-details', base: 'grpc' },
];
