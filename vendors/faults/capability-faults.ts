import type { FaultDeclaration } from './FaultDeclaration.ts';

/**
 * Faults of the capability gates (A2A §3.3.4): operations of a capability the card does not
 * declare, served anyway, and the extended card's answer (`scenarios/agent/capabilities/twins.ts`).
 */
export const CAPABILITY_FAULTS = {
  'serve-undeclared-streaming': {
    summary: 'streaming operations are served though the card does not declare streaming',
    capabilityGates(gates) {
      gates.streaming = false;
    },
  },
  'serve-undeclared-push': {
    summary:
      'push-config operations are served though the card does not declare push notifications',
    capabilityGates(gates) {
      gates.pushNotifications = false;
    },
  },
  'serve-undeclared-extended-card': {
    summary:
      'GetExtendedAgentCard answers ExtendedAgentCardNotConfigured though the card does not declare it',
    capabilityGates(gates) {
      gates.extendedAgentCard = false;
    },
  },
  'extended-card-internal-error': {
    summary: 'GetExtendedAgentCard answers InternalError (-32603)',
    extendedCard(plan) {
      plan.internalError = true;
    },
  },
} as const satisfies Record<string, FaultDeclaration>;
