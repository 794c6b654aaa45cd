import type { Rule } from '../../../harness/rules/index.ts';
import { spec } from '../../../harness/rules/sources.ts';
import { agentRule } from '../agentRule.ts';

/** The agent's rules for the JSON-RPC binding (§9); checked by the checks of this folder. */
export const JSONRPC_RULES: readonly Rule[] = [
  agentRule({
    id: 'A2A-RPC-001',
    title: 'Unparseable JSON is answered with -32700 and a null id',
    level: 'MUST',
    source: [spec('§9.5'), { doc: 'JSON-RPC 2.0', section: '§5.1' }],
    appliesWhen: [],
    rationale:
      'A body that is not JSON is a parse error (-32700 JSONParseError); the server cannot read the ' +
      'id, so the response id is null.',
    seeAlso: ['JSONRPC-ERR-001'],
  }),
  agentRule({
    id: 'A2A-RPC-002',
    title: 'A request that is not a JSON-RPC 2.0 Request is answered with -32600',
    level: 'MUST',
    source: [spec('§9.3'), spec('§9.5'), { doc: 'JSON-RPC 2.0', section: '§4, §5.1' }],
    appliesWhen: [],
    rationale:
      'Requests MUST be JSON-RPC 2.0 (`jsonrpc: "2.0"`, a string `method`); anything else is ' +
      'InvalidRequestError (-32600), never processed as if it were valid.',
    seeAlso: ['JSONRPC-FMT-001'],
  }),
  agentRule({
    id: 'A2A-RPC-003',
    title: 'An unknown method is answered with -32601',
    level: 'MUST',
    source: [spec('§9.5')],
    appliesWhen: [],
    rationale:
      'MethodNotFoundError is the only meaning of -32601. This is the one rule for which a -32601 is ' +
      'a pass; everywhere else it is a failure of the method the agent was expected to serve.',
    seeAlso: ['JSONRPC-SVC-001'],
  }),
  agentRule({
    id: 'A2A-RPC-004',
    title: 'Answers are application/json JSON-RPC 2.0 responses that echo the request id',
    level: 'MUST',
    source: [spec('§9.1'), { doc: 'JSON-RPC 2.0', section: '§5' }],
    appliesWhen: [],
    rationale:
      'Responses use `Content-Type: application/json`, carry `jsonrpc: "2.0"`, echo the id (strings ' +
      'and numbers alike) and exactly one of `result` and `error`. Judged on every unary answer the ' +
      'JSON-RPC checks received, plus a string-id probe; the generated request values send ids a ' +
      'reader may mistake (0, "", "0", -1, large integers, strings beyond ASCII), each echoed exactly.',
    seeAlso: ['JSONRPC-FMT-002', 'JSONRPC-FMT-001'],
  }),
  agentRule({
    id: 'A2A-RPC-005',
    title:
      'JSON-RPC errors carry an integer code, a message and, if any, a data array of @type objects',
    level: 'MUST',
    source: [spec('§9.5'), spec('§3.3.2')],
    appliesWhen: [],
    rationale:
      '`error.data`, when present, is an array of ProtoJSON `Any` objects, each with `@type` (§9.5, ' +
      '§3.3.2 "Error Details"); a free-form object, the v0.3 habit, breaks clients that read details.',
    seeAlso: ['JSONRPC-ERR-001'],
  }),
  agentRule({
    id: 'A2A-RPC-006',
    title: 'A2A errors use their assigned JSON-RPC codes',
    level: 'MUST',
    source: [spec('§5.4'), spec('§9.5')],
    appliesWhen: [],
    rationale:
      'Every A2A error has one code in -32001…-32099 (TaskNotFound -32001 … VersionNotSupported ' +
      '-32009). When an answer names its error by ErrorInfo reason and the code says another, the ' +
      'error was meant right and mapped wrong: that is charged here, not to the operation.',
    seeAlso: ['JSONRPC-ERR-002', 'JSONRPC-SSE-002'],
  }),
  agentRule({
    id: 'A2A-RPC-007',
    title: 'A2A errors over JSON-RPC carry a google.rpc.ErrorInfo with reason and domain',
    level: 'SHOULD',
    source: [spec('§9.5'), spec('§3.3.2')],
    appliesWhen: [],
    rationale:
      'v1.0.1 made ErrorInfo a SHOULD for JSON-RPC (v1.0.0 and the a2a-tck have MUST): reason in ' +
      'UPPER_SNAKE_CASE without "Error" and domain `a2a-protocol.org`, so errors that share a ' +
      'transport code stay distinguishable.',
    seeAlso: ['JSONRPC-ERR-003'],
  }),
];
