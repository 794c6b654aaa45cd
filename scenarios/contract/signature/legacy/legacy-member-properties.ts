import fc from 'fast-check';
import { cardIdentityArb } from '../../../../harness/generators/index.ts';
import { type PropertyDefinition, defineProperty } from '../../../properties/PropertyDefinition.ts';
import type { DiscoverScenario } from '../../../properties/VerifierScenario.ts';
import { discoverOf, signed } from '../../../properties/scenarioBuilders.ts';
import { presenceFreeCard } from '../presenceFreeCard.ts';
import { type LegacyMember, withLegacyMember } from './LegacyMember.ts';
import { legacyMembersArb, legacyMembersInTurn } from './legacyMemberArb.ts';

/** Share of the budget the stage of legacy members takes, before the draws. */
const LEGACY_STAGE_SHARE = 0.25;

/**
 * The canonicalization the cards are signed under: A2A §8.4.1's, which leaves every member
 * outside the v1.0 proto out of the payload, so a legacy member changes the signed bytes only
 * in a verifier that reads it into a v1.0 member. Under `jcs-emitted` the legacy member is
 * signed itself, and a verifier that drops it breaks XV-SIG-001, not this rule.
 */
const CANONICALIZATION = 'a2a-1.0';

/**
 * A {@link presenceFreeCard} carrying `legacy`, signed as it is served: the canonical form is
 * the card's own, so only what a verifier does with the legacy members decides.
 */
function scenarioOf(
  identity: Parameters<typeof presenceFreeCard>[0],
  legacy: readonly LegacyMember[],
): DiscoverScenario {
  const card = legacy.reduce(withLegacyMember, presenceFreeCard(identity));
  return discoverOf(signed(card, CANONICALIZATION));
}

/** Each legacy member alone, on two cards drawn from the seed: see {@link legacyMembersInTurn}. */
function legacyStage(seed: number, numRuns: number): Promise<DiscoverScenario[]> {
  const members = legacyMembersInTurn(seed, Math.floor(numRuns * LEGACY_STAGE_SHARE));
  const identities = fc.sample(cardIdentityArb(), { seed, numRuns: 2 });
  return Promise.resolve(
    members.map((m, i) => scenarioOf(identities[i % identities.length]!, [m])),
  );
}

/**
 * A2A §8.4.3 canonicalizes the card as received: a verifier that maps a v0.3 member onto its
 * v1.0 successor before verifying (an SDK's compatibility reader run ahead of the verifier)
 * computes the bytes of another card than the one signed. Signed cards carrying v0.3 members
 * beside their v1.0 ones must get the model's verdict.
 */
export const legacyMemberProperties: PropertyDefinition[] = [
  defineProperty({
    id: 'prop-sig-legacy-members',
    rule: 'A2A-SIG-001',
    role: 'verifier',
    canonicalization: CANONICALIZATION,
    about:
      'a card signed with v0.3 members beside its v1.0 ones (supportsAuthenticatedExtendedCard, security, url...) verifies over the card as received, like the model',
    projection: 'discover-verdict',
    // The card's only edits are its legacy members: any other edit of it (an empty REQUIRED
    // list a verifier drops) is another rule's cause, searched by that rule's properties.
    mutates: ['signing', 'jwks', 'policy'],
    arbitrary: fc
      .record({ identity: cardIdentityArb(), legacy: legacyMembersArb() })
      .map(({ identity, legacy }) => scenarioOf(identity, legacy)),
    examples: (seed, numRuns) => legacyStage(seed, numRuns),
  }),
];
