// The reading alone, not the canon barrel: the catalogue loads without the canonicalizer.
import { A2A_CANON_READING } from '../canon/a2aCanonReading.ts';
import type { Rule } from './Rule.ts';
import { spec } from './sources.ts';

/**
 * Rules A2A v1.0 itself requires (profile `spec`), with ids the project assigns. Each cites the
 * spec section it carries and, where one matches, the a2a-tck requirement id.
 */
export const SPEC_RULES: readonly Rule[] = [
  // --- field presence (§5.7) -----------------------------------------------------------------
  {
    id: 'A2A-CARD-001',
    title: 'A card missing a REQUIRED member is rejected at the schema stage',
    level: 'SHOULD',
    source: [spec('§5.7'), spec('§4.4.1')],
    roles: ['verifier', 'agent'],
    profile: 'spec',
    appliesWhen: [],
    stages: ['schema'],
    rationale:
      'REQUIRED members MUST be present and set, and implementations SHOULD reject messages that ' +
      'lack them (§5.7); the verifier rejects at the schema stage, before looking at signatures. ' +
      'Reading taken for empty required arrays (§5.7 "at least one element" against the §8.4.1 ' +
      'example that signs `skills: []`): `supportedInterfaces`, `defaultInputModes` and ' +
      '`defaultOutputModes` must be non-empty, `skills` and `tags` may be empty (A2A #2249).',
    seeAlso: [
      'CARD-STRUCT-001',
      'CARD-PROTO-001',
      'a2aproject/A2A#2249',
      'a2aproject/a2a-python#1261',
    ],
  },
  // --- signing (§8.4, §5.7) ------------------------------------------------------------------
  {
    id: 'A2A-SIG-001',
    title: 'The signed payload is the RFC 8785 form of the card without its signatures member',
    level: 'MUST',
    source: [spec('§8.4.1'), spec('§8.4.2'), spec('§8.4.3 steps 3-6')],
    roles: ['signer', 'verifier', 'agent'],
    profile: 'spec',
    appliesWhen: ['signed-card'],
    stages: ['signature'],
    rationale:
      'Signer and verifier must compute the same bytes: JCS (RFC 8785) over the card with the ' +
      'top-level `signatures` member removed (a nested member of that name stays signed), and the ' +
      'verifier recomputes them from the card it received instead of trusting any payload a ' +
      'producer supplies. §8.4.1 is under-determined about which defaults are removed first ' +
      '(a2aproject/A2A #2122, #2249), so the harness pins one reading for the `a2a-1.0` ' +
      `canonicalization: ${A2A_CANON_READING}`,
    seeAlso: [
      'CARD-SIGN-001',
      'CARD-SIGN-002',
      'a2aproject/A2A#2122',
      'a2aproject/A2A#2249',
      'a2aproject/a2a-python#1174',
    ],
  },
  {
    id: 'A2A-SIG-002',
    title:
      'Field presence decides what is signed: explicit optionals kept, unset optionals and defaults left out',
    level: 'MUST',
    source: [spec('§8.4.1 rule 1'), spec('§5.7')],
    roles: ['signer', 'verifier', 'agent'],
    profile: 'spec',
    appliesWhen: ['signed-card'],
    stages: ['signature'],
    rationale:
      'Under §5.7 presence semantics an `optional` member set explicitly (even to `false`) is part ' +
      'of the canonical form, an unset one is not, REQUIRED members are always present, and plain ' +
      "fields at their default (`extensions: []`, `required: false`) are omitted. The spec's " +
      'worked example keeps `streaming: false` and drops `extensions: []`; a verifier must agree ' +
      'with it, so dropping an explicit optional breaks the signature and adding a plain default ' +
      'does not.',
    seeAlso: [
      'CARD-SIGN-001',
      'a2aproject/a2a-js#605',
      'a2aproject/a2a-js#627',
      'a2aproject/a2a-python#1261',
    ],
  },
  {
    id: 'A2A-SIG-003',
    title: 'Each signature carries alg and kid in its protected header',
    level: 'MUST',
    source: [spec('§8.4.2')],
    roles: ['signer', 'verifier', 'agent'],
    profile: 'spec',
    appliesWhen: ['signed-card'],
    stages: ['signature'],
    rationale:
      'The protected header MUST include `alg` and `kid`, so both are integrity-protected; an entry ' +
      'that carries them only in the unprotected `header`, or not at all, does not verify ' +
      '(SIG_HEADER_MISSING_ALG_OR_KID). `typ: "JOSE"` is worded SHOULD and is not enforced here.',
    seeAlso: ['CARD-SIGN-003', 'security-catalogue A4'],
  },
  {
    id: 'A2A-SIG-004',
    title: 'Expired or revoked keys are never used to verify a card',
    level: 'MUST',
    source: [spec('§8.4.3 security considerations')],
    roles: ['verifier'],
    profile: 'spec',
    appliesWhen: ['signed-card'],
    stages: ['signature'],
    rationale:
      'A key listed in `policy.revokedKids` verifies nothing, even when the signature is ' +
      'mathematically valid under it (SIG_KEY_REVOKED); a card signed only by such keys is not ' +
      'verified. Caches of key sets must not outlive a known revocation.',
    seeAlso: ['CARD-SIGN-004', 'security-catalogue B7'],
  },
  // --- streaming and blocking (§3.2.2) -------------------------------------------------------
  {
    id: 'A2A-STR-001',
    title: 'A blocking SendMessage returns the task with every artifact merged',
    level: 'MUST',
    source: [spec('§3.2.2')],
    roles: ['agent'],
    profile: 'spec',
    appliesWhen: ['chunked-artifacts'],
    stages: [],
    rationale:
      'A blocking call (`returnImmediately` false or unset) waits for a terminal or interrupted ' +
      'state and MUST return the latest task with all artifacts. An agent that produces an ' +
      'artifact in chunks must hand the blocking caller the reassembled artifact, not its last ' +
      "chunk; seed 002's vendor B breaks exactly this.",
    seeAlso: ['a2aproject/a2a-go#346', 'a2aproject/a2a-java#431', 'a2aproject/A2A#2049'],
  },
  // --- capability validation (§3.3.4) --------------------------------------------------------
  {
    id: 'A2A-CAP-001',
    title:
      'Streaming operations fail with UnsupportedOperationError when streaming is not declared',
    level: 'MUST',
    source: [spec('§3.3.4'), spec('§3.5.1')],
    roles: ['agent'],
    profile: 'spec',
    appliesWhen: ['capability-not-declared'],
    stages: [],
    rationale:
      'With `capabilities.streaming` false or absent, SendStreamingMessage and SubscribeToTask ' +
      'MUST return UnsupportedOperationError (-32004). Absent and false mean the same here; only ' +
      'signing tells them apart.',
    seeAlso: ['CORE-CAP-002', 'a2aproject/a2a-java#1041', 'actioncard/a2a-elixir#77'],
  },
  {
    id: 'A2A-CAP-002',
    title:
      'Push-notification operations fail with PushNotificationNotSupportedError when push is not declared',
    level: 'MUST',
    source: [spec('§3.3.4')],
    roles: ['agent'],
    profile: 'spec',
    appliesWhen: ['capability-not-declared'],
    stages: [],
    rationale:
      'With `capabilities.pushNotifications` false or absent, Create/Get/List/Delete of push ' +
      'configurations MUST return PushNotificationNotSupportedError (-32003).',
    seeAlso: ['CORE-CAP-001'],
  },
  {
    id: 'A2A-CAP-003',
    title:
      'GetExtendedAgentCard fails with UnsupportedOperationError when the extended card is not declared',
    level: 'MUST',
    source: [spec('§3.3.4'), spec('§3.1.11'), spec('§13.3')],
    roles: ['agent'],
    profile: 'spec',
    appliesWhen: ['capability-not-declared'],
    stages: [],
    rationale:
      'With `capabilities.extendedAgentCard` false or absent, the call MUST return ' +
      'UnsupportedOperationError (-32004); an agent that declares it without configuring one ' +
      'returns ExtendedAgentCardNotConfiguredError (-32007) instead.',
    seeAlso: ['CORE-CAP-003', 'a2aproject/A2A#1229'],
  },
  {
    id: 'A2A-CAP-004',
    title: 'A request that omits a required extension fails with ExtensionSupportRequiredError',
    level: 'MUST',
    source: [spec('§3.3.4'), spec('§4.6.3')],
    roles: ['agent'],
    profile: 'spec',
    appliesWhen: ['required-extension-declared'],
    stages: [],
    rationale:
      'When the card marks an extension `required: true` and the request does not activate it, ' +
      'the agent MUST return ExtensionSupportRequiredError (-32008). Conversely a caller that ' +
      'supports a required extension includes it in its activation (the reference model does).',
    seeAlso: ['CORE-CAP-004'],
  },
];
