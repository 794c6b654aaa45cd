import type { SignParams, SignResult } from '../../../../harness/contract/types.ts';
import {
  type PropertyDefinition,
  type PropertyJudge,
  defineProperty,
} from '../../../properties/PropertyDefinition.ts';
import { type SignedFindingKind, inspectSigned } from './inspectSigned.ts';
import { signerKey } from './signerKeys.ts';
import type { SignScenario } from './SignScenario.ts';
import { type SignScenarioOptions, signScenarioArb } from './signScenarioArb.ts';

/**
 * A signer property's evaluation: the IUT signs the generated card with the harness's key for
 * the scenario's algorithm; the findings of the kinds this property's rule owns are its breaches.
 */
function signedJudge(kinds: readonly SignedFindingKind[]): PropertyJudge<SignScenario> {
  return {
    async evaluate(scenario, iut, ctx) {
      if (!ctx.iutCanonicalizations.sign.includes(scenario.canonicalization))
        return {
          params: null,
          iutAnswer: null,
          referenceAnswer: null,
          mismatches: [],
          excluded: `the card is to be signed under ${scenario.canonicalization}, which the IUT does not declare it signs`,
        };
      const key = await signerKey(scenario.alg);
      const params: SignParams = {
        card: scenario.card,
        privateJwk: key.privateJwk,
        protectedHeader: { ...scenario.header, alg: scenario.alg, kid: key.kid },
        canonicalization: scenario.canonicalization,
      };
      const answer: SignResult = await iut.call('sign', params, {
        deadlineMs: ctx.deadlines.callMs,
      });
      const findings = await inspectSigned(scenario, answer.cardBase64, key);
      return {
        params: { ...params, privateJwk: { kid: key.kid, alg: scenario.alg } },
        iutAnswer: answer,
        referenceAnswer: {
          canonicalization: scenario.canonicalization,
          kid: key.kid,
          findingsOfOtherRules: findings.filter((f) => !kinds.includes(f.kind)).map((f) => f.line),
        },
        mismatches: findings.filter((f) => kinds.includes(f.kind)).map((f) => f.line),
        card: Buffer.from(answer.cardBase64, 'base64').toString('utf8'),
      };
    },
  };
}

function signerProperty(head: {
  id: string;
  rule: string;
  about: string;
  kinds: readonly SignedFindingKind[];
  options: SignScenarioOptions;
}): PropertyDefinition {
  const only = head.options.canonicalizations;
  return defineProperty<SignScenario>({
    id: head.id,
    rule: head.rule,
    role: 'signer',
    canonicalization: only !== undefined && only.length === 1 ? only[0]! : null,
    about: head.about,
    arbitrary: signScenarioArb(head.options),
    judge: signedJudge(head.kinds),
  });
}

/**
 * Cross-implementation signature agreement as properties (DESIGN §3, signer role): generated
 * cards (vendor members, explicit defaults, empty lists, `signatures` already present) signed by
 * the IUT with ES256, ES384, EdDSA or PS256 keys, each breach charged to the rule of its cause.
 */
export const signerProperties: PropertyDefinition[] = [
  signerProperty({
    id: 'prop-sign-a2a-payload-agreement',
    rule: 'A2A-SIG-001',
    about:
      "a card signed under a2a-1.0 says what it was given, keeps or drops the given signatures untouched, and its new signature verifies over the reference signer's payload",
    kinds: ['says', 'entries', 'payload'],
    options: { canonicalizations: ['a2a-1.0'] },
  }),
  signerProperty({
    id: 'prop-sign-a2a-presence-agreement',
    rule: 'A2A-SIG-002',
    about:
      "on cards whose signed form §5.7 presence decides (explicit defaults, empty lists, unknown members), the a2a-1.0 signature verifies over the reference signer's payload",
    kinds: ['presence'],
    options: { canonicalizations: ['a2a-1.0'] },
  }),
  signerProperty({
    id: 'prop-sign-emitted-form-agreement',
    rule: 'XV-SIG-001',
    about:
      'a card signed under jcs-emitted says exactly what it was given and its signature covers exactly those emitted members',
    kinds: ['says', 'entries', 'payload', 'presence'],
    options: { canonicalizations: ['jcs-emitted'] },
  }),
  signerProperty({
    id: 'prop-sign-emitted-bytes',
    rule: 'A2A-SIG-005',
    about:
      'the signed card is emitted as one I-JSON text (UTF-8, no byte order mark, the strict grammar, no lone surrogate), judged on its bytes as served, on cards with text in every UTF-8 length',
    kinds: ['bytes'],
    options: {},
  }),
  signerProperty({
    id: 'prop-sign-protected-header',
    rule: 'A2A-SIG-003',
    about: 'the new signature carries the given alg, kid and members in its protected header',
    kinds: ['header'],
    options: {},
  }),
];
