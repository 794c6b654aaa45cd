import { describe, expect, it } from 'vitest';
import type { PlanParams } from '../contract/types.ts';
import type { JsonObject } from '../json/JsonValue.ts';
import { createModel } from './createModel.ts';
import { OPEN_READINGS } from './openReadings.ts';
import { minimalCard, policy, toBase64 } from './_fixtures/fixtures.ts';
import { canonicalizeCard } from '../canon/index.ts';
import {
  encodeBase64url,
  generateSigningKey,
  jwsSigningInput,
  signEs256Raw,
} from '../jws/index.ts';

/** A same-domain plan (no signature needed) to a card whose one skill takes `modes`. */
function planTo(modes: string[], mediaType: string): PlanParams {
  const card = minimalCard({
    skills: [{ id: 's', name: 's', description: '', tags: ['t'], inputModes: modes }],
  });
  return {
    cardBase64: toBase64(card),
    jwks: { keys: [] },
    policy: policy({ crossVendor: false }),
    peer: 'B',
    skillId: 's',
    mediaType,
    callerMode: 'streaming',
    callerExtensions: [],
    degraded: [],
    peers: [],
  };
}

const reading = (id: string) => createModel(OPEN_READINGS.find((r) => r.id === id)!.steps);
const model = createModel();

describe('the open readings: the model takes one, the other is not judged', () => {
  it('a mode with surrounding whitespace: the model matches nothing, the trimmed reading matches', async () => {
    const p = planTo([' application/json '], 'application/json');
    expect(await model.plan(p)).toMatchObject({
      decision: 'reject',
      error: { code: 'DEL_MEDIA_TYPE_NOT_ACCEPTED' },
    });
    expect(await reading('media-type-trimmed').plan(p)).toMatchObject({ decision: 'send' });
  });

  it('*/x+*: the model reads a literal that matches itself, the other reading matches nothing', async () => {
    const p = planTo(['*/x+*'], '*/X+*');
    expect(await model.plan(p)).toMatchObject({ decision: 'send' });
    expect(await reading('media-type-star-nothing').plan(p)).toMatchObject({
      decision: 'reject',
      error: { code: 'DEL_MEDIA_TYPE_NOT_ACCEPTED' },
    });
    // Read as a range it would accept this; neither reading does, so that answer is judged.
    const range = planTo(['*/x+*'], 'application/x+json');
    expect(await model.plan(range)).toMatchObject({ decision: 'reject' });
    expect(await reading('media-type-star-nothing').plan(range)).toMatchObject({
      decision: 'reject',
    });
  });

  it('an interface version " 1.0 ": the model trims it, the other reading finds no version', async () => {
    const card: JsonObject = minimalCard({
      supportedInterfaces: [
        { url: 'http://127.0.0.1:9/a2a', protocolBinding: 'JSONRPC', protocolVersion: ' 1.0 ' },
      ],
    });
    const p = { cardBase64: toBase64(card), jwks: { keys: [] }, policy: policy() };
    expect(await model.discover(p)).toMatchObject({ admitted: true });
    expect(await reading('version-untrimmed').discover(p)).toMatchObject({
      admitted: false,
      stage: 'version',
    });
  });

  it('a legacy protocolVersion "1x.10": the model ignores it, the other reading refuses', async () => {
    const card: JsonObject = minimalCard({ protocolVersion: '1x.10' });
    const p = { cardBase64: toBase64(card), jwks: { keys: [] }, policy: policy() };
    expect(await model.discover(p)).toMatchObject({ admitted: true });
    expect(await reading('legacy-version-unparsed-below-floor').discover(p)).toMatchObject({
      admitted: false,
      stage: 'version',
      code: 'DISC_PROTOCOL_VERSION_BELOW_FLOOR',
    });
  });
});

describe('the last-wins reading of a protected header (RFC 7515 §4)', () => {
  /** A card signed over a protected header written as `text`, by the fixture key `k1`. */
  async function signedUnder(text: (kid: string) => string) {
    const { privateJwk, publicJwk } = await generateSigningKey('k1');
    const card = minimalCard();
    const protectedB64 = Buffer.from(text('k1')).toString('base64url');
    const signature = await signEs256Raw(
      privateJwk,
      jwsSigningInput(protectedB64, canonicalizeCard(card, 'a2a-1.0')),
    );
    return {
      cardBase64: toBase64({
        ...card,
        signatures: [{ protected: protectedB64, signature: encodeBase64url(signature) }],
      }),
      jwks: { keys: [publicJwk] },
      policy: policy({ canonicalization: 'a2a-1.0' }),
    };
  }
  const lastWins = reading('header-duplicates-last-wins');

  it('a kid written twice, the trusted one last: the model refuses, the reading verifies the last', async () => {
    const p = await signedUnder((kid) => `{"alg":"ES256","kid":"decoy","kid":"${kid}"}`);
    expect(await model.discover(p)).toMatchObject({ admitted: false, code: 'SIG_MALFORMED' });
    expect(await lastWins.discover(p)).toMatchObject({ admitted: true, verifiedKid: 'k1' });
  });

  it('the trusted kid first, a decoy last: both refuse, the reading for the decoy it looks up', async () => {
    const p = await signedUnder((kid) => `{"alg":"ES256","kid":"${kid}","kid":"decoy"}`);
    expect(await lastWins.discover(p)).toMatchObject({
      admitted: false,
      code: 'SIG_KEY_NOT_TRUSTED',
    });
  });

  it('an allowed alg first, "none" last: both refuse, the reading on the allow-list', async () => {
    const p = await signedUnder((kid) => `{"alg":"ES256","kid":"${kid}","alg":"none"}`);
    expect(await lastWins.discover(p)).toMatchObject({
      admitted: false,
      code: 'SIG_ALG_NOT_ALLOWED',
    });
  });
});

describe("an answer body decoded as fetch decodes it (RFC 8259 §8.1, WHATWG Encoding's UTF-8 decode)", () => {
  const model = createModel();
  const fetchDecoded = reading('answer-decoded-as-fetch');
  const bytes = (...parts: (string | number[])[]) =>
    new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'utf8')] : p)));

  it('a BOM before the answer: the model refuses it, the reading drops the BOM and reads it', () => {
    const body = bytes([0xef, 0xbb, 0xbf], '{"jsonrpc":"2.0","id":1,"result":{}}');
    expect(model.steps.readAnswer(body)).toHaveProperty('error');
    expect(fetchDecoded.steps.readAnswer(body)).toEqual({
      value: { jsonrpc: '2.0', id: 1, result: {} },
    });
  });

  it('an overlong "/" in a string: the model refuses it, the reading reads U+FFFD twice', () => {
    const body = bytes('{"text":"a', [0xc0, 0xaf], 'b"}');
    expect(model.steps.readAnswer(body)).toHaveProperty('error');
    expect(fetchDecoded.steps.readAnswer(body)).toEqual({ value: { text: 'a\uFFFD\uFFFDb' } });
  });

  it('a grammar fault stays one for both: a trailing comma is refused either way', () => {
    const body = bytes('{"jsonrpc":"2.0","id":1,"result":{},}');
    expect(model.steps.readAnswer(body)).toHaveProperty('error');
    expect(fetchDecoded.steps.readAnswer(body)).toHaveProperty('error');
  });
});
