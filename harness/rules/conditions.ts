import type { Condition } from './Rule.ts';
import { SEED_000, SEED_002 } from './sources.ts';

/** What a condition of validity means, and the `not-applicable` reason when it does not hold. */
export interface ConditionInfo {
  /** What must be true of the case for a rule carrying this condition to be judged. */
  holdsWhen: string;
  /** The reason recorded with a `not-applicable` verdict when the condition fails. */
  notApplicableReason: string;
  /** Where the condition comes from. */
  source: string;
}

/**
 * Every condition a rule's `appliesWhen` may name. The seeds' "Condition of Validity" sections
 * become conditions the harness can evaluate from a case; a condition that describes the IUT
 * itself (a defaulting reader) is kept for documentation and is assumed to hold, because the
 * harness cannot observe it before judging.
 */
export const CONDITIONS: Readonly<Record<Condition, ConditionInfo>> = {
  'signed-card': {
    holdsWhen: 'the card under test carries at least one `signatures` entry',
    notApplicableReason: 'the card is unsigned, so nothing attests to its emitted form',
    source: `${SEED_000} § Scope, § Condition of Validity`,
  },
  'defaulting-reader': {
    holdsWhen: 'the verifier may apply schema defaults on read (assumed: not observable up front)',
    notApplicableReason: 'the case states that the reader applies no defaults',
    source: `${SEED_000} § Condition of Validity`,
  },
  'tri-state-field': {
    holdsWhen:
      'the case varies a capability whose absent state means something else than its default',
    notApplicableReason:
      'every tri-state capability is written out in the signed card (defaults injected before signing), so signer and verifier agree on it',
    source: `${SEED_000} § Condition of Validity`,
  },
  'negotiation-before-first-task': {
    holdsWhen: 'the caller decides from the card before the first task (pre-flight)',
    notApplicableReason:
      'negotiation is lazy in this case, so the first task surfaces any mismatch',
    source: `${SEED_000} § Condition of Validity`,
  },
  'cross-vendor': {
    holdsWhen: 'the peer is another vendor or trust domain (`policy.crossVendor`)',
    notApplicableReason: 'same trust domain: signature-only trust is acceptable there',
    source: `${SEED_002} § Condition of Validity`,
  },
  'preflight-from-card': {
    holdsWhen:
      'routing, retry or fallback is decided from card fields rather than observed behaviour',
    notApplicableReason: 'routing in this case is behaviour-driven, not card-driven',
    source: `${SEED_002} § Condition of Validity`,
  },
  'skill-override-or-streaming-or-schemes': {
    holdsWhen:
      'the card overrides default modes per skill, declares `streaming: true`, or declares several security schemes',
    notApplicableReason: 'no skill-level mode override, streaming claim or multi-scheme surface',
    source: `${SEED_002} § Condition of Validity`,
  },
  'non-text-artifact': {
    holdsWhen: 'the part sent is not plain text (PDF, audio, structured JSON, …)',
    notApplicableReason: 'text-only delegation: a media-type mismatch cannot arise',
    source: `${SEED_002} § Condition of Validity`,
  },
  'covering-signature': {
    holdsWhen: 'a signature that verified covers the member the rule reads (under `jcs-emitted`)',
    notApplicableReason: 'the member is not covered by a verified signature (unsigned declaration)',
    source: 'DESIGN §2 XV-DISC-001, XV-SIG-001',
  },
  'policy-required-no-default': {
    holdsWhen: 'the negotiation profile marks at least one capability required-with-no-default',
    notApplicableReason: 'the policy names no required-with-no-default capability',
    source: `${SEED_000} § Decision Boundary`,
  },
  'jku-present': {
    holdsWhen: 'a signature entry names a `jku` in its protected header',
    notApplicableReason: 'no signature entry carries a `jku`',
    source: 'A2A v1.0 §8.4.2',
  },
  'capability-not-declared': {
    holdsWhen: 'the agent card declares the capability `false` or leaves it out',
    notApplicableReason: 'the agent declares the capability, so the operation may succeed',
    source: 'A2A v1.0 §3.3.4',
  },
  'required-extension-declared': {
    holdsWhen: 'the agent card declares at least one extension with `required: true`',
    notApplicableReason: 'the agent declares no required extension',
    source: 'A2A v1.0 §3.3.4',
  },
  'streaming-peer-blocking-caller': {
    holdsWhen:
      'the peer declares `streaming: true` and the caller can only consume blocking responses',
    notApplicableReason: 'the peer does not declare streaming or the caller can consume streams',
    source: `${SEED_002} § Decision Boundary`,
  },
  'chunked-artifacts': {
    holdsWhen:
      'an artifact arrives in more than one `artifactUpdate` event (`append` / `lastChunk`)',
    notApplicableReason: 'every artifact arrived whole in a single event',
    source: 'A2A v1.0 §3.1.2, proto TaskArtifactUpdateEvent',
  },
  'extension-activation-attempted': {
    holdsWhen:
      'the caller activates an extension URI (`A2A-Extensions` header or message `extensions`)',
    notApplicableReason: 'no extension activation was sent',
    source: 'A2A v1.0 §4.6.1, §4.6.3',
  },
  'capability-declared': {
    holdsWhen: 'the agent card declares the capability the operation needs (`true`)',
    notApplicableReason: 'the agent does not declare the capability, so A2A-CAP-* judge it instead',
    source: 'A2A v1.0 §3.3.4',
  },
  'security-declared': {
    holdsWhen: 'the agent card declares at least one security requirement',
    notApplicableReason: 'the agent declares no security requirement, so nothing is to be enforced',
    source: 'A2A v1.0 §7.4, §4.5',
  },
  'non-terminal-task': {
    holdsWhen:
      'the agent leaves a task running or interrupted long enough for the harness to act on it',
    notApplicableReason:
      'every task the agent created was already terminal when the harness saw it',
    source: 'A2A v1.0 §3.2.2, §3.4.3',
  },
  'interrupted-task': {
    holdsWhen:
      'the agent stops a task in INPUT_REQUIRED, by its own logic or because the request metadata asked it (https://a2a-crosscheck.dev/metadata/input-required)',
    notApplicableReason:
      'no task the agent created stopped in INPUT_REQUIRED: the agent does not honour the input-required probe convention, which binds no agent',
    source: 'A2A v1.0 §3.4.3, §4.1.3',
  },
  'http-json-interface': {
    holdsWhen: 'the agent card declares an HTTP+JSON interface',
    notApplicableReason: 'the agent declares no HTTP+JSON interface',
    source: 'A2A v1.0 §11',
  },
  'several-bindings': {
    holdsWhen: 'the agent card declares interfaces in more than one binding the harness speaks',
    notApplicableReason: 'the agent declares a single binding, so there is nothing to compare',
    source: 'A2A v1.0 §5.1',
  },
  'grpc-interface': {
    holdsWhen: 'the agent card declares a GRPC interface',
    notApplicableReason: 'the agent declares no GRPC interface',
    source: 'A2A v1.0 §10',
  },
};
