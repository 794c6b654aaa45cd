import { createRuleRegistry, type Rule, type RuleRegistry } from '../../harness/rules/index.ts';

/**
 * The rules the report fixtures show, copied from the catalogue (each rule's data lives in its
 * area's folder, a floor up: `scenarios/contract/<area>/`, `scenarios/agent/<area>/`), so the
 * renderers are tested on real titles, levels, sources and roles.
 */
const RULES: Rule[] = [
  {
    id: 'XV-NEG-001',
    title: 'A tri-state capability missing from the signed, emitted card is read as undeclared',
    level: 'MUST',
    source: [
      {
        doc: 'seeds/000_77dafd5eadc66fb9.txt',
        section: '§ Decision Boundary',
      },
      {
        doc: 'seeds/000_77dafd5eadc66fb9.txt',
        section: '§ Core Distinction',
      },
    ],
    roles: ['verifier'],
    profile: 'cross-vendor',
    appliesWhen: ['signed-card', 'tri-state-field', 'negotiation-before-first-task'],
    stages: ['negotiation'],
    rationale:
      'A signature attests to the bytes that were emitted, not to what a schema infers from silence. The verifier keeps the raw emitted `capabilities` object beside its typed view and answers "undeclared" for a member the signer left out, never the proto default (`false`, `[]`). A JSON `null` counts as left out, as ProtoJSON parses it. The seed\'s Python tests the defaulted form only to detect the disagreement; the decision always comes from the emitted form.',
    seeAlso: ['a2aproject/a2a-java#591', 'a2aproject/a2a-python#1261'],
  },
  {
    id: 'XV-NEG-002',
    title: 'No extension negotiation toward a peer whose extensions are undeclared',
    level: 'MUST',
    source: [
      {
        doc: 'seeds/000_77dafd5eadc66fb9.txt',
        section: '§ What Was Observed',
      },
      {
        doc: 'seeds/000_77dafd5eadc66fb9.txt',
        section: '§ Operational Effect',
      },
      {
        doc: 'A2A v1.0 specification',
        section: '§4.6.3',
      },
    ],
    roles: ['verifier', 'client'],
    profile: 'cross-vendor',
    appliesWhen: ['signed-card', 'tri-state-field', 'negotiation-before-first-task'],
    stages: ['negotiation'],
    rationale:
      'Undeclared `extensions`: the caller sends no `A2A-Extensions` header and no extension URIs on messages, not even for an extension it wants itself. An explicit `extensions: []` says negotiation is supported with nothing active, so the caller may request extensions (a compliant agent ignores the ones it lacks, §4.6.3). A declared list limits requests to the declared URIs; requesting others is a SHOULD-level finding. Conflict recorded: in A2A v1.0 a repeated field cannot tell absent from `[]`, and §8.4.1 drops `[]` before signing, so under the `a2a-1.0` canonicalization the distinction is not signed at all. That is why this rule lives in the cross-vendor profile and only a `jcs-emitted` signature makes the distinction attested.',
    seeAlso: ['a2aproject/A2A#1248', 'a2aproject/A2A#1238'],
  },
  {
    id: 'XV-DISC-002',
    title: 'Every security requirement names a scheme the card defines',
    level: 'MUST',
    source: [
      {
        doc: 'seeds/002_b26da691acc784e9.txt',
        section: '§ Decision Boundary',
      },
      {
        doc: 'A2A v1.0 specification',
        section: '§4.4.1',
      },
      {
        doc: 'DESIGN.md',
        section: '§2 XV-DISC-002',
      },
    ],
    roles: ['verifier'],
    profile: 'cross-vendor',
    appliesWhen: [],
    stages: ['consistency'],
    rationale:
      'A card-level or skill-level `securityRequirements` entry that names a scheme missing from `securitySchemes` cannot be satisfied, so the card is rejected at the consistency stage. The seed words it the other way round (a defined scheme that no `security` entry uses); a scheme nobody requires harms no caller, whereas a requirement nobody defines blocks every call, so the direction that breaks delegation is the one enforced.',
    seeAlso: [],
  },
  {
    id: 'XV-DEL-002',
    title: 'A blocking-only caller does not delegate to a peer that declares streaming',
    level: 'SHOULD',
    source: [
      {
        doc: 'seeds/002_b26da691acc784e9.txt',
        section: '§ What Was Observed',
      },
      {
        doc: 'seeds/002_b26da691acc784e9.txt',
        section: '§ Decision Boundary',
      },
      {
        doc: 'A2A v1.0 specification',
        section: '§3.2.2',
      },
    ],
    roles: ['verifier', 'client'],
    profile: 'cross-vendor',
    appliesWhen: ['cross-vendor', 'streaming-peer-blocking-caller'],
    stages: ['delegation'],
    rationale:
      "Under A2A v1.0 §3.2.2 a blocking response MUST carry every artifact, so the duty is the agent's (A2A-STR-001) and a spec-only caller may rely on it. The seed observed an agent that breaks it and silently truncates; this rule lets a caller protect itself across a trust boundary. Hence SHOULD, and cross-vendor only: the spec reading and the seed reading are both reported rather than one chosen silently.",
    seeAlso: ['a2aproject/a2a-go#346', 'a2aproject/a2a-java#431'],
  },
  {
    id: 'XV-DEL-003',
    title: 'Delegation to a skill id the card does not declare is refused',
    level: 'MUST',
    source: [
      {
        doc: 'seeds/002_b26da691acc784e9.txt',
        section: 'Python: resolve_input_modes',
      },
    ],
    roles: ['verifier', 'client'],
    profile: 'cross-vendor',
    appliesWhen: ['preflight-from-card'],
    stages: ['delegation'],
    rationale:
      'A skill the card never declared has no resolvable modes or contract; the request is refused pre-flight with a typed error rather than sent on the hope that the agent infers it (A2A requests carry no skill id, so the agent cannot tell the caller it guessed wrong).',
    seeAlso: [],
  },
  {
    id: 'XV-STR-001',
    title: 'Streamed artifact chunks reassemble without loss',
    level: 'MUST',
    source: [
      {
        doc: 'seeds/002_b26da691acc784e9.txt',
        section: '§ What Was Observed',
      },
      {
        doc: 'A2A v1.0 specification',
        section: '§3.1.2',
      },
      {
        doc: 'A2A v1.0 specification',
        section: 'proto TaskArtifactUpdateEvent',
      },
    ],
    roles: ['consumer', 'client'],
    profile: 'cross-vendor',
    appliesWhen: ['chunked-artifacts'],
    stages: [],
    rationale:
      'Chunks are keyed by `artifactId`: `append: true` adds parts to what arrived before, `append` false or absent replaces it, interleaved artifacts stay apart and keep their order of first appearance. An `append` for an unknown id is kept as a new artifact, never dropped (a2a-python #1038). `lastChunk` is informational: chunks after it are still applied, because silently discarding data is the failure this rule exists to catch.',
    seeAlso: ['a2aproject/a2a-python#1038', 'a2aproject/a2a-python#1030', 'google/adk-python#6686'],
  },
  {
    id: 'XV-SIG-001',
    title: 'Under jcs-emitted, the signature covers exactly the emitted members',
    level: 'MUST',
    source: [
      {
        doc: 'seeds/000_77dafd5eadc66fb9.txt',
        section: '§ Decision Boundary',
      },
      {
        doc: 'DESIGN.md',
        section: '§2 XV-SIG-001',
      },
    ],
    roles: ['verifier', 'signer'],
    profile: 'cross-vendor',
    appliesWhen: ['signed-card', 'covering-signature'],
    stages: ['signature'],
    rationale:
      "Seed 000's lesson is that a signature over a document with omitted keys certifies the omission. Under `jcs-emitted` (RFC 8785 over exactly the emitted card minus `signatures`) any change to emitted members (absent to `[]` and back, an unknown member added, a snake_case alias) must break verification. `a2a-1.0` strips defaults first and so cannot attest these differences; that is the conflict the canonicalization vocabulary exists for.",
    seeAlso: ['CARD-SIGN-001', 'a2aproject/a2a-js#605', 'a2aproject/A2A#2122'],
  },
  {
    id: 'XV-SIG-005',
    title: 'A card whose signature fails verification is not trusted',
    level: 'SHOULD',
    source: [
      {
        doc: 'A2A v1.0 specification',
        section: '§8.4.3',
      },
      {
        doc: 'A2A v1.0 specification',
        section: '§14.3',
      },
      {
        doc: 'DESIGN.md',
        section: '§2 signing, harness policy',
      },
    ],
    roles: ['verifier'],
    profile: 'cross-vendor',
    appliesWhen: ['signed-card'],
    stages: ['signature'],
    rationale:
      'A2A says clients SHOULD verify a signature before trusting a card but not what to do when it fails. The harness policy: a card that carries signatures none of which verifies is rejected at the signature stage; it is not quietly treated as unsigned.',
    seeAlso: ['security-catalogue E2', 'security-catalogue E3'],
  },
  {
    id: 'A2A-STR-001',
    title: 'A blocking SendMessage returns the task with every artifact merged',
    level: 'MUST',
    source: [
      {
        doc: 'A2A v1.0 specification',
        section: '§3.2.2',
      },
    ],
    roles: ['agent'],
    profile: 'spec',
    appliesWhen: ['chunked-artifacts'],
    stages: [],
    rationale:
      "A blocking call (`returnImmediately` false or unset) waits for a terminal or interrupted state and MUST return the latest task with all artifacts. An agent that produces an artifact in chunks must hand the blocking caller the reassembled artifact, not its last chunk; seed 002's vendor B breaks exactly this.",
    seeAlso: ['a2aproject/a2a-go#346', 'a2aproject/a2a-java#431', 'a2aproject/A2A#2049'],
    v03: {
      level: 'MUST',
      source: [
        {
          doc: 'A2A v0.3.0 specification',
          section: '§7.1',
        },
        {
          doc: 'A2A v0.3.0 specification',
          section: '§6.7',
        },
      ],
    },
  },
  {
    id: 'XV-WIRE-001',
    title: 'An agent sent an extension it never declared proceeds or errors, never stalls',
    level: 'MUST',
    source: [
      {
        doc: 'A2A v1.0 specification',
        section: '§4.6.3',
      },
      {
        doc: 'seeds/000_77dafd5eadc66fb9.txt',
        section: '§ What Was Observed',
      },
    ],
    roles: ['agent'],
    profile: 'cross-vendor',
    appliesWhen: ['extension-activation-attempted'],
    stages: [],
    rationale:
      '§4.6.3 leaves an agent two outcomes for an extension it does not support: ignore it and proceed (SHOULD), or, for a required one, return an error (MUST). Seed 000 observed a third, a silent drop that left the first task short of `working` while both sides looked healthy. The first task must reach TASK_STATE_WORKING, an interrupted or a terminal state within the deadline; a stall is detected by a progress deadline.',
    seeAlso: ['CORE-CAP-004'],
  },
];

export const CATALOGUE: RuleRegistry = createRuleRegistry(RULES);
