import type { ParsedCard } from '../card/AgentCard.ts';
import type { SignatureState, Stage } from '../vocabulary/index.ts';
import type { DiscoverParams, DiscoverResult } from '../contract/types.ts';
import { isCrosscheckError } from '../errors/CrosscheckError.ts';
import { ruleOfSignatureCode } from '../rules/signatureCodeRules.ts';
import type { SignatureVerdict } from '../jws/types.ts';
import type { ModelSteps, StepFailure } from './ModelSteps.ts';

/** What discovery decided, plus what later stages need: the parsed card and why it was refused. */
export interface DiscoveryOutcome {
  result: DiscoverResult;
  /** Present whenever the bytes parsed. */
  card?: ParsedCard;
  /** Present when not admitted: the rule, code, pointer and message of the refusal. */
  failure?: StepFailure;
}

/**
 * A refusal; `signature` is undefined when the card never reached the signature stage. A refusal
 * never allows negotiation; `verifiedKid` is the signature step's, as in an admission.
 */
function rejected(
  stage: Stage,
  failure: StepFailure,
  signature: SignatureState | undefined,
  card?: ParsedCard,
  verifiedKid?: string,
): DiscoveryOutcome {
  const result: DiscoverResult = {
    admitted: false,
    stage,
    code: failure.code,
    ...(signature === undefined ? {} : { signature }),
    ...(verifiedKid === undefined ? {} : { verifiedKid }),
    mayNegotiateExtensions: false,
  };
  return card === undefined ? { result, failure } : { result, card, failure };
}

function fromVerdict(verdict: SignatureVerdict): StepFailure {
  return {
    rule: ruleOfSignatureCode(verdict.code),
    code: verdict.code ?? 'SIG_INVALID',
    message:
      verdict.message ??
      'Failed to verify the card: no signature entry verified under the policy. Sign with a trusted key and an allowed algorithm.',
  };
}

/**
 * Discovery in the stage order schema → signature → consistency → version → negotiation.
 * A card refused at a stage reports that stage; a card that fails several is reported at the
 * earliest (never admitted at one stage and refused at an earlier one). A card refused at the
 * schema stage carries no `signature`: its signatures were not examined (contract 1.1; `absent`
 * means "no signatures", `invalid` "present, none verified"). `verifiedKid` names the entry that
 * verified, in a refusal at a later stage too, and is absent when none did.
 */
export async function runDiscover(
  steps: ModelSteps,
  params: DiscoverParams,
): Promise<DiscoveryOutcome> {
  const { policy } = params;
  const parsed = steps.readCard(params.cardBase64);
  if ('error' in parsed) {
    const error = parsed.error;
    if (!isCrosscheckError(error)) throw error;
    return rejected(
      'schema',
      {
        rule: 'A2A-CARD-001',
        code: error.code,
        message: error.message,
        ...(error.pointer === undefined ? {} : { pointer: error.pointer }),
      },
      undefined,
    );
  }
  const card = parsed.card;

  const schema =
    steps.checkRequired(card) ?? steps.checkRequiredNoDefault(card, policy.requiredNoDefault);
  if (schema !== undefined) return rejected('schema', schema, undefined, card);

  let verdict: SignatureVerdict;
  try {
    verdict = await steps.verifySignature(card, {
      jwks: params.jwks,
      algorithms: policy.algorithms,
      canonicalization: policy.canonicalization,
      allowedJkuOrigins: policy.allowedJkuOrigins,
      revokedKids: policy.revokedKids,
    });
  } catch (error) {
    if (!isCrosscheckError(error)) throw error;
    return rejected(
      'signature',
      { rule: 'A2A-SIG-001', code: error.code, message: error.message },
      'invalid',
      card,
    );
  }
  // The kid of the entry that verified, as the signature step reports it: present exactly when
  // one did (contract 1.1), whatever a later stage decides.
  const kid = verdict.verifiedKid;
  if (verdict.state === 'invalid')
    return rejected('signature', fromVerdict(verdict), 'invalid', card, kid);

  const consistency =
    steps.checkEnforceInputModes(card, verdict) ?? steps.checkSecuritySchemes(card);
  if (consistency !== undefined)
    return rejected('consistency', consistency, verdict.state, card, kid);

  const version = steps.checkProtocolVersion(card, policy.floorVersion);
  if (version !== undefined) return rejected('version', version, verdict.state, card, kid);

  const extensions = steps.readExtensions(card);
  const result: DiscoverResult = {
    admitted: true,
    signature: verdict.state,
    capabilities: {
      streaming: steps.readTriState(card, 'streaming'),
      pushNotifications: steps.readTriState(card, 'pushNotifications'),
      extendedAgentCard: steps.readTriState(card, 'extendedAgentCard'),
      extensions,
    },
    mayNegotiateExtensions: steps.mayNegotiateExtensions(extensions),
  };
  if (kid !== undefined) result.verifiedKid = kid;
  return { result, card };
}
