import type { Rule } from '../../../harness/rules/index.ts';
import { spec } from '../../../harness/rules/sources.ts';
import { agentRule } from '../agentRule.ts';

/** The agent's rules for discovery and the Agent Card (§8, §4.4), and the bindings the harness does not judge (§10); checked by the checks of this folder. */
export const CARD_RULES: readonly Rule[] = [
  agentRule({
    id: 'A2A-CARD-002',
    title: 'The Agent Card is served as a JSON object where the agent says it is',
    level: 'MUST',
    source: [spec('§8.1'), spec('§8.2'), spec('§14.3')],
    appliesWhen: [],
    rationale:
      'A server MUST make its card available; the well-known URI is `/.well-known/agent-card.json` ' +
      '(§14.3 registers the suffix and says the resource MUST return an AgentCard). The harness ' +
      'fetches the URL the user gave (a card path, or the well-known path under an origin), follows ' +
      'no redirect, and needs HTTP 200 with a JSON content type and a body that parses as one JSON ' +
      'object. The report names the path actually fetched.',
    seeAlso: ['CARD-DISC-001'],
  }),
  agentRule({
    id: 'A2A-CARD-011',
    title: 'The card is found at the well-known URI of the URL the agent is reached at',
    level: 'SHOULD',
    source: [spec('§8.2'), spec('§14.3')],
    appliesWhen: [],
    rationale:
      'Given an origin (or the sub-path an agent is mounted under), a client looks for the card at ' +
      '`/.well-known/agent-card.json` there (§8.2, RFC 8615). §8.2 lists the well-known URI beside ' +
      'registries and direct configuration, so a card that lives at another path (the pre-v0.3 ' +
      '`/.well-known/agent.json`, a path of its own) breaks no MUST: it is a finding of this rule, ' +
      'and A2A-CARD-002 is not failed for a 404 at a location the agent never claimed. Not ' +
      'applicable when the user named the card URL itself.',
    seeAlso: ['CARD-DISC-001'],
  }),
  agentRule({
    id: 'A2A-CARD-003',
    title: 'Card members carry their proto types under their camelCase names',
    level: 'MUST',
    source: [spec('§4.4.1'), spec('§5.5'), spec('§5.7')],
    appliesWhen: [],
    rationale:
      'The card is the ProtoJSON form of `AgentCard`: strings are strings, lists are lists, maps are ' +
      'objects, and names are camelCase (§5.5 MUST). A snake_case spelling (`default_input_modes`) ' +
      'is read by a ProtoJSON parser as the field it names, but a reader that is not one (plain ' +
      'JSON into camelCase types) loses it, so emitting one breaks the MUST even though the ' +
      "harness's own readers, as ProtoJSON readers, read it. Missing REQUIRED members are " +
      'A2A-CARD-001, not this rule.',
    seeAlso: ['DM-SERIAL-001', 'CARD-STRUCT-001'],
  }),
  agentRule({
    id: 'A2A-CARD-004',
    title:
      'Every declared interface names an absolute URL, a binding and a Major.Minor protocol version',
    level: 'MUST',
    source: [spec('§8.3'), spec('§8.3.1'), spec('§4.4.6')],
    appliesWhen: [],
    rationale:
      '`AgentInterface.url`, `protocolBinding` and `protocolVersion` are REQUIRED; a client picks the ' +
      'first interface it supports (§8.3.2), so each entry must be usable as written: an absolute ' +
      'http(s) URL, a binding name (`JSONRPC`, `HTTP+JSON`, `GRPC` or a custom URI, §5.8) and a ' +
      'version such as "1.0".',
    seeAlso: ['CARD-PROTO-001', 'CARD-PROTO-002'],
  }),
  agentRule({
    id: 'A2A-CARD-005',
    title: 'The card endpoint sends Cache-Control with a max-age',
    level: 'SHOULD',
    source: [spec('§8.6.1')],
    appliesWhen: [],
    rationale:
      'Servers SHOULD let clients cache the card for a stated time (RFC 9111); without `max-age` a ' +
      'client either refetches on every call or guesses.',
    seeAlso: ['CARD-CACHE-001'],
  }),
  agentRule({
    id: 'A2A-CARD-006',
    title: 'The card endpoint sends an ETag',
    level: 'SHOULD',
    source: [spec('§8.6.1')],
    appliesWhen: [],
    rationale:
      'An ETag derived from the card lets a client revalidate cheaply and notice a new card; §8.6.1 ' +
      'says servers SHOULD send one.',
    seeAlso: ['CARD-CACHE-002'],
  }),
  agentRule({
    id: 'A2A-CARD-007',
    title: 'The card endpoint may send Last-Modified',
    level: 'MAY',
    source: [spec('§8.6.1')],
    appliesWhen: [],
    rationale:
      'Optional: present is a pass, absent is not applicable (a MAY is never a violation and never ' +
      'gates a run).',
    seeAlso: ['CARD-CACHE-003'],
  }),
  agentRule({
    id: 'A2A-CARD-008',
    title: 'Protocol versions in the card carry Major.Minor only',
    level: 'SHOULD',
    source: [spec('§3.6'), spec('§4.4.6')],
    appliesWhen: [],
    rationale:
      'Patch numbers SHOULD NOT appear in requests, responses or cards, and MUST NOT take part in ' +
      'version negotiation (§3.6): an interface declaring "1.0.1" invites clients that compare ' +
      'strings to miss it.',
    seeAlso: ['VER-CLIENT-002'],
  }),
  agentRule({
    id: 'A2A-CARD-009',
    title:
      'With extendedAgentCard declared, GetExtendedAgentCard returns a card or ExtendedAgentCardNotConfiguredError',
    level: 'MUST',
    source: [spec('§3.1.11'), spec('§3.3.4')],
    appliesWhen: ['capability-declared'],
    rationale:
      'An agent that declares the capability either serves an AgentCard from the operation or, when ' +
      'none is configured, MUST answer ExtendedAgentCardNotConfiguredError (-32007). Any other answer ' +
      'leaves a client unable to tell a misconfiguration from a broken server. An agent may keep its ' +
      'extended card for authenticated callers (§13.3): a 401 or 403 to a run without `--header` ' +
      'credentials is `error NOT_TESTABLE` (pass them to judge it); with credentials it is judged.',
    seeAlso: ['CARD-EXT-002'],
  }),
  agentRule({
    id: 'A2A-CARD-010',
    title: 'The extended card is not served to an unauthenticated caller',
    level: 'MUST',
    source: [spec('§3.1.11'), spec('§13.3')],
    appliesWhen: ['capability-declared', 'security-declared'],
    rationale:
      'The client MUST authenticate GetExtendedAgentCard with a scheme of the public card (§3.1.11), ' +
      'and the extended card may hold what the public one withholds (§13.3). The harness asks without ' +
      'the credentials given by `--header`; handing out the extended card then is a failure. ' +
      'An agent whose card declares no security requirement is not judged.',
    seeAlso: ['CARD-EXT-001'],
  }),
  agentRule({
    id: 'A2A-GRPC-001',
    title: 'A declared gRPC interface serves the A2A service as A2A §10 says',
    level: 'MUST',
    source: [spec('§10'), spec('§5.4')],
    appliesWhen: ['grpc-interface'],
    rationale:
      'An agent that declares a GRPC interface is reached there by gRPC clients only, over ' +
      '`lf.a2a.v1.A2AService` (§10.1): the harness calls it with `@grpc/grpc-js` and the message ' +
      "definitions of `@a2a-js/sdk` (generated from the spec's a2a.proto), sending `a2a-version` " +
      'and the required extensions as metadata (§10.2). `SendMessage` must answer OK with a task or ' +
      'a message, `GetTask` of an unknown id `NOT_FOUND` with a `google.rpc.Status` in ' +
      '`grpc-status-details-bin` carrying the A2A `ErrorInfo` (§10.6 MUST, §5.4), `CancelTask` of ' +
      'a finished task `FAILED_PRECONDITION` with `TASK_NOT_CANCELABLE`, and with ' +
      'streaming declared `SendStreamingMessage` a server stream of `StreamResponse` messages ' +
      '(§10.7). A v0.3 gRPC interface, or a missing `@a2a-js/sdk`, is `error NOT_TESTABLE`.',
    seeAlso: [
      'GRPC-SVC-001',
      'GRPC-SVC-002',
      'GRPC-META-001',
      'GRPC-ERR-001',
      'GRPC-ERR-002',
      'GRPC-ERR-003',
    ],
  }),
];
