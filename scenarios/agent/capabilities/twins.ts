import type { AgentTwin } from '../AgentTwin.ts';

/** Broken twins of the capability-validation and extended-card rules (A2A §3.3.4). */
export const CAPABILITY_TWINS: readonly AgentTwin[] = [
  { rule: 'A2A-CAP-001', fault: 'serve-undeclared-streaming', base: 'minimal-capabilities' },
  { rule: 'A2A-CAP-002', fault: 'serve-undeclared-push', base: 'minimal-capabilities' },
  { rule: 'A2A-CAP-003', fault: 'serve-undeclared-extended-card', base: 'minimal-capabilities' },
  { rule: 'A2A-CAP-004', fault: 'ignore-required-extensions' },
  { rule: 'A2A-CARD-009', fault: 'extended-card-internal-error' },
];
