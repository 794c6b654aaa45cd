import type { Rule } from './Rule.ts';
import { SEED_000, SEED_002, design, seed, spec } from './sources.ts';

/**
 * The seeds' rules (profile `cross-vendor`), as data. Titles and rationales are the project's
 * own words; where a seed's prose and its Python disagree, the rationale names the reading taken.
 */
export const CROSS_VENDOR_RULES: readonly Rule[] = [
  // --- negotiation against the emitted form (seed 000) -------------------------------------
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
  // --- capability invariants at discovery (seed 002) ---------------------------------------
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
  {
    id: 'XV-DISC-001',
    title:
      'A card that promises to enforce input modes must not let a skill exceed its default modes',
    level: 'MUST',
    source: [seed(SEED_002, '§ Decision Boundary'), design('§2 XV-DISC-001')],
    roles: ['verifier'],
    profile: 'cross-vendor',
    appliesWhen: ['covering-signature', 'skill-override-or-streaming-or-schemes'],
    stages: ['consistency'],
    rationale:
      '`enforceInputModes: true` with a skill whose `inputModes` reach beyond `defaultInputModes` ' +
      'is self-contradictory, so the card is rejected at the consistency stage. `enforceInputModes` ' +
      'is not an A2A v1.0 member: it is a vendor declaration read from the top level of the emitted ' +
      'card. Proto-based readers drop it and the `a2a-1.0` canonicalization does not sign it, so ' +
      'the rule bites only when a verified `jcs-emitted` signature covers it; otherwise it is an ' +
      "unsigned declaration that the verifier notes and ignores. The seed's Python checks this at " +
      'delegation time inside `assert_delegable`; its prose puts it at discovery, which is taken.',
    seeAlso: [],
  },
  {
    id: 'XV-DISC-002',
    title: 'Every security requirement names a scheme the card defines',
    level: 'MUST',
    source: [seed(SEED_002, '§ Decision Boundary'), spec('§4.4.1'), design('§2 XV-DISC-002')],
    roles: ['verifier'],
    profile: 'cross-vendor',
    appliesWhen: [],
    stages: ['consistency'],
    rationale:
      'A card-level or skill-level `securityRequirements` entry that names a scheme missing from ' +
      '`securitySchemes` cannot be satisfied, so the card is rejected at the consistency stage. ' +
      'The seed words it the other way round (a defined scheme that no `security` entry uses); a ' +
      'scheme nobody requires harms no caller, whereas a requirement nobody defines blocks every ' +
      'call, so the direction that breaks delegation is the one enforced.',
    seeAlso: [],
  },
  {
    id: 'XV-DISC-003',
    title: "A usable interface meets the caller's protocol-version floor",
    level: 'MUST',
    source: [seed(SEED_002, '§ Decision Boundary'), spec('§3.6'), spec('§4.4.1 AgentInterface')],
    roles: ['verifier'],
    profile: 'cross-vendor',
    appliesWhen: [],
    stages: ['version'],
    rationale:
      "The seed's top-level `protocolVersion` is a v0.3 member; v1.0 puts the version on each " +
      '`supportedInterfaces` entry. The card is rejected at the version stage when no interface ' +
      'declares a version at or above the floor (Major.Minor compared as numbers, so "1.10" is ' +
      'above "1.9"), or when a legacy top-level version below the floor sits beside v1.0-only ' +
      'members (`supportedInterfaces`, `capabilities.extendedAgentCard`, `securityRequirements`), ' +
      'which is the seed\'s "below minimum while claiming a v1.0 capabilities block". A card listing ' +
      'both a 0.3 and a 1.0 interface is admitted.',
    seeAlso: ['VER-SERVER-002', 'CARD-PROTO-002'],
  },
  // --- capability invariants at delegation (seed 002) --------------------------------------
  {
    id: 'XV-DEL-001',
    title: 'A part whose media type the chosen skill does not accept is refused before SendMessage',
    level: 'MUST',
    source: [
      seed(SEED_002, '§ Decision Boundary'),
      seed(SEED_002, 'Python: resolve_input_modes'),
      spec('§4.4.1 AgentSkill.inputModes'),
    ],
    roles: ['verifier', 'client'],
    profile: 'cross-vendor',
    appliesWhen: ['cross-vendor', 'preflight-from-card', 'non-text-artifact'],
    stages: ['delegation'],
    rationale:
      "The resolved input modes are the skill's `inputModes` when non-empty, else the card's " +
      '`defaultInputModes` (the skill overrides, it does not merge). A part outside them fails ' +
      'pre-flight with a typed `CapabilityInvariantError` instead of being accepted and failing ' +
      'opaquely later. Media types compare per RFC 6838 (case-insensitive type and subtype, ' +
      'parameters ignored unless the declared mode has them, `*/*` and `type/*` wildcards); an ' +
      'informal token such as "text" matches only itself and is a SHOULD-level finding on the card.',
    seeAlso: ['CORE-SEND-004', 'CORE-SEND-003', 'a2aproject/a2a-rs#270'],
  },
  {
    id: 'XV-DEL-002',
    title: 'A blocking-only caller does not delegate to a peer that declares streaming',
    level: 'SHOULD',
    source: [
      seed(SEED_002, '§ What Was Observed'),
      seed(SEED_002, '§ Decision Boundary'),
      spec('§3.2.2'),
    ],
    roles: ['verifier', 'client'],
    profile: 'cross-vendor',
    appliesWhen: ['cross-vendor', 'streaming-peer-blocking-caller'],
    stages: ['delegation'],
    rationale:
      'Under A2A v1.0 §3.2.2 a blocking response MUST carry every artifact, so the duty is the ' +
      "agent's (A2A-STR-001) and a spec-only caller may rely on it. The seed observed an agent " +
      'that breaks it and silently truncates; this rule lets a caller protect itself across a ' +
      'trust boundary. Hence SHOULD, and cross-vendor only: the spec reading and the seed reading ' +
      'are both reported rather than one chosen silently.',
    seeAlso: ['a2aproject/a2a-go#346', 'a2aproject/a2a-java#431'],
  },
  {
    id: 'XV-DEL-003',
    title: 'Delegation to a skill id the card does not declare is refused',
    level: 'MUST',
    source: [seed(SEED_002, 'Python: resolve_input_modes')],
    roles: ['verifier', 'client'],
    profile: 'cross-vendor',
    appliesWhen: ['preflight-from-card'],
    stages: ['delegation'],
    rationale:
      'A skill the card never declared has no resolvable modes or contract; the request is ' +
      'refused pre-flight with a typed error rather than sent on the hope that the agent infers it ' +
      '(A2A requests carry no skill id, so the agent cannot tell the caller it guessed wrong).',
    seeAlso: [],
  },
  {
    id: 'XV-DEL-004',
    title: 'A deterministic capability mismatch is never retried on the same peer and skill',
    level: 'MUST',
    source: [seed(SEED_002, '§ Decision Boundary'), seed(SEED_002, '§ Operational Effect')],
    roles: ['verifier', 'client'],
    profile: 'cross-vendor',
    appliesWhen: ['cross-vendor', 'preflight-from-card'],
    stages: ['delegation'],
    rationale:
      'A mismatch found pre-flight, or a post-acceptance failure with ContentTypeNotSupportedError ' +
      '(-32005) or InvalidParams (-32602), is a property of the (peer, skill, artifact) triple, so ' +
      'retrying burns quota and repeats the opaque failure. The caller marks the (peer, skill) ' +
      'pair capability-degraded and falls back to another peer whose card resolves the artifact; ' +
      'with none, it refuses with a typed error. Other failures (e.g. -32603) may be retried.',
    seeAlso: ['CORE-SEND-004'],
  },
  {
    id: 'XV-DEL-005',
    title: 'No delegation across a trust boundary on a card whose signature did not verify',
    level: 'MUST',
    source: [seed(SEED_002, 'Python: assert_delegable'), spec('§8.4.3')],
    roles: ['verifier', 'client'],
    profile: 'cross-vendor',
    appliesWhen: ['cross-vendor'],
    stages: ['delegation'],
    rationale:
      'Across vendors the signature is what ties the card to its author; an unsigned card or one ' +
      "whose signature failed may be admitted for inspection but is not delegated to. The seed's " +
      'Python raises this inside the capability check while saying the signature layer owns it; ' +
      'the harness reports it under its own id with code DEL_SIGNATURE_UNVERIFIED.',
    seeAlso: ['CARD-SIGN-001'],
  },
  // --- streams and wire ---------------------------------------------------------------------
  {
    id: 'XV-DEL-006',
    title: 'A delegation to a peer that never answers ends by the caller deadline, not completed',
    level: 'MUST',
    source: [seed(SEED_000, '§ Operational Effect'), design('§7')],
    roles: ['client'],
    profile: 'cross-vendor',
    appliesWhen: [],
    stages: ['delegation'],
    rationale:
      "Seed 000's damage was a first task that never progressed while both sides reported " +
      'health. A caller cannot make a silent peer answer, but it can refuse to join the silence: ' +
      'toward a peer that accepts the connection and never answers, the delegation ends within ' +
      "the caller's own deadline and is reported as not completed (`stalled`, `failed` or " +
      '`error`), with no artifact invented. The caller must have tried: a delegation that sends ' +
      'nothing proves nothing about stalls.',
    seeAlso: ['XV-WIRE-001'],
  },
  {
    id: 'XV-STR-001',
    title: 'Streamed artifact chunks reassemble without loss',
    level: 'MUST',
    source: [
      seed(SEED_002, '§ What Was Observed'),
      spec('§3.1.2'),
      spec('proto TaskArtifactUpdateEvent'),
    ],
    roles: ['consumer', 'client'],
    profile: 'cross-vendor',
    appliesWhen: ['chunked-artifacts'],
    stages: [],
    rationale:
      'Chunks are keyed by `artifactId`: `append: true` adds parts to what arrived before, ' +
      '`append` false or absent replaces it, interleaved artifacts stay apart and keep their order ' +
      'of first appearance. An `append` for an unknown id is kept as a new artifact, never dropped ' +
      '(a2a-python #1038). `lastChunk` is informational: chunks after it are still applied, because ' +
      'silently discarding data is the failure this rule exists to catch.',
    seeAlso: ['a2aproject/a2a-python#1038', 'a2aproject/a2a-python#1030', 'google/adk-python#6686'],
  },
  {
    id: 'XV-WIRE-001',
    title: 'An agent sent an extension it never declared proceeds or errors, never stalls',
    level: 'MUST',
    source: [spec('§4.6.3'), seed(SEED_000, '§ What Was Observed')],
    roles: ['agent'],
    profile: 'cross-vendor',
    appliesWhen: ['extension-activation-attempted'],
    stages: [],
    rationale:
      '§4.6.3 leaves an agent two outcomes for an extension it does not support: ignore it and ' +
      'proceed (SHOULD), or, for a required one, return an error (MUST). Seed 000 observed a third, ' +
      'a silent drop that left the first task short of `working` while both sides looked healthy. ' +
      'The first task must reach TASK_STATE_WORKING, an interrupted or a terminal state within the ' +
      'deadline; a stall is detected by a progress deadline.',
    seeAlso: ['CORE-CAP-004'],
  },
  // --- signatures: the emitted form and the harness policy ----------------------------------
  {
    id: 'XV-SIG-001',
    title: 'Under jcs-emitted, the signature covers exactly the emitted members',
    level: 'MUST',
    source: [seed(SEED_000, '§ Decision Boundary'), design('§2 XV-SIG-001')],
    roles: ['verifier', 'signer'],
    profile: 'cross-vendor',
    appliesWhen: ['signed-card', 'covering-signature'],
    stages: ['signature'],
    rationale:
      "Seed 000's lesson is that a signature over a document with omitted keys certifies the " +
      'omission. Under `jcs-emitted` (RFC 8785 over exactly the emitted card minus `signatures`) ' +
      'any change to emitted members (absent to `[]` and back, an unknown member added, a ' +
      'snake_case alias) must break verification. `a2a-1.0` strips defaults first and so cannot ' +
      'attest these differences; that is the conflict the canonicalization vocabulary exists for.',
    seeAlso: ['CARD-SIGN-001', 'a2aproject/a2a-js#605', 'a2aproject/A2A#2122'],
  },
  {
    id: 'XV-SIG-002',
    title: "Only algorithms on the verifier's allow-list are accepted",
    level: 'SHOULD',
    source: [spec('§8.4.2'), design('§2 signing, harness policy')],
    roles: ['verifier'],
    profile: 'cross-vendor',
    appliesWhen: ['signed-card'],
    stages: ['signature'],
    rationale:
      'A2A names ES256 and RS256 only as examples and sets no allow-list, and jose verifies any ' +
      'supported algorithm unless told otherwise. Following RFC 8725 §3.1 the harness policy ' +
      'accepts only `policy.algorithms`; `none` and HMAC with a public key are always refused.',
    seeAlso: ['security-catalogue A1', 'security-catalogue A2', 'security-catalogue A3'],
  },
  {
    id: 'XV-SIG-003',
    title: 'Key hints in the unprotected header are never used',
    level: 'SHOULD',
    source: [spec('§8.4.2'), design('§2 signing, harness policy')],
    roles: ['verifier'],
    profile: 'cross-vendor',
    appliesWhen: ['signed-card'],
    stages: ['signature'],
    rationale:
      'Parameters that pick the key (`kid`, `jku`, `jwk`, `x5u`, `x5c`) must be integrity-protected ' +
      '(RFC 7515 §10.3); a verifier that reads them from the unprotected `header` lets a ' +
      'man-in-the-middle choose the key. Such entries are refused (SIG_UNPROTECTED_KEY_HINT).',
    seeAlso: ['security-catalogue A11', 'security-catalogue A4'],
  },
  {
    id: 'XV-SIG-004',
    title: 'A jku is used only when bound to an allowed origin, and otherwise never fetched',
    level: 'SHOULD',
    source: [spec('§8.4.3'), design('§2 signing, harness policy'), design('§7')],
    roles: ['verifier'],
    profile: 'cross-vendor',
    appliesWhen: ['signed-card', 'jku-present'],
    stages: ['signature'],
    rationale:
      "The spec lets the key come from `jku` without binding it to the card's origin, so any " +
      "signature valid under an attacker's JWKS would pass. The policy accepts a `jku` only when " +
      'its origin is in `allowedJkuOrigins`; any other `jku` is recorded and never fetched (no ' +
      'request leaves the process), and the entry fails with SIG_JKU_NOT_ALLOWED.',
    seeAlso: ['security-catalogue B2', 'security-catalogue B2b'],
  },
  {
    id: 'XV-SIG-005',
    title: 'A card whose signature fails verification is not trusted',
    level: 'SHOULD',
    source: [spec('§8.4.3'), spec('§14.3'), design('§2 signing, harness policy')],
    roles: ['verifier'],
    profile: 'cross-vendor',
    appliesWhen: ['signed-card'],
    stages: ['signature'],
    rationale:
      'A2A says clients SHOULD verify a signature before trusting a card but not what to do when ' +
      'it fails. The harness policy: a card that carries signatures none of which verifies is ' +
      'rejected at the signature stage; it is not quietly treated as unsigned.',
    seeAlso: ['security-catalogue E2', 'security-catalogue E3'],
  },
];
