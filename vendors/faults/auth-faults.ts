import type { FaultDeclaration } from './FaultDeclaration.ts';

/**
 * Faults of authentication (A2A §7.4) on a vendor declaring Bearer security: which requests it
 * serves without the token (`scenarios/agent/auth/twins.ts`).
 */
export const AUTH_FAULTS = {
  'auth-not-enforced': {
    summary: 'the card declares Bearer security, but requests without credentials are served',
    authRules(rules) {
      rules.enforce = false;
    },
  },
  'auth-not-enforced-over-rest': {
    summary: 'JSON-RPC requires the bearer token, HTTP+JSON serves requests without it',
    authRules(rules) {
      rules.enforceOverRest = false;
    },
  },
  'extended-card-without-credentials': {
    summary: 'the extended card is served to callers without credentials',
    authRules(rules) {
      rules.extendedCardOpen = true;
    },
  },
} as const satisfies Record<string, FaultDeclaration>;
