import { type PropertyDefinition, defineProperty } from '../PropertyDefinition.ts';
import {
  type ClientJudge,
  activatesRequiredExtensions,
  losslessReassembly,
  noActivationTowardUndeclared,
  noBlockingToStreamingPeer,
  noRetryAndFallback,
  noSendOnUnverifiedCard,
  noSendWithoutSkill,
  partsInResolvedModes,
  silentPeersNotCompleted,
} from './clientJudges.ts';
import type { DelegateScenario } from './DelegateScenario.ts';
import { type DelegateScenarioOptions, delegateScenarioArb } from './delegateScenarioArb.ts';
import { delegationJudge } from './delegationJudge.ts';
import { withReach } from './reachesUsablePeer.ts';

function clientProperty(head: {
  id: string;
  rule: string;
  about: string;
  judge: ClientJudge;
  options?: DelegateScenarioOptions;
}): PropertyDefinition {
  return defineProperty<DelegateScenario>({
    id: head.id,
    rule: head.rule,
    role: 'client',
    canonicalization: null,
    about: head.about,
    arbitrary: delegateScenarioArb(head.options),
    judge: delegationJudge(withReach(head.judge)),
    wire: true,
  });
}

/**
 * The client role over the wire (seeds 000 and 002): generated fleets of simulated vendors,
 * served on the run's wire transport, a generated task delegated by the IUT, verdicts from the
 * vendors' transcripts. One rule per property, each judging only what the others allow.
 */
export const clientProperties: PropertyDefinition[] = [
  clientProperty({
    id: 'prop-client-no-activation-toward-undeclared',
    rule: 'XV-NEG-002',
    about:
      'no extension activation (A2A-Extensions header or message extensions) reaches a peer whose card leaves extensions undeclared',
    judge: noActivationTowardUndeclared,
    options: { primary: { stallWeight: 1 }, fallbacks: { acceptWeight: 2, stallWeight: 1 } },
  }),
  clientProperty({
    id: 'prop-client-activates-required-extensions',
    rule: 'XV-NEG-006',
    about:
      "every task request activates each extension the peer's card marks required that the caller supports",
    judge: activatesRequiredExtensions,
    options: { primary: { requiredWeight: 3 }, fallbacks: { requiredWeight: 2, acceptWeight: 2 } },
  }),
  clientProperty({
    id: 'prop-client-parts-in-resolved-modes',
    rule: 'XV-DEL-001',
    about:
      "no part reaches a peer whose chosen skill's resolved input modes do not accept its media type",
    judge: partsInResolvedModes,
  }),
  clientProperty({
    id: 'prop-client-blocking-avoids-streaming-peers',
    rule: 'XV-DEL-002',
    about: 'a blocking-only caller sends no task to a peer that declares streaming',
    judge: noBlockingToStreamingPeer,
    options: {
      callerModes: ['blocking', 'streaming'],
      primary: { streamingWeight: 3 },
      fallbacks: { streamingWeight: 2, acceptWeight: 2 },
    },
  }),
  clientProperty({
    id: 'prop-client-unknown-skill-never-sent',
    rule: 'XV-DEL-003',
    about: 'no task reaches a peer whose card lacks the skill id, spelled exactly',
    judge: noSendWithoutSkill,
    options: { primary: { skillMissWeight: 4 }, fallbacks: { skillMissWeight: 2 } },
  }),
  clientProperty({
    id: 'prop-client-no-retry-falls-back',
    rule: 'XV-DEL-004',
    about:
      'a deterministic mismatch is never retried on the same peer, and the task falls back to a peer whose card resolves the part',
    judge: noRetryAndFallback,
    options: {
      primary: { failAfterAcceptWeight: 4 },
      fallbacks: { acceptWeight: 3 },
      minFallbacks: 1,
    },
  }),
  clientProperty({
    id: 'prop-client-silent-peer-not-completed',
    rule: 'XV-DEL-006',
    about: 'a task that reached only peers that never answered is not reported completed',
    judge: silentPeersNotCompleted,
    options: { primary: { hangWeight: 3, acceptWeight: 3 }, fallbacks: { hangWeight: 2 } },
  }),
  clientProperty({
    id: 'prop-client-unverified-never-sent',
    rule: 'XV-DEL-005',
    about:
      'no task crosses the trust boundary to a peer whose card is unsigned, tampered with or signed by an untrusted key',
    judge: noSendOnUnverifiedCard,
    options: { primary: { untrustedWeight: 4 }, fallbacks: { untrustedWeight: 2 } },
  }),
  clientProperty({
    id: 'prop-client-lossless-reassembly',
    rule: 'XV-STR-001',
    about: 'a streamed task reported complete carries every chunk the peer streamed, reassembled',
    judge: losslessReassembly,
    options: {
      callerModes: ['streaming'],
      primary: { streamingWeight: 6, acceptWeight: 4 },
      fallbacks: { streamingWeight: 6, acceptWeight: 4 },
    },
  }),
];
