import type { Rule } from '../../../harness/rules/index.ts';
import { SEED_000, seed, spec } from '../../../harness/rules/sources.ts';

/** Seed 000's rules: negotiation against the emitted form of a signed card. As data; judged by the cases and properties of this folder. */
export const NEGOTIATION_RULES: readonly Rule[] = [
  {
    id: 'XV-NEG-001',
    title: 'A tri-state capability missing from the signed, emitted card is read as undeclared',
    level: 'MUST',
    source: [seed(SEED_000, '§ Decision Boundary'), seed(SEED_000, '§ Core Distinction')],
    roles: ['verifier'],
    profile: 'cross-vendor',
    appliesWhen: ['signed-card', 'tri-state-field', 'negotiation-before-first-task'],
    stages: ['negotiation'],
    rationale:
      'A signature attests to the bytes that were emitted, not to what a schema infers from silence. ' +
      'The verifier keeps the raw emitted `capabilities` object beside its typed view and answers ' +
      '"undeclared" for a member the signer left out, never the proto default (`false`, `[]`). ' +
      "A JSON `null` counts as left out, as ProtoJSON parses it. The seed's Python tests the " +
      'defaulted form only to detect the disagreement; the decision always comes from the emitted form.',
    seeAlso: ['a2aproject/a2a-java#591', 'a2aproject/a2a-python#1261'],
  },
  {
    id: 'XV-NEG-002',
    title: 'No extension negotiation toward a peer whose extensions are undeclared',
    level: 'MUST',
    source: [
      seed(SEED_000, '§ What Was Observed'),
      seed(SEED_000, '§ Operational Effect'),
      spec('§4.6.3'),
    ],
    roles: ['verifier', 'client'],
    profile: 'cross-vendor',
    appliesWhen: ['signed-card', 'tri-state-field', 'negotiation-before-first-task'],
    stages: ['negotiation'],
    rationale:
      'Undeclared `extensions`: the caller sends no `A2A-Extensions` header and no extension URIs on ' +
      'messages, not even for an extension it wants itself. An explicit `extensions: []` says ' +
      'negotiation is supported with nothing active, so the caller may request extensions (a ' +
      'compliant agent ignores the ones it lacks, §4.6.3). A declared list limits requests to the ' +
      'declared URIs; requesting others is a SHOULD-level finding. Conflict recorded: in A2A v1.0 a ' +
      'repeated field cannot tell absent from `[]`, and §8.4.1 drops `[]` before signing, so under ' +
      'the `a2a-1.0` canonicalization the distinction is not signed at all. That is why this rule ' +
      'lives in the cross-vendor profile and only a `jcs-emitted` signature makes the distinction ' +
      'attested.',
    seeAlso: ['a2aproject/A2A#1248', 'a2aproject/A2A#1238'],
  },
  {
    id: 'XV-NEG-003',
    title:
      'A required-with-no-default capability that is absent invalidates the card at the schema stage',
    level: 'MUST',
    source: [seed(SEED_000, '§ Decision Boundary')],
    roles: ['verifier'],
    profile: 'cross-vendor',
    appliesWhen: ['policy-required-no-default'],
    stages: ['schema'],
    rationale:
      'Only when the negotiation profile marks a capability as required with no default is absence ' +
      'an error, and then it is a schema error: the card is rejected before its signature is ' +
      'accepted, never admitted first and rejected later. A card that also fails its signature is ' +
      'still reported at the schema stage, because schema precedes signature in the stage order ' +
      '(DESIGN §2 allows the signature stage too; the reference model picks the earlier stage).',
    seeAlso: [],
  },
  {
    id: 'XV-NEG-004',
    title:
      'A card without streaming and extensions is a minimal card: admitted, unary tasks proceed',
    level: 'MUST',
    source: [seed(SEED_000, '§ Decision Boundary'), seed(SEED_000, 'Python: safe_activate')],
    roles: ['verifier', 'client'],
    profile: 'cross-vendor',
    appliesWhen: ['negotiation-before-first-task'],
    stages: ['schema', 'negotiation'],
    rationale:
      "The seed's `safe_activate` raises when both `streaming` and `extensions` are undeclared, " +
      'while its prose only says "do not activate" and warns that rejecting cards with absent ' +
      'optional fields breaks every legitimate minimal card. Reading taken: the prose wins for ' +
      "discovery and dispatch (the card is admitted and unary tasks go ahead); the Python's typed " +
      'error survives only for an explicit attempt to activate extensions toward such a peer ' +
      '(`CapabilityNegotiationError`, code NEG_EXTENSIONS_UNDECLARED).',
    seeAlso: [],
  },
  {
    id: 'XV-NEG-005',
    title: 'Absent optional capabilities are never fixed by rejecting the card',
    level: 'MUST',
    source: [seed(SEED_000, '§ Decision Boundary')],
    roles: ['verifier'],
    profile: 'cross-vendor',
    appliesWhen: [],
    stages: ['schema', 'negotiation'],
    rationale:
      'Defaulting harder or rejecting every card with an absent optional field would turn a ' +
      'negotiation problem into a discovery outage. A minimal valid card (all capabilities ' +
      'absent, `capabilities: {}`) must be admitted.',
    seeAlso: ['CARD-STRUCT-001'],
  },
  {
    id: 'XV-NEG-006',
    title: "A caller activates every extension it supports that the peer's card marks required",
    level: 'MUST',
    source: [spec('§4.6.3'), spec('§3.3.4'), spec('proto AgentExtension.required')],
    roles: ['client'],
    profile: 'cross-vendor',
    appliesWhen: [],
    stages: ['negotiation'],
    rationale:
      '`required: true` on a declared extension means the caller must understand the extension ' +
      'and follow it. A caller that supports the extension activates it (the `A2A-Extensions` ' +
      "header or the message's `extensions`) on every task request to that peer. A strict peer " +
      'refuses a request without it (ExtensionSupportRequiredError, -32008); a lenient one serves ' +
      "it without the extension's protocol, and then both sides look healthy while the extension's " +
      'effect (an audit trail, say) is silently missing. Only the `A2A-Extensions` header of v1.0 ' +
      'and the message member count: the v0.3 `X-A2A-Extensions` header is not read by a v1.0 ' +
      'agent. A caller that lacks a required extension is expected to stay away from the peer; ' +
      "the adapter contract has no code for that refusal yet, so this rule's cases do not judge it.",
    seeAlso: ['XV-NEG-002'],
  },
];
