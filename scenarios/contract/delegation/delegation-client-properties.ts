import type { PropertyDefinition } from '../../properties/PropertyDefinition.ts';
import { clientProperty } from '../../properties/client/clientProperty.ts';
import {
  noBlockingToStreamingPeer,
  noRetryAndFallback,
  noSendOnUnverifiedCard,
  noSendWithoutSkill,
  partsInResolvedModes,
  silentPeersNotCompleted,
  unreadableAnswerNotCompleted,
} from './delegation-client-judges.ts';
import { answerBytesExamples } from './answerBytesStage.ts';

/** The delegation rules judged on a client over the wire, one property per rule. */
export const DELEGATION_CLIENT_PROPERTIES: readonly PropertyDefinition[] = [
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
    id: 'prop-client-answer-bytes',
    rule: 'XV-DEL-006',
    about:
      'a task whose answer (a SendMessage body or one streamed event) is not one JSON text after a byte edit is not reported completed',
    judge: unreadableAnswerNotCompleted,
    options: {
      maxFallbacks: 0,
      primary: { answerBytes: true, acceptWeight: 4, streamingWeight: 3 },
    },
    examples: answerBytesExamples,
  }),
];
