import type { Rule } from '../../../harness/rules/index.ts';
import { SEED_000, SEED_002, design, seed, spec } from '../../../harness/rules/sources.ts';

/** Seed 002's capability invariants at delegation. As data; judged by the cases and properties of this folder. */
export const DELEGATION_RULES: readonly Rule[] = [
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
      'nothing proves nothing about stalls. An answer the caller cannot read as one JSON text (a ' +
      '`SendMessage` body or one streamed event that breaks the grammar, or a body that is not ' +
      'UTF-8, RFC 8259 §8.1) is no answer either: reading it leniently reports a task completed ' +
      'on content the peer never sent as JSON. An event stream is decoded as the HTML standard ' +
      'says (invalid UTF-8 becomes U+FFFD), so only its grammar is judged; an answer past the ' +
      "harness's size or depth limit alone is still one JSON text and owes nothing.",
    seeAlso: ['XV-WIRE-001'],
  },
];
