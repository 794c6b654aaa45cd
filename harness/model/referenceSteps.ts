import type { ModelSteps } from './ModelSteps.ts';
import { checkEnforceInputModes, checkSecuritySchemes } from './steps/consistencySteps.ts';
import {
  checkStreamingMode,
  matchMediaType,
  requireVerifiedForDelegation,
  resolveInputModes,
} from './steps/delegationSteps.ts';
import {
  mayNegotiateExtensions,
  readExtensions,
  readTriState,
  selectRequestExtensions,
} from './steps/negotiationSteps.ts';
import { reassembleChunk } from './steps/reassembleChunk.ts';
import { readAnswer } from './steps/readAnswer.ts';
import {
  chooseFallback,
  classifyFailure,
  samePeer,
  shouldRetrySamePeer,
} from './steps/routingSteps.ts';
import { parseServedCard } from './parseServedCard.ts';
import { checkRequired, checkRequiredNoDefault } from './steps/schemaSteps.ts';
import { verifySignature } from './steps/signatureStep.ts';
import { checkProtocolVersion } from './steps/versionStep.ts';

/** The careful implementation of every step: the control every mutant is measured against. */
export const referenceSteps: ModelSteps = Object.freeze({
  readCard: parseServedCard,
  checkRequired,
  checkRequiredNoDefault,
  verifySignature,
  checkEnforceInputModes,
  checkSecuritySchemes,
  checkProtocolVersion,
  readTriState,
  readExtensions,
  mayNegotiateExtensions,
  selectRequestExtensions,
  requireVerifiedForDelegation,
  resolveInputModes,
  matchMediaType,
  checkStreamingMode,
  samePeer,
  classifyFailure,
  shouldRetrySamePeer,
  chooseFallback,
  readAnswer,
  reassembleChunk,
});
