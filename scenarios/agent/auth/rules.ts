import type { Rule } from '../../../harness/rules/index.ts';
import { spec } from '../../../harness/rules/sources.ts';
import { agentRule } from '../agentRule.ts';

/** The agent's rules for authentication (§7); checked by the checks of this folder. */
export const AUTH_RULES: readonly Rule[] = [
  agentRule({
    id: 'A2A-AUTH-001',
    title: 'An agent that declares security refuses requests without credentials',
    level: 'MUST',
    source: [spec('§7.4'), spec('§3.3.2'), spec('§13.1')],
    appliesWhen: ['security-declared'],
    rationale:
      'The server MUST authenticate every request against its declared requirements and MUST reject ' +
      'missing credentials (HTTP 401/403, or an error answer). The harness repeats SendMessage and ' +
      'GetTask without the `--header` credentials; serving them is the failure.',
    seeAlso: ['AUTH-SERVER-002', 'AUTH-SCOPE-001'],
  }),
];
