import { beforeAll, describe, expect, it } from 'vitest';
import type { Jwks } from '../vocabulary/index.ts';
import type { PlanParams } from '../contract/types.ts';
import type { JsonObject } from '../json/JsonValue.ts';
import { createModel, type Model } from './createModel.ts';
import {
  createSigner,
  minimalCard,
  peerRef,
  policy,
  toBase64,
  vendorACard,
  vendorBCard,
  vendorCCard,
} from './_fixtures/fixtures.ts';
import type { ModelSteps } from './ModelSteps.ts';
import { referenceSteps } from './referenceSteps.ts';

/**
 * Each step can be replaced alone, and the replacement changes exactly the answer its rule is
 * about. Every row: a one-bug mutant, a hand-written probe, and the answers written by hand for
 * the reference and for the mutant. (The shipped mutants and `selftest` live elsewhere; this
 * only proves that `createModel` composes the steps it is given.)
 */
interface Row {
  step: keyof ModelSteps;
  mutant: Partial<ModelSteps>;
  probe: (m: Model) => unknown;
  reference: unknown;
  mutated: unknown;
}

let jwks: Jwks;
let signedB: JsonObject;
let signedA: JsonObject;
let signedBPrimeA2a: JsonObject;
let signedC: JsonObject;
let signedD: JsonObject;

const planB = (extra: Partial<PlanParams> = {}): PlanParams => ({
  cardBase64: toBase64(signedB),
  jwks,
  policy: policy(),
  peer: 'B',
  skillId: 'invoice.extract',
  mediaType: 'application/pdf',
  callerMode: 'streaming',
  callerExtensions: [],
  degraded: [],
  peers: [],
  ...extra,
});

const discoverA = async (m: Model) =>
  await m.discover({ cardBase64: toBase64(signedA), jwks, policy: policy() });

const rows: Row[] = [
  {
    step: 'readCard',
    // A reader that drops a trailing comma before reading: the bytes are not one JSON text.
    mutant: {
      readCard: (b64) =>
        referenceSteps.readCard(
          Buffer.from(Buffer.from(b64, 'base64').toString('utf8').replace(/,}$/, '}')).toString(
            'base64',
          ),
        ),
    },
    probe: async (m) => {
      const text = JSON.stringify(minimalCard()).replace(/}$/, ',}');
      const answer = await m.discover({ cardBase64: toBase64(text), jwks, policy: policy() });
      return [answer.admitted, answer.code];
    },
    reference: [false, 'CARD_MALFORMED_JSON'],
    mutated: [true, undefined],
  },
  {
    step: 'checkRequired',
    mutant: { checkRequired: () => undefined },
    probe: async (m) => {
      const nameless = minimalCard();
      delete nameless['name'];
      return (await m.discover({ cardBase64: toBase64(nameless), jwks, policy: policy() }))
        .admitted;
    },
    reference: false,
    mutated: true,
  },
  {
    step: 'checkRequiredNoDefault',
    mutant: { checkRequiredNoDefault: () => undefined },
    probe: async (m) =>
      (
        await m.discover({
          cardBase64: toBase64(signedA),
          jwks,
          policy: policy({ requiredNoDefault: ['extensions'] }),
        })
      ).admitted,
    reference: false,
    mutated: true,
  },
  {
    step: 'verifySignature',
    mutant: {
      verifySignature: (card, options) =>
        referenceSteps.verifySignature(card, { ...options, algorithms: ['ES256', 'RS256'] }),
    },
    probe: async (m) =>
      (
        await m.discover({
          cardBase64: toBase64(signedB),
          jwks,
          policy: policy({ algorithms: ['RS256'] }),
        })
      ).admitted,
    reference: false,
    mutated: true,
  },
  {
    step: 'checkEnforceInputModes',
    mutant: {
      checkEnforceInputModes: (card, verdict) =>
        referenceSteps.checkEnforceInputModes(card, {
          ...verdict,
          canonicalization: 'jcs-emitted',
        }),
    },
    probe: async (m) =>
      (
        await m.discover({
          cardBase64: toBase64(signedBPrimeA2a),
          jwks,
          policy: policy({ canonicalization: 'a2a-1.0' }),
        })
      ).admitted,
    reference: true,
    mutated: false,
  },
  {
    step: 'checkSecuritySchemes',
    mutant: { checkSecuritySchemes: () => undefined },
    probe: async (m) =>
      (
        await m.discover({
          cardBase64: toBase64(
            minimalCard({ securityRequirements: [{ schemes: { oauth: { list: [] } } }] }),
          ),
          jwks,
          policy: policy(),
        })
      ).admitted,
    reference: false,
    mutated: true,
  },
  {
    step: 'checkProtocolVersion',
    mutant: { checkProtocolVersion: () => undefined },
    probe: async (m) =>
      (
        await m.discover({
          cardBase64: toBase64(
            minimalCard({
              supportedInterfaces: [
                { url: 'http://127.0.0.1:1/a', protocolBinding: 'JSONRPC', protocolVersion: '0.3' },
              ],
            }),
          ),
          jwks,
          policy: policy(),
        })
      ).admitted,
    reference: false,
    mutated: true,
  },
  {
    step: 'readTriState',
    mutant: { readTriState: (card, member) => card.typed.capabilities[member] },
    probe: async (m) => (await discoverA(m)).capabilities?.pushNotifications,
    reference: 'undeclared',
    mutated: false,
  },
  {
    step: 'readExtensions',
    mutant: { readExtensions: (card) => card.typed.capabilities.extensions.map((e) => e.uri) },
    probe: async (m) => (await discoverA(m)).capabilities?.extensions,
    reference: 'undeclared',
    mutated: [],
  },
  {
    step: 'mayNegotiateExtensions',
    mutant: { mayNegotiateExtensions: () => true },
    probe: async (m) => (await discoverA(m)).mayNegotiateExtensions,
    reference: false,
    mutated: true,
  },
  {
    step: 'selectRequestExtensions',
    mutant: { selectRequestExtensions: ({ callerExtensions }) => [...callerExtensions] },
    probe: async (m) =>
      (
        await m.plan(
          planB({
            cardBase64: toBase64(signedA),
            peer: 'A',
            skillId: 'echo',
            mediaType: 'text/plain',
            callerExtensions: ['urn:x:trace'],
          }),
        )
      ).requestExtensions,
    reference: [],
    mutated: ['urn:x:trace'],
  },
  {
    step: 'requireVerifiedForDelegation',
    mutant: { requireVerifiedForDelegation: () => undefined },
    probe: async (m) => (await m.plan(planB({ cardBase64: toBase64(vendorBCard()) }))).decision,
    reference: 'reject',
    mutated: 'send',
  },
  {
    step: 'resolveInputModes',
    mutant: {
      resolveInputModes: (card, skillId) => {
        const modes = referenceSteps.resolveInputModes(card, skillId);
        return modes === undefined ? undefined : [...modes, ...card.typed.defaultInputModes];
      },
    },
    probe: async (m) => (await m.plan(planB({ mediaType: 'application/json' }))).decision,
    reference: 'reject',
    mutated: 'send',
  },
  {
    step: 'matchMediaType',
    mutant: { matchMediaType: (modes, mediaType) => modes.includes(mediaType) },
    probe: async (m) => (await m.plan(planB({ mediaType: 'application/PDF' }))).decision,
    reference: 'send',
    mutated: 'reject',
  },
  {
    step: 'checkStreamingMode',
    mutant: { checkStreamingMode: () => undefined },
    probe: async (m) => (await m.plan(planB({ callerMode: 'blocking' }))).decision,
    reference: 'reject',
    mutated: 'send',
  },
  {
    step: 'classifyFailure',
    mutant: { classifyFailure: () => false },
    probe: async (m) =>
      (
        await m.plan(
          planB({
            lastFailure: { peer: 'B', skillId: 'invoice.extract', code: -32005 },
            peers: [peerRef('C', signedC)],
          }),
        )
      ).decision,
    reference: 'fallback',
    mutated: 'send',
  },
  {
    step: 'shouldRetrySamePeer',
    mutant: { shouldRetrySamePeer: () => true },
    probe: async (m) =>
      (
        await m.plan(
          planB({
            degraded: [{ peer: 'B', skillId: 'invoice.extract' }],
            peers: [peerRef('C', signedC)],
          }),
        )
      ).decision,
    reference: 'fallback',
    mutated: 'send',
  },
  {
    step: 'samePeer',
    mutant: { samePeer: (a, b) => a.toLowerCase() === b.toLowerCase() },
    probe: async (m) =>
      (
        await m.plan(
          planB({
            degraded: [{ peer: 'b', skillId: 'invoice.extract' }],
            peers: [peerRef('C', signedC)],
          }),
        )
      ).decision,
    reference: 'send',
    mutated: 'fallback',
  },
  {
    step: 'chooseFallback',
    mutant: { chooseFallback: (candidates) => candidates.find((c) => c.admitted) },
    probe: async (m) =>
      (
        await m.plan(
          planB({
            degraded: [{ peer: 'B', skillId: 'invoice.extract' }],
            peers: [peerRef('D', signedD), peerRef('C', signedC)],
          }),
        )
      ).peer,
    reference: 'C',
    mutated: 'D',
  },
  {
    step: 'readAnswer',
    // A reader that drops a trailing comma before reading: the answer is not one JSON text.
    mutant: {
      readAnswer: (input) =>
        referenceSteps.readAnswer(
          (typeof input === 'string' ? input : new TextDecoder().decode(input)).replace(/,}$/, '}'),
        ),
    },
    probe: (m) => {
      const read = m.steps.readAnswer('{"jsonrpc":"2.0","id":1,"result":{},}');
      return 'value' in read ? 'read' : (read.error as { code?: string }).code;
    },
    reference: 'CARD_MALFORMED_JSON',
    mutated: 'read',
  },
  {
    step: 'reassembleChunk',
    mutant: {
      reassembleChunk: (state, chunk) =>
        referenceSteps.reassembleChunk(state, { ...chunk, append: false }),
    },
    probe: (m) =>
      m.reassemble({
        events: [
          {
            artifactUpdate: {
              taskId: 't',
              contextId: 'c',
              artifact: { artifactId: 'a', parts: [{ text: '1' }] },
            },
          },
          {
            artifactUpdate: {
              taskId: 't',
              contextId: 'c',
              artifact: { artifactId: 'a', parts: [{ text: '2' }] },
              append: true,
            },
          },
        ],
      }).artifacts[0]?.parts.length,
    reference: 2,
    mutated: 1,
  },
];

describe('createModel', () => {
  beforeAll(async () => {
    const [a, b, c, d] = await Promise.all(
      ['a', 'b', 'c', 'd'].map((k) => createSigner(`${k}-key`)),
    );
    jwks = { keys: [a!, b!, c!, d!].flatMap((s) => s.jwks.keys) };
    signedA = await a!.sign(vendorACard({ streaming: false }), 'jcs-emitted');
    signedB = await b!.sign(vendorBCard(), 'jcs-emitted');
    signedBPrimeA2a = await b!.sign(vendorBCard({ enforceInputModes: true }), 'a2a-1.0');
    signedC = await c!.sign(vendorCCard(), 'jcs-emitted');
    signedD = await d!.sign(minimalCard({ name: 'Vendor D' }), 'jcs-emitted');
  });

  it('uses the reference steps by default and exposes them frozen', () => {
    const model = createModel();
    expect(Object.keys(model.steps).sort()).toEqual(Object.keys(referenceSteps).sort());
    expect(Object.isFrozen(model.steps)).toBe(true);
    expect(Object.isFrozen(referenceSteps)).toBe(true);
  });

  it('has one row below for every step', () => {
    expect(rows.map((r) => r.step).sort()).toEqual(Object.keys(referenceSteps).sort());
  });

  it.each(rows)(
    'replacing $step changes only what that step decides',
    async ({ mutant, probe, reference, mutated }) => {
      expect(Object.keys(mutant)).toHaveLength(1);
      expect(await probe(createModel())).toEqual(reference);
      expect(await probe(createModel(mutant))).toEqual(mutated);
    },
  );
});
