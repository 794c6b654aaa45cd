import type { ConformanceCase } from '../../core/ConformanceCase.ts';
import { discoverCase } from '../../core/contractCases.ts';
import { minimalCard } from '../../cases/cardFixtures.ts';
import { signedDiscover } from '../../cases/caseParams.ts';
import { CAPS, PARTNER } from '../../cases/reachFixtures.ts';

/** Targeted examples of the signature rules where a property's catch depends on how often its generator lands on a situation (see `scenarios/cases/reachFixtures.ts`). */
export const signatureReachCases: ConformanceCase[] = [
  discoverCase({
    id: 'sig-jku-default-port-and-host-case-allowed',
    rule: 'XV-SIG-004',
    canonicalization: 'a2a-1.0',
    about:
      'a jku on an allowed origin written with the host in capitals and the default port :443 is on that origin',
    build: async (ctx) => {
      const bytes = await ctx.signCard(minimalCard(CAPS), 'a2a-1.0', {
        jku: 'https://KEYS.Partner.Example:443/jwks.json',
      });
      return {
        cardBase64: Buffer.from(bytes).toString('base64'),
        jwks: ctx.jwks,
        policy: ctx.policy({ canonicalization: 'a2a-1.0', allowedJkuOrigins: [PARTNER] }),
      };
    },
    expect: { admitted: true, signature: 'valid' },
  }),
  discoverCase({
    id: 'sig-jku-other-port-refused',
    rule: 'XV-SIG-004',
    canonicalization: 'a2a-1.0',
    about: 'a jku on an allowed host but another port is another origin, refused',
    build: async (ctx) => {
      const bytes = await ctx.signCard(minimalCard(CAPS), 'a2a-1.0', {
        jku: 'https://keys.partner.example:8443/jwks.json',
      });
      return {
        cardBase64: Buffer.from(bytes).toString('base64'),
        jwks: ctx.jwks,
        policy: ctx.policy({ canonicalization: 'a2a-1.0', allowedJkuOrigins: [PARTNER] }),
      };
    },
    expect: { admitted: false, stage: 'signature', signature: 'invalid' },
  }),
  discoverCase({
    id: 'sig-revoked-kid-other-case-not-revoked',
    rule: 'A2A-SIG-004',
    canonicalization: 'a2a-1.0',
    about:
      'revoking "CROSSCHECK-CASE-KEY" does not revoke the key "crosscheck-case-key" (kids are exact)',
    build: (ctx) =>
      signedDiscover(ctx, minimalCard(CAPS), 'a2a-1.0', { revokedKids: ['CROSSCHECK-CASE-KEY'] }),
    expect: { admitted: true, signature: 'valid', verifiedKid: 'crosscheck-case-key' },
  }),
];
