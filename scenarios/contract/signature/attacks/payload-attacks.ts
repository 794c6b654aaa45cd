import { canonicalizeCard } from '../../../../harness/canon/index.ts';
import type { Canonicalization, DiscoverParams } from '../../../../harness/contract/types.ts';
import type { JsonObject } from '../../../../harness/json/JsonValue.ts';
import { encodeBase64url } from '../../../../harness/jws/index.ts';
import { TRACING_EXTENSION } from '../../../cases/cardFixtures.ts';
import type { CaseContext } from '../../../core/CaseContext.ts';
import { CASE_SIGNING_KID } from '../../../core/caseSigningKid.ts';
import { type AttackCase, attackCase } from './attackCase.ts';
import { attackKeys } from './_internals/attackKeys.ts';
import {
  attackCard,
  attackParams,
  caseKeyEntry,
  emitWith,
  rawEntry,
} from './_internals/vectors.ts';

/**
 * Security catalogue group D: what the signature covers. The verifier recomputes the payload
 * from the card it received (RFC 8785 over the card minus `signatures`), so it never trusts a
 * producer's bytes, and its parser refuses input RFC 8785 cannot canonicalize (I-JSON).
 */
const ACCEPTED = { admitted: true, signature: 'valid', verifiedKid: CASE_SIGNING_KID } as const;
const card = attackCard();

/** The card as served: signed by the case key under `mode`, then its text rewritten by `edit`. */
async function signedText(
  ctx: CaseContext,
  signed: JsonObject,
  mode: Canonicalization,
): Promise<string> {
  return new TextDecoder().decode(await ctx.signCard(signed, mode));
}

/** Replaces the one occurrence of `from`; any other count is a bug in the vector. */
function replaceOnce(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) {
    throw new Error(
      `Failed to build the attack vector: "${from}" does not occur exactly once. Fix the vector.`,
    );
  }
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/** The attack card signed by the case key under `mode`, then `from` rewritten as `to` and served. */
async function rewrittenAfterSigning(
  ctx: CaseContext,
  mode: Canonicalization,
  from: string,
  to: string,
): Promise<DiscoverParams> {
  const served = replaceOnce(await signedText(ctx, card, mode), from, to);
  return attackParams(ctx, served, { canonicalization: mode });
}

const withExtension = (extension: JsonObject): JsonObject => ({
  ...card,
  capabilities: { extensions: [extension] },
});
const numbersCard = withExtension({
  uri: TRACING_EXTENSION,
  params: { ratio: 1, hundred: 100, small: 1e-7, big: 1e21 },
});
// Keys in code-point order; RFC 8785 §3.2.3 sorts by UTF-16 code units, so 😀 (D83D) goes before דּ (FB33).
const keyOrderCard = withExtension({
  uri: TRACING_EXTENSION,
  params: { '\u20ac': 1, '\ufb33': 3, '\ud83d\ude00': 2 },
});

export const payloadAttacks: AttackCase[] = [
  attackCase({
    id: 'attack-d2-entry-carries-payload',
    rule: 'A2A-SIG-001',
    catalogue: 'D2',
    source: 'A2A §8.4.3 steps 3-6; RFC 8785 §5',
    about:
      'a signature entry carrying the payload of the card it really signed does not vouch for the tampered card it is attached to',
    canonicalization: 'a2a-1.0',
    expected: { admitted: false, stage: 'signature', code: 'SIG_INVALID' },
    async build(ctx) {
      const entry = await caseKeyEntry(ctx, card, 'a2a-1.0');
      const carried = { ...entry, payload: encodeBase64url(canonicalizeCard(card, 'a2a-1.0')) };
      return attackParams(ctx, emitWith({ ...card, name: 'Impostor Agent' }, carried), {
        canonicalization: 'a2a-1.0',
      });
    },
  }),
  attackCase({
    id: 'attack-d4-nested-unknown-member',
    rule: 'XV-SIG-001',
    catalogue: 'D4',
    source: 'A2A §5.7 vs §8.4; RFC 8785 §5 step 2; a2a-js src/signature.ts',
    about:
      'under jcs-emitted, "x-admin": true injected into supportedInterfaces[0] after signing breaks the signature',
    canonicalization: 'jcs-emitted',
    expected: { admitted: false, stage: 'signature', code: 'SIG_INVALID' },
    build: (ctx) =>
      rewrittenAfterSigning(
        ctx,
        'jcs-emitted',
        '"protocolVersion":"1.0"',
        '"protocolVersion":"1.0","x-admin":true',
      ),
  }),
  attackCase({
    id: 'attack-d5-added-default-not-signed',
    rule: 'A2A-SIG-002',
    catalogue: 'D5',
    source: 'A2A §5.7, §8.4.1 rule 1; a2a-js #605/#606',
    about:
      'under a2a-1.0, "required": false added to a signed extension is a dropped default, so the card still verifies',
    canonicalization: 'a2a-1.0',
    expected: ACCEPTED,
    async build(ctx) {
      const text = await signedText(ctx, withExtension({ uri: TRACING_EXTENSION }), 'a2a-1.0');
      const served = replaceOnce(
        text,
        `"uri":"${TRACING_EXTENSION}"`,
        `"uri":"${TRACING_EXTENSION}","required":false`,
      );
      return attackParams(ctx, served, { canonicalization: 'a2a-1.0' });
    },
  }),
  attackCase({
    id: 'attack-d5-dropped-explicit-optional',
    rule: 'A2A-SIG-002',
    catalogue: 'D5',
    source: 'A2A §5.7, §8.4.1 rule 1 (explicit optional presence is signed)',
    about:
      'under a2a-1.0, dropping an explicit "pushNotifications": false after signing breaks the signature',
    canonicalization: 'a2a-1.0',
    expected: { admitted: false, stage: 'signature', code: 'SIG_INVALID' },
    async build(ctx) {
      const text = await signedText(
        ctx,
        { ...card, capabilities: { pushNotifications: false } },
        'a2a-1.0',
      );
      const served = replaceOnce(
        text,
        '"capabilities":{"pushNotifications":false}',
        '"capabilities":{}',
      );
      return attackParams(ctx, served, { canonicalization: 'a2a-1.0' });
    },
  }),
  attackCase({
    id: 'attack-d6-number-spellings',
    rule: 'A2A-SIG-001',
    catalogue: 'D6',
    source: 'RFC 8785 §3.2.2.3, Appendix B',
    about:
      'numbers in extension params re-spelled as 1.0, 1E2, 0.1e-6 and 1e21 canonicalize as signed (RFC 8785, under either canonicalization), so the card verifies',
    canonicalization: 'jcs-emitted',
    fixedCanonicalization: false,
    expected: ACCEPTED,
    async build(ctx) {
      let served = await signedText(ctx, numbersCard, 'jcs-emitted');
      for (const [from, to] of [
        ['"ratio":1,', '"ratio":1.0,'],
        ['"hundred":100', '"hundred":1E2'],
        ['"small":1e-7', '"small":0.1e-6'],
        ['"big":1e+21', '"big":1e21'],
      ] as const) {
        served = replaceOnce(served, from, to);
      }
      return attackParams(ctx, served, { canonicalization: 'jcs-emitted' });
    },
  }),
  attackCase({
    id: 'attack-d6-non-finite-number',
    rule: 'A2A-SIG-001',
    catalogue: 'D6',
    source: 'RFC 8785 §3.2.2.3; RFC 7493 §2.2',
    about:
      'a number that overflows to Infinity (1e400) is refused at the schema stage, never canonicalized as null',
    canonicalization: 'jcs-emitted',
    fixedCanonicalization: false,
    expected: { admitted: false, stage: 'schema', code: 'CARD_NON_FINITE_NUMBER' },
    async build(ctx) {
      const served = replaceOnce(
        await signedText(ctx, numbersCard, 'jcs-emitted'),
        '"ratio":1,',
        '"ratio":1e400,',
      );
      return attackParams(ctx, served, { canonicalization: 'jcs-emitted' });
    },
  }),
  attackCase({
    id: 'attack-d7-lone-surrogate',
    rule: 'A2A-SIG-001',
    catalogue: 'D7',
    source: 'RFC 8785 §3.2.2.2; RFC 7493 §2.1; erdtman/canonicalize #23',
    about: 'a string holding a lone surrogate (\\ud800) is refused at the schema stage',
    canonicalization: 'a2a-1.0',
    expected: { admitted: false, stage: 'schema', code: 'CARD_LONE_SURROGATE' },
    build: (ctx) =>
      rewrittenAfterSigning(
        ctx,
        'a2a-1.0',
        '"name":"Attack Target"',
        '"name":"Attack \\ud800 Target"',
      ),
  }),
  attackCase({
    id: 'attack-d8-utf16-key-order-accepted',
    rule: 'A2A-SIG-001',
    catalogue: 'D8',
    source: 'RFC 8785 §3.2.3',
    about:
      'members served in code-point order verify: the verifier sorts by UTF-16 code units itself (RFC 8785, under either canonicalization)',
    canonicalization: 'jcs-emitted',
    fixedCanonicalization: false,
    expected: ACCEPTED,
    async build(ctx) {
      return attackParams(ctx, await signedText(ctx, keyOrderCard, 'jcs-emitted'), {
        canonicalization: 'jcs-emitted',
      });
    },
  }),
  attackCase({
    id: 'attack-d8-code-point-order-signature',
    rule: 'A2A-SIG-001',
    catalogue: 'D8',
    source: 'RFC 8785 §3.2.3; agentrust-io/agent-manifest #338',
    about: 'a signature over members sorted by code point (not UTF-16 code units) does not verify',
    canonicalization: 'jcs-emitted',
    expected: { admitted: false, stage: 'signature', code: 'SIG_INVALID' },
    async build(ctx) {
      const { trusted } = await attackKeys();
      const canonical = canonicalizeCard(keyOrderCard, 'jcs-emitted');
      const payloadText = replaceOnce(
        canonical,
        '{"\u20ac":1,"\ud83d\ude00":2,"\ufb33":3}',
        '{"\u20ac":1,"\ufb33":3,"\ud83d\ude00":2}',
      );
      const entry = await rawEntry(
        keyOrderCard,
        trusted,
        JSON.stringify({ alg: 'ES256', kid: trusted.kid }),
        'jcs-emitted',
        { payloadText },
      );
      return attackParams(ctx, emitWith(keyOrderCard, entry), { canonicalization: 'jcs-emitted' }, [
        trusted.publicJwk,
      ]);
    },
  }),
  attackCase({
    id: 'attack-d9-duplicate-card-member',
    rule: 'A2A-SIG-001',
    catalogue: 'D9',
    source: 'RFC 8785 §3.1; RFC 7493 §2.3; CVE-2017-12635',
    about:
      'a card with "name" twice (a first-wins reader sees the decoy) is refused at the schema stage, not read last-wins',
    canonicalization: 'a2a-1.0',
    expected: { admitted: false, stage: 'schema', code: 'CARD_DUPLICATE_MEMBER' },
    build: (ctx) =>
      rewrittenAfterSigning(
        ctx,
        'a2a-1.0',
        '"name":"Attack Target"',
        '"name":"Trusted Bank","name":"Attack Target"',
      ),
  }),
  attackCase({
    id: 'attack-d9-member-under-both-names',
    rule: 'A2A-SIG-001',
    catalogue: 'D9',
    source: 'RFC 7493 §2.3; A2A §5.5 (ProtoJSON field names)',
    about:
      'a card naming "defaultInputModes" twice, once by its proto field name "default_input_modes" (which a ProtoJSON reader also accepts), is refused at the schema stage: a reader that prefers either name reads a list the other did not',
    canonicalization: 'a2a-1.0',
    expected: { admitted: false, stage: 'schema', code: 'CARD_DUPLICATE_MEMBER' },
    build: (ctx) =>
      rewrittenAfterSigning(
        ctx,
        'a2a-1.0',
        '"defaultInputModes":[',
        '"default_input_modes":["application/pdf"],"defaultInputModes":[',
      ),
  }),
];
