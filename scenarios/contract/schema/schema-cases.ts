import type { ConformanceCase } from '../../core/ConformanceCase.ts';
import { discoverCase } from '../../core/contractCases.ts';
import { minimalCard } from '../../cases/cardFixtures.ts';
import { signedDiscover } from '../../cases/caseParams.ts';

// `capabilities` is not empty, so a verifier that drops empty REQUIRED members before checking
// the signature (A2A-SIG-002's finding) still reaches the schema question here.
const withoutMember = (member: string) => {
  const card = minimalCard({ capabilities: { streaming: true } });
  delete card[member];
  return card;
};

/**
 * A2A-CARD-001 on the verifier: a card missing a REQUIRED member (absent, or `null`, which
 * ProtoJSON reads as absent) is refused at the schema stage, before its signature is examined
 * (A2A §5.7). Signed, so the refusal cannot be charged to a missing signature.
 */
export const schemaCases: ConformanceCase[] = [
  discoverCase({
    id: 'schema-missing-description-refused',
    rule: 'A2A-CARD-001',
    canonicalization: 'a2a-1.0',
    about: 'a card without its REQUIRED "description" is refused at the schema stage',
    build: (ctx) => signedDiscover(ctx, withoutMember('description'), 'a2a-1.0'),
    expect: { admitted: false, stage: 'schema', code: 'CARD_MISSING_REQUIRED' },
  }),
  discoverCase({
    id: 'schema-null-name-refused',
    rule: 'A2A-CARD-001',
    canonicalization: 'jcs-emitted',
    about: 'a card whose REQUIRED "name" is null is refused at the schema stage',
    build: (ctx) =>
      signedDiscover(
        ctx,
        minimalCard({ name: null, capabilities: { streaming: true } }),
        'jcs-emitted',
      ),
    expect: { admitted: false, stage: 'schema', code: 'CARD_MISSING_REQUIRED' },
  }),
];
