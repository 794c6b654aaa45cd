import type { ConformanceCase } from '../../core/ConformanceCase.ts';
import { discoverCase } from '../../core/contractCases.ts';
import type { CaseContext } from '../../core/CaseContext.ts';
import type {
  Canonicalization,
  DiscoverParams,
  VerifierPolicy,
} from '../../../harness/contract/types.ts';
import type { JsonObject } from '../../../harness/json/JsonValue.ts';
import { minimalCard } from '../../cases/cardFixtures.ts';
import { rawDiscover, signedDiscover } from '../../cases/caseParams.ts';

/** Signs `card`, then edits the emitted object after signing (signatures kept) and serves it. */
async function signedThenEdited(
  ctx: CaseContext,
  card: JsonObject,
  canonicalization: Canonicalization,
  edit: (emitted: JsonObject) => JsonObject,
  policy: Partial<VerifierPolicy> = {},
): Promise<DiscoverParams> {
  const bytes = await ctx.signCard(card, canonicalization);
  const emitted = JSON.parse(new TextDecoder().decode(bytes)) as JsonObject;
  return rawDiscover(ctx, JSON.stringify(edit(emitted)), { canonicalization, ...policy });
}

const capabilities = (c: JsonObject, extra: JsonObject): JsonObject => ({
  ...c,
  capabilities: { ...(c['capabilities'] as JsonObject), ...extra },
});

const streamingCard = minimalCard({ capabilities: { streaming: false } });

/** Signature coverage of the emitted form (XV-SIG-001) and the spec's signing MUSTs. */
export const signatureCases: ConformanceCase[] = [
  discoverCase({
    id: 'sig-emitted-absent-to-empty-invalidates',
    rule: 'XV-SIG-001',
    canonicalization: 'jcs-emitted',
    about:
      'under jcs-emitted, adding "extensions": [] to a card signed without it breaks the signature',
    build: (ctx) =>
      signedThenEdited(ctx, streamingCard, 'jcs-emitted', (c) =>
        capabilities(c, { extensions: [] }),
      ),
    expect: { admitted: false, stage: 'signature', signature: 'invalid' },
  }),
  discoverCase({
    id: 'sig-emitted-unknown-member-invalidates',
    rule: 'XV-SIG-001',
    canonicalization: 'jcs-emitted',
    about: 'under jcs-emitted, a member injected after signing breaks the signature',
    build: (ctx) =>
      signedThenEdited(ctx, streamingCard, 'jcs-emitted', (c) => ({ ...c, 'x-admin': true })),
    expect: { admitted: false, stage: 'signature', signature: 'invalid' },
  }),
  discoverCase({
    id: 'sig-emitted-snake-case-alias-invalidates',
    rule: 'XV-SIG-001',
    canonicalization: 'jcs-emitted',
    about: 'under jcs-emitted, renaming iconUrl to its proto alias icon_url breaks the signature',
    build: (ctx) =>
      signedThenEdited(
        ctx,
        { ...streamingCard, iconUrl: 'https://icons.example/a.png' },
        'jcs-emitted',
        (c) => {
          const { iconUrl, ...rest } = c;
          return { ...rest, icon_url: iconUrl ?? '' };
        },
      ),
    expect: { admitted: false, stage: 'signature', signature: 'invalid' },
  }),
  discoverCase({
    id: 'sig-a2a-empty-extensions-not-signed',
    rule: 'A2A-SIG-002',
    canonicalization: 'a2a-1.0',
    about:
      'under a2a-1.0, an added "extensions": [] is dropped before canonicalization (§8.4.1), so the card verifies',
    build: (ctx) =>
      signedThenEdited(ctx, streamingCard, 'a2a-1.0', (c) => capabilities(c, { extensions: [] })),
    expect: { admitted: true, signature: 'valid' },
  }),
  discoverCase({
    id: 'sig-a2a-explicit-false-is-signed',
    rule: 'A2A-SIG-002',
    canonicalization: 'a2a-1.0',
    about:
      'under a2a-1.0, dropping an explicit optional "streaming": false changes the signed form (§5.7 presence)',
    build: (ctx) =>
      signedThenEdited(ctx, streamingCard, 'a2a-1.0', (c) => ({ ...c, capabilities: {} })),
    expect: { admitted: false, stage: 'signature', signature: 'invalid' },
  }),
  discoverCase({
    id: 'sig-a2a-required-empty-members-verify',
    rule: 'A2A-SIG-002',
    canonicalization: 'a2a-1.0',
    about:
      'under a2a-1.0, REQUIRED members stay in the signed form even when empty ("capabilities": {}, "description": ""), so a card signed with them verifies (§5.7, §8.4.1)',
    build: (ctx) => signedDiscover(ctx, minimalCard({ description: '' }), 'a2a-1.0'),
    expect: { admitted: true, signature: 'valid' },
  }),
  discoverCase({
    id: 'sig-tampered-name-not-trusted',
    rule: 'XV-SIG-005',
    canonicalization: 'a2a-1.0',
    about: 'a card whose signature fails verification is not trusted',
    build: (ctx) =>
      signedThenEdited(ctx, minimalCard(), 'a2a-1.0', (c) => ({ ...c, name: 'Someone Else' })),
    expect: { admitted: false, stage: 'signature', signature: 'invalid' },
  }),
  discoverCase({
    id: 'sig-revoked-key-unusable',
    rule: 'A2A-SIG-004',
    canonicalization: 'a2a-1.0',
    about: 'a signature by a revoked key must not verify (A2A §8.4.3)',
    build: (ctx) =>
      signedThenEdited(ctx, minimalCard(), 'a2a-1.0', (c) => c, {
        revokedKids: ['crosscheck-case-key'],
      }),
    expect: { admitted: false, stage: 'signature', signature: 'invalid', code: 'SIG_KEY_REVOKED' },
  }),
];
