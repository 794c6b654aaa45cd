import type { Rule } from '../../../harness/rules/index.ts';
import { spec } from '../../../harness/rules/sources.ts';
import { agentRule } from '../agentRule.ts';

/** The agent's rules for agreement between the bindings an agent offers (§5.1, §5.2); checked by the checks of this folder. */
export const BINDING_RULES: readonly Rule[] = [
  agentRule({
    id: 'A2A-BIND-001',
    title: 'Every interface the card declares answers A2A at its URL',
    level: 'MUST',
    source: [spec('§5.2'), spec('§8.3.1')],
    appliesWhen: [],
    rationale:
      'Agents MUST declare the protocols they support, and a declaration a client cannot use is ' +
      'worse than none: each JSONRPC and HTTP+JSON interface must answer SendMessage at its URL. ' +
      '(The converse, a binding served but not declared, is not observable from outside.)',
    seeAlso: ['BIND-FIELD-001', 'CARD-PROTO-002'],
  }),
  agentRule({
    id: 'A2A-BIND-002',
    title: 'All declared bindings serve the same operations',
    level: 'MUST',
    source: [spec('§5.1')],
    appliesWhen: ['several-bindings'],
    rationale:
      'With several bindings, each MUST provide the same operations: an operation served on one ' +
      'interface and missing on another is the failure.',
    seeAlso: ['BIND-EQUIV-001'],
  }),
  agentRule({
    id: 'A2A-BIND-003',
    title: 'The same request gets equivalent results on every binding',
    level: 'MUST',
    source: [spec('§5.1')],
    appliesWhen: ['several-bindings'],
    rationale:
      'Judged on a blocking SendMessage sent to each interface: both answers must be of the same kind ' +
      '(task or message), end in the same state and carry the same number of artifacts and parts.',
    seeAlso: ['BIND-EQUIV-002'],
  }),
  agentRule({
    id: 'A2A-BIND-004',
    title: 'The same fault gets the same A2A error on every binding',
    level: 'MUST',
    source: [spec('§5.1'), spec('§5.4')],
    appliesWhen: ['several-bindings'],
    rationale:
      'GetTask and CancelTask of an unknown id, and CancelTask of a finished task, must yield the same ' +
      "A2A error on each interface, each in its binding's own representation.",
    seeAlso: ['BIND-EQUIV-003'],
  }),
  agentRule({
    id: 'A2A-BIND-005',
    title: 'Every binding enforces the same authentication',
    level: 'MUST',
    source: [spec('§5.1'), spec('§7.4')],
    appliesWhen: ['several-bindings', 'security-declared'],
    rationale:
      'Bindings MUST support the same authentication schemes: an unauthenticated request refused on ' +
      'one interface and served on another is a bypass.',
    seeAlso: ['BIND-EQUIV-004'],
  }),
];
