import type { Rule } from '../../../harness/rules/index.ts';
import { spec } from '../../../harness/rules/sources.ts';
import { agentRule } from '../agentRule.ts';

/** The agent's rules for the HTTP+JSON binding (§11); checked by the checks of this folder. */
export const HTTP_JSON_RULES: readonly Rule[] = [
  agentRule({
    id: 'A2A-REST-001',
    title: 'Each operation is served at its HTTP+JSON resource URL with its HTTP verb',
    level: 'MUST',
    source: [spec('§11.3'), spec('§5.3')],
    appliesWhen: ['http-json-interface'],
    rationale:
      '`POST /message:send`, `GET /tasks/{id}`, `GET /tasks`, `POST /tasks/{id}:cancel`, the push ' +
      'config resources and `GET /extendedAgentCard`. SubscribeToTask is `POST` in §11.3.2 and `GET` ' +
      'in the proto; either is accepted.',
    seeAlso: ['HTTP_JSON-URL-001', 'HTTP_JSON-URL-002'],
  }),
  agentRule({
    id: 'A2A-REST-002',
    title: 'HTTP+JSON answers are JSON (application/a2a+json preferred)',
    level: 'MUST',
    source: [spec('§11.1'), spec('§14.1')],
    appliesWhen: ['http-json-interface'],
    rationale:
      'v1.0.1 says `application/a2a+json` SHOULD be used (v1.0.0 and the a2a-tck say ' +
      '`application/json`); either JSON type passes, anything else fails, and the evidence notes which.',
    seeAlso: ['HTTP_JSON-SVC-001'],
  }),
  agentRule({
    id: 'A2A-REST-003',
    title: 'HTTP+JSON query parameters are camelCase and honoured',
    level: 'MUST',
    source: [spec('§11.5')],
    appliesWhen: ['http-json-interface'],
    rationale:
      'GET parameters travel as camelCase query parameters: `GET /tasks/{id}?historyLength=1` must ' +
      'limit the history, `GET /tasks?contextId=…&pageSize=1` must filter and page.',
    seeAlso: ['HTTP_JSON-QP-001'],
  }),
  agentRule({
    id: 'A2A-REST-004',
    title: 'HTTP+JSON errors are google.rpc.Status objects',
    level: 'MUST',
    source: [spec('§11.6')],
    appliesWhen: ['http-json-interface'],
    rationale:
      'An error answer is JSON `{ "error": { "code", "status", "message", "details" } }` (AIP-193), ' +
      'with `code` equal to the HTTP status.',
    seeAlso: ['HTTP_JSON-ERR-001'],
  }),
  agentRule({
    id: 'A2A-REST-005',
    title: 'HTTP+JSON A2A errors carry a google.rpc.ErrorInfo with reason and domain',
    level: 'MUST',
    source: [spec('§11.6')],
    appliesWhen: ['http-json-interface'],
    rationale:
      'Several A2A errors share HTTP 400, so an ErrorInfo in `details` with the A2A reason and ' +
      'domain `a2a-protocol.org` is a MUST here (unlike JSON-RPC, where the code already tells them ' +
      'apart).',
    seeAlso: ['HTTP_JSON-ERR-002'],
  }),
  agentRule({
    id: 'A2A-REST-006',
    title: 'HTTP+JSON A2A errors use their assigned HTTP status',
    level: 'MUST',
    source: [spec('§5.4')],
    appliesWhen: ['http-json-interface'],
    rationale:
      'TaskNotFound 404, InvalidAgentResponse 500, the other A2A errors 400 (v1.0.1; v1.0.0 had 409 ' +
      'and 415 for two of them, and the a2a-tck still quotes 415).',
    seeAlso: ['HTTP_JSON-STATUS-001'],
  }),
];
