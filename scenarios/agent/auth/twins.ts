import type { AgentTwin } from '../AgentTwin.ts';

/** Broken twins of the authentication rules, on the Bearer-secured control. */
export const AUTH_TWINS: readonly AgentTwin[] = [
  { rule: 'A2A-AUTH-001', fault: 'auth-not-enforced', base: 'secured' },
  { rule: 'A2A-BIND-005', fault: 'auth-not-enforced-over-rest', base: 'secured' },
  { rule: 'A2A-CARD-010', fault: 'extended-card-without-credentials', base: 'secured' },
];
