import type { ConformanceCase } from '../../core/ConformanceCase.ts';
import { discoverCase } from '../../core/contractCases.ts';
import { minimalCard } from '../../cases/cardFixtures.ts';
import { signedDiscover } from '../../cases/caseParams.ts';
import { CAPS } from '../../cases/reachFixtures.ts';

/** Targeted examples of the discovery rules where a property's catch depends on how often its generator lands on a situation (see `scenarios/cases/reachFixtures.ts`). */
export const discoveryReachCases: ConformanceCase[] = [
  discoverCase({
    id: 'disc-scheme-name-other-case-undefined',
    rule: 'XV-DISC-002',
    canonicalization: 'a2a-1.0',
    about: 'a requirement naming "ApiKey" does not resolve to the defined scheme "apiKey"',
    build: (ctx) =>
      signedDiscover(
        ctx,
        minimalCard({
          ...CAPS,
          securitySchemes: {
            apiKey: { apiKeySecurityScheme: { location: 'header', name: 'X-Key' } },
          },
          securityRequirements: [{ schemes: { ApiKey: { list: ['read'] } } }],
        }),
        'a2a-1.0',
      ),
    expect: { admitted: false, stage: 'consistency', code: 'DISC_UNDEFINED_SECURITY_SCHEME' },
  }),
];
