import type { ConformanceCase } from '../../core/ConformanceCase.ts';
import { discoverCase, planCase } from '../../core/contractCases.ts';
import { type CaseContext, toBase64 } from '../../core/CaseContext.ts';
import type { Canonicalization } from '../../../harness/contract/types.ts';
import type { JsonObject } from '../../../harness/json/JsonValue.ts';
import { minimalCard, OTHER_EXTENSION, TRACING_EXTENSION } from '../../cases/cardFixtures.ts';
import { planOver, signedDiscover } from '../../cases/caseParams.ts';

function planParams(
  ctx: CaseContext,
  card: JsonObject,
  canon: Canonicalization,
  callerExtensions: string[],
) {
  return signedDiscover(ctx, card, canon).then((d) =>
    planOver(d, { skillId: 'echo', mediaType: 'application/json', callerExtensions }),
  );
}

/** Seed 000 (negotiation against the emitted form): XV-NEG-001..005. Expectations by hand. */
export const negotiationCases: ConformanceCase[] = [
  discoverCase({
    id: 'neg-omitted-extensions-is-undeclared',
    rule: 'XV-NEG-001',
    canonicalization: 'jcs-emitted',
    about: 'a signed card whose capabilities omit "extensions" must read it as UNDECLARED, not []',
    build: (ctx) =>
      signedDiscover(ctx, minimalCard({ capabilities: { streaming: true } }), 'jcs-emitted'),
    expect: {
      admitted: true,
      signature: 'valid',
      capabilities: { streaming: true, extensions: 'undeclared' },
    },
  }),
  discoverCase({
    id: 'neg-null-streaming-is-undeclared',
    rule: 'XV-NEG-001',
    canonicalization: 'a2a-1.0',
    about:
      'a null tri-state capability reads as absent, so UNDECLARED (ProtoJSON reads null as unset)',
    build: (ctx) =>
      signedDiscover(
        ctx,
        minimalCard({ capabilities: { streaming: null, pushNotifications: false } }),
        'a2a-1.0',
      ),
    expect: {
      admitted: true,
      capabilities: {
        streaming: 'undeclared',
        pushNotifications: false,
        extendedAgentCard: 'undeclared',
      },
    },
  }),
  discoverCase({
    id: 'neg-explicit-empty-extensions-is-a-list',
    rule: 'XV-NEG-001',
    canonicalization: 'jcs-emitted',
    about: 'an explicit "extensions": [] is a declared empty list, distinct from absence',
    build: (ctx) =>
      signedDiscover(ctx, minimalCard({ capabilities: { extensions: [] } }), 'jcs-emitted'),
    expect: {
      admitted: true,
      capabilities: { extensions: [], streaming: 'undeclared' },
      mayNegotiateExtensions: true,
    },
  }),
  // Seed 000's condition of validity, as a case: when the signer writes every tri-state field out
  // (defaults injected before signing), signer and verifier agree on what silence means, because
  // there is no silence: the bug is latent but benign and the rule does not apply.
  discoverCase({
    id: 'neg-defaults-injected-before-signing-condition',
    rule: 'XV-NEG-001',
    canonicalization: 'jcs-emitted',
    about:
      'condition case (seed 000): every tri-state capability is written out before signing; the rule does not apply',
    build: (ctx) =>
      signedDiscover(
        ctx,
        minimalCard({
          capabilities: {
            streaming: false,
            pushNotifications: false,
            extendedAgentCard: false,
            extensions: [],
          },
        }),
        'jcs-emitted',
      ),
    expect: {
      admitted: true,
      capabilities: {
        streaming: false,
        pushNotifications: false,
        extendedAgentCard: false,
        extensions: [],
      },
    },
  }),
  discoverCase({
    id: 'neg-undeclared-extensions-forbid-negotiation',
    rule: 'XV-NEG-002',
    canonicalization: 'jcs-emitted',
    about: 'no extension negotiation may be sent to a peer whose signed card omits "extensions"',
    build: (ctx) =>
      signedDiscover(ctx, minimalCard({ capabilities: { streaming: false } }), 'jcs-emitted'),
    expect: { admitted: true, mayNegotiateExtensions: false },
  }),
  planCase({
    id: 'neg-no-own-extension-toward-undeclared-peer',
    rule: 'XV-NEG-002',
    canonicalization: 'jcs-emitted',
    about:
      "the caller's own tracing extension must not be requested from a peer that never declared extensions",
    build: (ctx) =>
      planParams(ctx, minimalCard({ capabilities: { streaming: false } }), 'jcs-emitted', [
        TRACING_EXTENSION,
      ]),
    expect: { decision: 'send', requestExtensions: [] },
  }),
  planCase({
    id: 'neg-empty-list-allows-requests',
    rule: 'XV-NEG-002',
    canonicalization: 'jcs-emitted',
    about:
      'toward an explicit "extensions": [] the caller may request its extension (A2A §4.6.3: unknown ones are ignored)',
    build: (ctx) =>
      planParams(ctx, minimalCard({ capabilities: { extensions: [] } }), 'jcs-emitted', [
        TRACING_EXTENSION,
      ]),
    expect: { decision: 'send', requestExtensions: [TRACING_EXTENSION] },
  }),
  planCase({
    id: 'neg-declared-list-limits-requests',
    rule: 'XV-NEG-002',
    canonicalization: 'jcs-emitted',
    about: 'toward a declared list the caller requests only the extensions the peer declared',
    build: (ctx) =>
      planParams(
        ctx,
        minimalCard({ capabilities: { extensions: [{ uri: TRACING_EXTENSION }] } }),
        'jcs-emitted',
        [TRACING_EXTENSION, OTHER_EXTENSION],
      ),
    expect: { decision: 'send', requestExtensions: [TRACING_EXTENSION] },
  }),
  discoverCase({
    id: 'neg-required-no-default-absent-rejected-at-schema',
    rule: 'XV-NEG-003',
    canonicalization: 'jcs-emitted',
    about:
      'a capability the profile marks required-with-no-default, absent from the card, is a schema violation',
    build: (ctx) =>
      signedDiscover(ctx, minimalCard({ capabilities: { streaming: true } }), 'jcs-emitted', {
        requiredNoDefault: ['extensions'],
      }),
    expect: { admitted: false, stage: 'schema', code: 'CARD_REQUIRED_NO_DEFAULT_ABSENT' },
  }),
  discoverCase({
    id: 'neg-required-no-default-before-signature',
    rule: 'XV-NEG-003',
    canonicalization: 'jcs-emitted',
    about:
      'with a broken signature too, the card is rejected at the schema stage, never after signature acceptance',
    build: async (ctx) => {
      const bytes = await ctx.signCard(
        minimalCard({ capabilities: { streaming: true } }),
        'jcs-emitted',
      );
      const tampered = new TextDecoder().decode(bytes).replace('"Case Agent"', '"Case Agent!"');
      return {
        cardBase64: toBase64(tampered),
        jwks: ctx.jwks,
        policy: ctx.policy({ canonicalization: 'jcs-emitted', requiredNoDefault: ['extensions'] }),
      };
    },
    expect: { admitted: false, stage: 'schema', code: 'CARD_REQUIRED_NO_DEFAULT_ABSENT' },
  }),
  discoverCase({
    id: 'neg-minimal-card-both-undeclared',
    rule: 'XV-NEG-004',
    canonicalization: 'jcs-emitted',
    about: 'a card omitting both streaming and extensions is admitted with both UNDECLARED',
    build: (ctx) => signedDiscover(ctx, minimalCard(), 'jcs-emitted'),
    expect: {
      admitted: true,
      capabilities: { streaming: 'undeclared', extensions: 'undeclared' },
      mayNegotiateExtensions: false,
    },
  }),
  planCase({
    id: 'neg-minimal-card-unary-without-activation',
    rule: 'XV-NEG-004',
    canonicalization: 'jcs-emitted',
    about: 'toward a minimal card a unary task proceeds and no extension is activated',
    build: (ctx) => planParams(ctx, minimalCard(), 'jcs-emitted', [TRACING_EXTENSION]),
    expect: { decision: 'send', requestExtensions: [] },
  }),
  discoverCase({
    id: 'neg-minimal-card-admitted',
    rule: 'XV-NEG-005',
    canonicalization: 'a2a-1.0',
    about: 'absence is not fixed by rejecting minimal cards: a minimal valid card is admitted',
    build: (ctx) => signedDiscover(ctx, minimalCard(), 'a2a-1.0'),
    expect: { admitted: true, signature: 'valid' },
  }),
];
