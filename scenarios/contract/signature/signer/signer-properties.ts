import type { SignParams, SignResult } from '../../../../harness/contract/types.ts';
import {
  type PropertyDefinition,
  type PropertyJudge,
  defineProperty,
} from '../../../properties/PropertyDefinition.ts';
import {
  type SignedFinding,
  type SignedFindingKind,
  inspectSigned,
  newSignatureValue,
} from './inspectSigned.ts';
import { hasPaddedHalf, signingsToPad } from './signatureEncoding.ts';
import { SIGNER_KEY_ALGS } from './SignScenario.ts';
import type { CaseContext } from '../../../core/CaseContext.ts';
import fc from 'fast-check';
import { signerKey } from './signerKeys.ts';
import type { SignScenario } from './SignScenario.ts';
import { type SignScenarioOptions, signScenarioArb } from './signScenarioArb.ts';

/** The card of the `i`-th signing of an input: the first as given, then its description numbered. */
function numbered(scenario: SignScenario, i: number): SignScenario {
  if (i === 0) return scenario;
  const description = scenario.card['description'];
  // Another payload each time: a signer whose ECDSA nonce is derived from the message (RFC 6979)
  // would otherwise write the same r and s at every signing.
  const text = `${typeof description === 'string' ? description : ''} #${i}`;
  return { ...scenario, card: { ...scenario.card, description: text } };
}

/**
 * A signer property's evaluation: the IUT signs the generated card with the harness's key for
 * the scenario's algorithm; the findings of the kinds this property's rule owns are its breaches.
 * An input with `repeatUntilPadded` is signed again, its description numbered each time, until a
 * finding of those kinds, an ECDSA value whose `r` or `s` has a leading zero byte, or the bound.
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
      const bound = Math.max(1, scenario.repeatUntilPadded ?? 1);
      let signing: SignScenario = scenario;
      let params: SignParams | undefined;
      let answer: SignResult | undefined;
      let findings: SignedFinding[] = [];
      let signings = 0;
      let padded = false;
      while (signings < bound) {
        signing = numbered(scenario, signings++);
        params = {
          card: signing.card,
          privateJwk: key.privateJwk,
          protectedHeader: { ...signing.header, alg: signing.alg, kid: key.kid },
          canonicalization: signing.canonicalization,
        };
        answer = await iut.call('sign', params, { deadlineMs: ctx.deadlines.callMs });
        findings = await inspectSigned(signing, answer.cardBase64, key);
        if (findings.some((f) => kinds.includes(f.kind))) break;
        const value = newSignatureValue(signing, answer.cardBase64);
        padded = value !== undefined && hasPaddedHalf(signing.alg, value);
        if (padded) break;
      }
      return {
        params: { ...params!, privateJwk: { kid: key.kid, alg: scenario.alg } },
        iutAnswer: answer!,
        referenceAnswer: {
          canonicalization: scenario.canonicalization,
          kid: key.kid,
          findingsOfOtherRules: findings.filter((f) => !kinds.includes(f.kind)).map((f) => f.line),
          ...(bound > 1 ? { signings, paddedHalfSeen: padded } : {}),
        },
        mismatches: findings
          .filter((f) => kinds.includes(f.kind))
          .map((f) => (signings > 1 ? `${f.line} (signing ${signings} of the input)` : f.line)),
        card: Buffer.from(answer!.cardBase64, 'base64').toString('utf8'),
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
  examples?: PropertyDefinition<SignScenario>['examples'];
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
    ...(head.examples === undefined ? {} : { examples: head.examples }),
  });
}

/**
 * The stage of the signature encoding's property, from the seed alone: one card per ECDSA
 * algorithm, under the canonicalizations the IUT signs, signed until its `r` or `s` has a
 * leading zero byte (at most {@link signingsToPad} times, so that a signer which pads meets one
 * all but certainly): the one signing in which a signer that drops those zeros emits a value
 * too short, about 1 in 128 on P-256 and P-384.
 */
function encodingStage(seed: number, numRuns: number, ctx: CaseContext): Promise<SignScenario[]> {
  const ecdsa = SIGNER_KEY_ALGS.filter((alg) => signingsToPad(alg) > 1);
  const stage = ecdsa.flatMap((alg) =>
    fc
      .sample(signScenarioArb({ algs: [alg], canonicalizations: ctx.iutCanonicalizations.sign }), {
        seed,
        numRuns: 1,
      })
      .map((s): SignScenario => ({ ...s, repeatUntilPadded: signingsToPad(alg) })),
  );
  return Promise.resolve(stage.slice(0, numRuns));
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
    id: 'prop-sign-signature-encoding',
    rule: 'A2A-SIG-006',
    about:
      "each new signature value is written as its algorithm's JWS form (ECDSA r || s, each left-padded to the curve's size, Ed25519 64 octets, RSA the modulus's length), each ECDSA key signing until r or s has a leading zero byte",
    kinds: ['encoding'],
    options: { algs: SIGNER_KEY_ALGS },
    examples: encodingStage,
  }),
  signerProperty({
    id: 'prop-sign-protected-header',
    rule: 'A2A-SIG-003',
    about: 'the new signature carries the given alg, kid and members in its protected header',
    kinds: ['header'],
    options: {},
  }),
];
