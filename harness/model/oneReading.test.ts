import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalizeCard } from '../canon/index.ts';
import { cardMembersAt } from '../card/index.ts';
import type { Canonicalization } from '../contract/types.ts';
import { cardArb } from '../generators/index.ts';
import { type JsonObject, type JsonValue, isJsonObject } from '../json/JsonValue.ts';
import { createModel } from './createModel.ts';
import { type TestSigner, createSigner, policy, toBase64 } from './_fixtures/fixtures.ts';

/*
 * One reading of a card: ProtoJSON parsers accept a field under its proto name (A2A §5.5 adopts
 * ProtoJSON, ADR-001; protobuf's JSON mapping: "Parsers accept both the lowerCamelCase name …
 * and the original proto field name"). So a card that spells some fields by their proto names
 * is, to the signature and to every later stage, the same card spelled in camelCase: the
 * `a2a-1.0` payload is the same, and the model decides the same under either canonicalization.
 */

const snake = (name: string): string => name.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);

/**
 * `value` (at schema path `path`) with the members the card's schema defines renamed to their
 * proto names where the next pick says so; Structs and map keys are data and stay as they are.
 */
function aliasSome(value: JsonValue, path: string, pick: () => boolean): JsonValue {
  if (Array.isArray(value)) return value.map((el) => aliasSome(el, `${path}/*`, pick));
  if (!isJsonObject(value)) return value;
  const members = cardMembersAt(path);
  if (members === undefined) {
    // A map of messages (`securitySchemes`, a requirement's `schemes`): keys are data.
    if (cardMembersAt(`${path}/*`) === undefined) return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, aliasSome(v, `${path}/*`, pick)]),
    );
  }
  const out: JsonObject = {};
  for (const [key, v] of Object.entries(value)) {
    const proto = snake(key);
    const known = members.includes(key) && proto !== key && members.includes(proto);
    out[known && pick() ? proto : key] = aliasSome(v, `${path}/${key}`, pick);
  }
  return out;
}

/** The card with its `picks` applied in turn (cycling), and whether any member was renamed. */
function aliased(card: JsonObject, picks: readonly boolean[]): JsonObject {
  let turn = 0;
  return aliasSome(card, '', () => picks[turn++ % picks.length]!) as JsonObject;
}

const MEDIA_TYPES = ['text/plain', 'application/json', 'application/pdf', 'image/png'];
const CANONICALIZATIONS: Canonicalization[] = ['a2a-1.0', 'jcs-emitted'];

describe('one reading of a card: proto-name members are signed and acted on as their fields', () => {
  let signer: TestSigner;
  const model = createModel();
  beforeAll(async () => {
    signer = await createSigner('k-one-reading');
  });

  it('the a2a-1.0 payload, the discovery and the plan are those of the camelCase card', async () => {
    await fc.assert(
      fc.asyncProperty(
        cardArb(),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 16 }),
        fc.constantFrom(...MEDIA_TYPES),
        fc.constantFrom(...CANONICALIZATIONS),
        fc.boolean(),
        fc.subarray(['streaming', 'pushNotifications', 'extendedAgentCard']),
        async (card, picks, mediaType, canonicalization, crossVendor, requiredNoDefault) => {
          // Arrange: the same card, some fields under their proto names.
          const proto = aliased(card, picks);
          fc.pre(JSON.stringify(proto) !== JSON.stringify(card));
          const p = policy({ canonicalization, crossVendor, requiredNoDefault });
          const skills = Array.isArray(card['skills']) ? card['skills'] : [];
          const first = skills.find(isJsonObject);
          const skillId = typeof first?.['id'] === 'string' ? first['id'] : 'missing';
          // Act
          const [signedCamel, signedProto] = await Promise.all([
            signer.sign(card, canonicalization),
            signer.sign(proto, canonicalization),
          ]);
          const ask = (c: JsonObject) => ({
            cardBase64: toBase64(c),
            jwks: signer.jwks,
            policy: p,
          });
          const plan = (c: JsonObject) =>
            model.plan({
              ...ask(c),
              peer: 'B',
              skillId,
              mediaType,
              callerMode: 'streaming',
              callerExtensions: ['https://ext.example/a'],
              degraded: [],
              peers: [],
            });
          // Assert: signing reads one card…
          expect(canonicalizeCard(proto, 'a2a-1.0')).toBe(canonicalizeCard(card, 'a2a-1.0'));
          // …and so does every stage after it.
          expect(await model.discover(ask(signedProto))).toEqual(
            await model.discover(ask(signedCamel)),
          );
          expect(await plan(signedProto)).toEqual(await plan(signedCamel));
        },
      ),
      { seed: 20261206, numRuns: 80 },
    );
  });

  it('acts on a skill’s input_modes as its inputModes (seed 002’s resolve_input_modes)', async () => {
    // The case the two readings used to split on: signed as inputModes, ignored when acting.
    const card = {
      name: 'B',
      description: '',
      version: '1',
      supportedInterfaces: [
        { url: 'http://127.0.0.1:9/a2a', protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
      ],
      capabilities: {},
      defaultInputModes: ['application/json'],
      defaultOutputModes: ['application/json'],
      skills: [
        {
          id: 's',
          name: 's',
          description: '',
          tags: ['t'],
          input_modes: ['application/octet-stream'],
        },
      ],
    };
    const signed = await signer.sign(card, 'a2a-1.0');
    const answer = await model.plan({
      cardBase64: toBase64(signed),
      jwks: signer.jwks,
      policy: policy({ canonicalization: 'a2a-1.0' }),
      peer: 'B',
      skillId: 's',
      mediaType: 'application/json',
      callerMode: 'streaming',
      callerExtensions: [],
      degraded: [],
      peers: [],
    });
    expect(answer).toMatchObject({
      decision: 'reject',
      error: { type: 'CapabilityInvariantError', code: 'DEL_MEDIA_TYPE_NOT_ACCEPTED' },
    });
  });
});
