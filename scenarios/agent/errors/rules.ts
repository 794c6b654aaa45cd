import type { Rule } from '../../../harness/rules/index.ts';
import { spec } from '../../../harness/rules/sources.ts';
import { agentRule } from '../agentRule.ts';

/** The agent's rules for errors and request validation (§3.3.2); checked by the checks of this folder. */
export const ERROR_RULES: readonly Rule[] = [
  agentRule({
    id: 'A2A-ERR-001',
    title: 'Every error answer names its error and explains it in words',
    level: 'MUST',
    source: [spec('§3.3.2')],
    appliesWhen: [],
    rationale:
      'All error responses MUST convey a machine-readable code and a human-readable message; an ' +
      'empty message is no explanation.',
    seeAlso: ['CORE-ERR-001'],
  }),
  agentRule({
    id: 'A2A-ERR-002',
    title: 'Malformed parameters are refused as invalid before any processing',
    level: 'MUST',
    source: [spec('§3.3.2'), spec('§5.7')],
    appliesWhen: [],
    rationale:
      'Servers MUST validate all input parameters before processing: a SendMessage without a message, ' +
      'with no parts or without a messageId, and a GetTask without an id, are InvalidParams (-32602 / ' +
      'HTTP 400), and create no task.',
    seeAlso: ['CORE-ERR-002', 'DM-SERIAL-004'],
  }),
];
