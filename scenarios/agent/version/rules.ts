import type { Rule } from '../../../harness/rules/index.ts';
import { spec } from '../../../harness/rules/sources.ts';
import { agentRule } from '../agentRule.ts';

/** The agent's rules for versioning and service parameters (§3.6); checked by the checks of this folder. */
export const VERSION_RULES: readonly Rule[] = [
  agentRule({
    id: 'A2A-SVC-001',
    title: 'Service parameters are read from HTTP headers whatever their letter case',
    level: 'MUST',
    source: [spec('§3.2.6'), spec('§9.2'), spec('§11.2')],
    appliesWhen: [],
    rationale:
      'A2A-Version and A2A-Extensions travel as HTTP headers, whose names are case-insensitive ' +
      '(RFC 9110): `a2a-version: 1.0` must be honoured like `A2A-Version: 1.0`.',
    seeAlso: ['JSONRPC-SVC-002', 'HTTP_JSON-SVC-002'],
  }),
  agentRule({
    id: 'A2A-VER-001',
    title: 'A request in an unsupported A2A-Version fails with VersionNotSupportedError',
    level: 'MUST',
    source: [spec('§3.6.2'), spec('§3.2.6')],
    appliesWhen: [],
    rationale:
      'If the interface does not support the requested version the agent MUST answer ' +
      'VersionNotSupportedError (-32009 / 400 VERSION_NOT_SUPPORTED) rather than guess.',
    seeAlso: ['VER-SERVER-002', 'HTTP_JSON-SVC-002'],
  }),
  agentRule({
    id: 'A2A-VER-002',
    title: 'A request without A2A-Version is read as v0.3, never answered as v1.0',
    level: 'MUST',
    source: [spec('§3.6.2'), spec('§3.6.1')],
    appliesWhen: [],
    rationale:
      'Agents MUST interpret an empty version as 0.3. A v1.0-only interface therefore answers a v1.0 ' +
      'method without the header with VersionNotSupportedError (or, treating it as a v0.3 request, ' +
      'MethodNotFound); answering it with v1.0 semantics is the failure.',
    seeAlso: ['VER-SERVER-003'],
  }),
  agentRule({
    id: 'A2A-VER-003',
    title: 'A request in a version the interface declares is served in that version',
    level: 'MUST',
    source: [spec('§3.6.2'), spec('§9.2'), spec('§11.2'), spec('§3.6.1')],
    appliesWhen: [],
    rationale:
      'Agents MUST process a request with the semantics of the requested Major.Minor: `A2A-Version: ' +
      '1.0` to a 1.0 interface gets a v1.0 answer (PascalCase methods served, no v0.3 `kind` ' +
      'discriminators, ProtoJSON enum names), not a refusal. The version is the header’s: service ' +
      'parameters MUST travel as HTTP header fields on JSON-RPC (§9.2) and HTTP+JSON (§11.2) alike, ' +
      'so an `A2A-Version` query parameter beside the header changes nothing (the generated request ' +
      'values send one on the JSON-RPC interface and on a declared HTTP+JSON one). §3.6.1 lets a ' +
      'client give the version as a request parameter "instead of a header" (an HTTP+JSON GET in its ' +
      'example): a request without the header, which is not judged here.',
    seeAlso: ['VER-SERVER-001'],
  }),
  agentRule({
    id: 'A2A-VER-004',
    title: 'A patch number in A2A-Version does not change the version served',
    level: 'MUST',
    source: [spec('§3.6')],
    appliesWhen: [],
    rationale:
      'Patch numbers MUST NOT be considered when negotiating (§3.6): a client that sends "1.0.1" ' +
      '(which it SHOULD NOT) is still a 1.0 client, and refusing it is the failure.',
    seeAlso: ['VER-CLIENT-002'],
  }),
];
