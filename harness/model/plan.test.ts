import { beforeAll, describe, expect, it } from 'vitest';
import type { Jwks, VerifierPolicy } from '../vocabulary/index.ts';
import type { PlanParams, PlanResult } from '../contract/types.ts';
import type { JsonObject } from '../json/JsonValue.ts';
import { createModel } from './createModel.ts';
import {
  createSigner,
  minimalCard,
  peerRef,
  policy,
  toBase64,
  vendorACard,
  vendorBCard,
  vendorCCard,
  type TestSigner,
} from './_fixtures/fixtures.ts';

/** Signed cards of the seed 002 cast, built once per file. */
interface Cast {
  b: JsonObject;
  bUnsigned: JsonObject;
  bPrime: JsonObject;
  c: JsonObject;
  cUnsigned: JsonObject;
  d: JsonObject;
  e: JsonObject;
  f: JsonObject;
  a: JsonObject;
  aEmpty: JsonObject;
  aList: JsonObject;
  minimal: JsonObject;
}

type Request = Omit<PlanParams, 'jwks' | 'policy' | 'cardBase64' | 'peers'> & {
  card: keyof Cast;
  peers?: [string, keyof Cast][];
  policy?: Partial<VerifierPolicy>;
};

interface Case {
  name: string;
  request: Request;
  expected: Omit<PlanResult, 'error'> & { error?: { type: string; code: string } };
}

const pdfToB = {
  peer: 'B',
  card: 'b',
  skillId: 'invoice.extract',
  mediaType: 'application/pdf',
  callerMode: 'streaming',
  callerExtensions: [],
  degraded: [],
} as const satisfies Request;

const BAD_PAIR = { peer: 'B', skillId: 'invoice.extract' };

const cases: Case[] = [
  // --- seed 002, decision boundary at delegation --------------------------------------------
  {
    name: 'seed 002: PDF to vendor B invoice.extract (skill overrides defaults) ⇒ send',
    request: pdfToB,
    expected: { decision: 'send', peer: 'B', requestExtensions: [], markDegraded: [] },
  },
  {
    name: 'seed 002: JSON to invoice.extract is outside the resolved modes ⇒ reject before SendMessage',
    request: { ...pdfToB, mediaType: 'application/json' },
    expected: {
      decision: 'reject',
      error: { type: 'CapabilityInvariantError', code: 'DEL_MEDIA_TYPE_NOT_ACCEPTED' },
      requestExtensions: [],
      markDegraded: [BAD_PAIR],
    },
  },
  {
    name: 'XV-DEL-001: media types match case-insensitively and ignore undeclared parameters',
    request: { ...pdfToB, mediaType: 'Application/PDF; name=invoice.pdf' },
    expected: { decision: 'send', peer: 'B', requestExtensions: [], markDegraded: [] },
  },
  {
    name: 'XV-DEL-001: JSON refused by B falls back to C, which accepts JSON for the skill',
    request: { ...pdfToB, mediaType: 'application/json', peers: [['C', 'c']] },
    expected: { decision: 'fallback', peer: 'C', requestExtensions: [], markDegraded: [BAD_PAIR] },
  },
  {
    name: 'seed 002: streaming: true peer and a blocking-only caller ⇒ reject (XV-DEL-002)',
    request: { ...pdfToB, callerMode: 'blocking' },
    expected: {
      decision: 'reject',
      error: { type: 'CapabilityInvariantError', code: 'DEL_STREAMING_BLOCKING_MISMATCH' },
      requestExtensions: [],
      markDegraded: [BAD_PAIR],
    },
  },
  {
    name: 'XV-DEL-002: blocking caller falls back to non-streaming C',
    request: { ...pdfToB, callerMode: 'blocking', peers: [['C', 'c']] },
    expected: { decision: 'fallback', peer: 'C', requestExtensions: [], markDegraded: [BAD_PAIR] },
  },
  {
    name: 'XV-DEL-002 is cross-vendor only: same trust domain, blocking caller ⇒ send (A2A §3.2.2)',
    request: { ...pdfToB, callerMode: 'blocking', policy: { crossVendor: false } },
    expected: { decision: 'send', peer: 'B', requestExtensions: [], markDegraded: [] },
  },
  {
    name: 'XV-DEL-003: unknown skill id ⇒ reject',
    request: { ...pdfToB, skillId: 'invoice.summarize' },
    expected: {
      decision: 'reject',
      error: { type: 'CapabilityInvariantError', code: 'DEL_UNKNOWN_SKILL' },
      requestExtensions: [],
      markDegraded: [],
    },
  },
  {
    // Not marked degraded: a skill the peer never declared names no capability to degrade, and
    // the next plan is refused the same way (the seed and the spec are silent; contract §4.2).
    name: 'XV-DEL-003: unknown skill id with a fallback offering it ⇒ reject, pair not marked',
    request: { ...pdfToB, skillId: 'invoice.summarize', peers: [['C', 'c']] },
    expected: {
      decision: 'reject',
      error: { type: 'CapabilityInvariantError', code: 'DEL_UNKNOWN_SKILL' },
      requestExtensions: [],
      markDegraded: [],
    },
  },
  {
    name: 'XV-DEL-005: unsigned card across a trust boundary ⇒ reject, unverified',
    request: { ...pdfToB, card: 'bUnsigned' },
    expected: {
      decision: 'reject',
      error: { type: 'CapabilityInvariantError', code: 'DEL_SIGNATURE_UNVERIFIED' },
      requestExtensions: [],
      markDegraded: [],
    },
  },
  {
    name: 'XV-DEL-005: the same unsigned card inside one trust domain ⇒ send',
    request: { ...pdfToB, card: 'bUnsigned', policy: { crossVendor: false } },
    expected: { decision: 'send', peer: 'B', requestExtensions: [], markDegraded: [] },
  },
  {
    name: 'seed 002 B′ (enforceInputModes under jcs-emitted) ⇒ reject as a discovery error',
    request: { ...pdfToB, card: 'bPrime', peers: [['C', 'c']] },
    expected: {
      decision: 'reject',
      error: { type: 'DiscoveryError', code: 'DISC_ENFORCE_INPUT_MODES_INCONSISTENT' },
      requestExtensions: [],
      markDegraded: [],
    },
  },
  // --- XV-DEL-004: routing memory -----------------------------------------------------------
  {
    name: 'seed 002: (B, invoice.extract) already degraded ⇒ fall back to C',
    request: { ...pdfToB, degraded: [BAD_PAIR], peers: [['C', 'c']] },
    expected: { decision: 'fallback', peer: 'C', requestExtensions: [], markDegraded: [] },
  },
  {
    name: 'seed 002: last attempt failed with -32005 after acceptance ⇒ fall back to C, never retry B',
    request: {
      ...pdfToB,
      lastFailure: {
        peer: 'B',
        skillId: 'invoice.extract',
        code: -32005,
        taskState: 'TASK_STATE_FAILED',
      },
      peers: [['C', 'c']],
    },
    expected: { decision: 'fallback', peer: 'C', requestExtensions: [], markDegraded: [BAD_PAIR] },
  },
  {
    name: 'XV-DEL-004: -32602 InvalidParams is deterministic too ⇒ fall back to C',
    request: {
      ...pdfToB,
      lastFailure: { peer: 'B', skillId: 'invoice.extract', code: -32602 },
      peers: [['C', 'c']],
    },
    expected: { decision: 'fallback', peer: 'C', requestExtensions: [], markDegraded: [BAD_PAIR] },
  },
  {
    name: 'XV-DEL-004: -32603 InternalError is not a capability mismatch ⇒ retry B',
    request: {
      ...pdfToB,
      lastFailure: { peer: 'B', skillId: 'invoice.extract', code: -32603 },
      peers: [['C', 'c']],
    },
    expected: { decision: 'send', peer: 'B', requestExtensions: [], markDegraded: [] },
  },
  {
    name: 'XV-DEL-004: a -32005 on another skill of B does not block invoice.extract',
    request: { ...pdfToB, lastFailure: { peer: 'B', skillId: 'invoice.render', code: -32005 } },
    expected: { decision: 'send', peer: 'B', requestExtensions: [], markDegraded: [] },
  },
  {
    // Found by the deep search (seed 1, 1,580 runs): B degraded before, fallback C failed after
    // acceptance; C must be remembered, or a third plan sends to it again.
    name: 'XV-DEL-004: a fallback peer that failed deterministically is marked degraded too ⇒ fall back to C2, never to C',
    request: {
      ...pdfToB,
      degraded: [BAD_PAIR],
      lastFailure: { peer: 'C', skillId: 'invoice.extract', code: -32602 },
      peers: [
        ['C', 'c'],
        ['C2', 'c'],
      ],
    },
    expected: {
      decision: 'fallback',
      peer: 'C2',
      requestExtensions: [],
      markDegraded: [{ peer: 'C', skillId: 'invoice.extract' }],
    },
  },
  {
    name: 'XV-DEL-004: degraded and no other peer ⇒ reject, no fallback',
    request: { ...pdfToB, degraded: [BAD_PAIR] },
    expected: {
      decision: 'reject',
      error: { type: 'CapabilityInvariantError', code: 'DEL_PEER_DEGRADED' },
      requestExtensions: [],
      markDegraded: [],
    },
  },
  {
    name: 'XV-DEL-004: fallback skips a peer without the skill, an unsigned peer and B itself, in order',
    request: {
      ...pdfToB,
      degraded: [BAD_PAIR],
      peers: [
        ['B', 'b'],
        ['D', 'd'],
        ['E', 'e'],
        ['C', 'c'],
      ],
    },
    expected: { decision: 'fallback', peer: 'C', requestExtensions: [], markDegraded: [] },
  },
  {
    name: 'XV-DEL-004: fallback skips a peer whose modes do not take PDF',
    request: {
      ...pdfToB,
      degraded: [BAD_PAIR],
      peers: [
        ['F', 'f'],
        ['C', 'c'],
      ],
    },
    expected: { decision: 'fallback', peer: 'C', requestExtensions: [], markDegraded: [] },
  },
  {
    name: 'XV-DEL-004: a fallback peer degraded for the same skill is skipped too',
    request: {
      ...pdfToB,
      degraded: [BAD_PAIR, { peer: 'C', skillId: 'invoice.extract' }],
      peers: [['C', 'c']],
    },
    expected: {
      decision: 'reject',
      error: { type: 'CapabilityInvariantError', code: 'DEL_PEER_DEGRADED' },
      requestExtensions: [],
      markDegraded: [],
    },
  },
  {
    name: 'XV-DEL-005 applies to fallbacks: an unsigned C is not a fallback across vendors',
    request: { ...pdfToB, degraded: [BAD_PAIR], peers: [['C', 'cUnsigned']] },
    expected: {
      decision: 'reject',
      error: { type: 'CapabilityInvariantError', code: 'DEL_PEER_DEGRADED' },
      requestExtensions: [],
      markDegraded: [],
    },
  },
  {
    name: 'fallback activation is computed for the fallback card: C declares extensions []',
    request: {
      ...pdfToB,
      degraded: [BAD_PAIR],
      callerExtensions: ['urn:example:ext/trace'],
      peers: [['C', 'c']],
    },
    expected: {
      decision: 'fallback',
      peer: 'C',
      requestExtensions: ['urn:example:ext/trace'],
      markDegraded: [],
    },
  },
  // --- seed 000: which extensions to activate -----------------------------------------------
  {
    name: 'seed 000: extensions undeclared ⇒ activate nothing, not even the caller’s own',
    request: {
      ...pdfToB,
      peer: 'A',
      card: 'a',
      skillId: 'echo',
      mediaType: 'text/plain',
      callerExtensions: ['urn:example:ext/trace'],
    },
    expected: { decision: 'send', peer: 'A', requestExtensions: [], markDegraded: [] },
  },
  {
    name: 'seed 000: extensions [] ⇒ the caller may request its own',
    request: {
      ...pdfToB,
      peer: 'A',
      card: 'aEmpty',
      skillId: 'echo',
      mediaType: 'text/plain',
      callerExtensions: ['urn:example:ext/trace'],
    },
    expected: {
      decision: 'send',
      peer: 'A',
      requestExtensions: ['urn:example:ext/trace'],
      markDegraded: [],
    },
  },
  {
    name: 'declared list ⇒ the caller’s extensions the peer declares (required one included), caller order',
    request: {
      ...pdfToB,
      peer: 'A',
      card: 'aList',
      skillId: 'echo',
      mediaType: 'text/plain',
      callerExtensions: ['urn:example:ext/b', 'urn:example:ext/z', 'urn:example:ext/a'],
    },
    expected: {
      decision: 'send',
      peer: 'A',
      requestExtensions: ['urn:example:ext/b', 'urn:example:ext/a'],
      markDegraded: [],
    },
  },
  {
    // A2A §14.2.2: a list of the URIs the client wants to use; naming one twice asks for nothing
    // more, so the model activates each once (contract §4.2 compares the list as a set).
    name: 'a URI the caller lists twice is activated once',
    request: {
      ...pdfToB,
      peer: 'A',
      card: 'aEmpty',
      skillId: 'echo',
      mediaType: 'text/plain',
      callerExtensions: ['urn:example:ext/trace', 'urn:example:ext/trace'],
    },
    expected: {
      decision: 'send',
      peer: 'A',
      requestExtensions: ['urn:example:ext/trace'],
      markDegraded: [],
    },
  },
  {
    name: 'XV-NEG-004: minimal card (no streaming, no extensions) ⇒ unary task to it proceeds',
    request: {
      ...pdfToB,
      peer: 'M',
      card: 'minimal',
      skillId: 'echo',
      mediaType: 'text/plain',
      callerMode: 'blocking',
      policy: { crossVendor: false },
    },
    expected: { decision: 'send', peer: 'M', requestExtensions: [], markDegraded: [] },
  },
];

describe('reference model: plan', () => {
  let cast: Cast;
  let jwks: Jwks;
  beforeAll(async () => {
    const signers: TestSigner[] = await Promise.all(
      ['a-key', 'b-key', 'c-key', 'd-key'].map((k) => createSigner(k)),
    );
    const [a, b, c, d] = signers as [TestSigner, TestSigner, TestSigner, TestSigner];
    jwks = { keys: signers.flatMap((s) => s.jwks.keys) };
    cast = {
      b: await b.sign(vendorBCard(), 'jcs-emitted'),
      bUnsigned: vendorBCard(),
      bPrime: await b.sign(vendorBCard({ enforceInputModes: true }), 'jcs-emitted'),
      c: await c.sign(vendorCCard(), 'jcs-emitted'),
      cUnsigned: vendorCCard(),
      // D: signed, no invoice.extract skill.
      d: await d.sign(minimalCard({ name: 'Vendor D' }), 'jcs-emitted'),
      // E: has the skill and takes PDF, but is unsigned.
      e: vendorCCard({ name: 'Vendor E' }),
      // F: signed, has invoice.extract, but only takes JSON.
      f: await d.sign(
        vendorCCard({ name: 'Vendor F', defaultInputModes: ['application/json'] }),
        'jcs-emitted',
      ),
      a: await a.sign(vendorACard({ streaming: false }), 'jcs-emitted'),
      aEmpty: await a.sign(vendorACard({ streaming: false, extensions: [] }), 'jcs-emitted'),
      aList: await a.sign(
        vendorACard({
          extensions: [{ uri: 'urn:example:ext/a' }, { uri: 'urn:example:ext/b', required: true }],
        }),
        'jcs-emitted',
      ),
      minimal: minimalCard(),
    };
  });

  function params(r: Request): PlanParams {
    const { card, peers = [], policy: extra, ...rest } = r;
    return {
      ...rest,
      cardBase64: toBase64(cast[card]),
      jwks,
      policy: policy(extra),
      peers: peers.map(([name, key]) => peerRef(name, cast[key])),
    };
  }

  it.each(cases)('$name', async ({ request, expected }) => {
    // Arrange
    const model = createModel();
    // Act
    const result = await model.plan(params(request));
    // Assert
    const { error, ...rest } = result;
    const { error: expectedError, ...expectedRest } = expected;
    expect(rest).toEqual(expectedRest);
    expect(error === undefined ? undefined : { type: error.type, code: error.code }).toEqual(
      expectedError,
    );
    if (error !== undefined) expect(error.message).toMatch(/^Failed to /);
  });

  it('an unparseable planned card is a DiscoveryError with the parser code', async () => {
    const result = await createModel().plan({ ...params(pdfToB), cardBase64: toBase64('[1, 2') });
    expect(result).toMatchObject({
      decision: 'reject',
      error: { type: 'DiscoveryError', code: 'CARD_MALFORMED_JSON' },
    });
  });
});
