import type { ConformanceCase } from '../../core/ConformanceCase.ts';
import { discoverCase } from '../../core/contractCases.ts';
import { minimalCard } from '../../cases/cardFixtures.ts';
import { signedDiscover } from '../../cases/caseParams.ts';

const apiKeyScheme = { apiKeySecurityScheme: { location: 'header', name: 'X-Api-Key' } };
const iface = (protocolVersion: string) => ({
  url: 'http://127.0.0.1:9/a2a',
  protocolBinding: 'JSONRPC',
  protocolVersion,
});

/** Seed 002 discovery-time rejections (XV-DISC-002, XV-DISC-003) on ad-hoc cards. */
export const discoveryCases: ConformanceCase[] = [
  discoverCase({
    id: 'disc-requirement-names-undefined-scheme',
    rule: 'XV-DISC-002',
    canonicalization: 'a2a-1.0',
    about:
      'a card-level security requirement naming a scheme absent from securitySchemes is rejected at discovery',
    build: (ctx) =>
      signedDiscover(
        ctx,
        minimalCard({
          securitySchemes: { apiKey: apiKeyScheme },
          securityRequirements: [{ schemes: { oauth: { list: ['read'] } } }],
        }),
        'a2a-1.0',
      ),
    expect: { admitted: false, stage: 'consistency', code: 'DISC_UNDEFINED_SECURITY_SCHEME' },
  }),
  discoverCase({
    id: 'disc-skill-requirement-names-undefined-scheme',
    rule: 'XV-DISC-002',
    canonicalization: 'a2a-1.0',
    about: 'a skill-level security requirement naming an undefined scheme is rejected at discovery',
    build: (ctx) =>
      signedDiscover(
        ctx,
        minimalCard({
          securitySchemes: { apiKey: apiKeyScheme },
          skills: [
            {
              id: 'echo',
              name: 'Echo',
              description: 'd',
              tags: ['t'],
              securityRequirements: [{ schemes: { mtls: { list: [] } } }],
            },
          ],
        }),
        'a2a-1.0',
      ),
    expect: { admitted: false, stage: 'consistency', code: 'DISC_UNDEFINED_SECURITY_SCHEME' },
  }),
  discoverCase({
    id: 'disc-defined-unused-scheme-admitted',
    rule: 'XV-DISC-002',
    canonicalization: 'a2a-1.0',
    about:
      'a defined scheme no requirement uses harms nobody and is admitted (the reading taken of seed 002)',
    build: (ctx) =>
      signedDiscover(
        ctx,
        minimalCard({
          securitySchemes: { apiKey: apiKeyScheme, spare: apiKeyScheme },
          securityRequirements: [{ schemes: { apiKey: { list: [] } } }],
        }),
        'a2a-1.0',
      ),
    expect: { admitted: true },
  }),
  discoverCase({
    id: 'disc-only-legacy-interface-below-floor',
    rule: 'XV-DISC-003',
    canonicalization: 'a2a-1.0',
    about: 'no usable interface at or above the 1.0 floor: rejected at the version stage',
    build: (ctx) =>
      signedDiscover(ctx, minimalCard({ supportedInterfaces: [iface('0.3')] }), 'a2a-1.0'),
    expect: { admitted: false, stage: 'version', code: 'DISC_PROTOCOL_VERSION_BELOW_FLOOR' },
  }),
  discoverCase({
    id: 'disc-legacy-and-current-interfaces-admitted',
    rule: 'XV-DISC-003',
    canonicalization: 'a2a-1.0',
    about: 'a card listing a 0.3 and a 1.0 interface is admitted',
    build: (ctx) =>
      signedDiscover(
        ctx,
        minimalCard({ supportedInterfaces: [iface('0.3'), iface('1.0')] }),
        'a2a-1.0',
      ),
    expect: { admitted: true },
  }),
  discoverCase({
    id: 'disc-minor-versions-compare-as-numbers',
    rule: 'XV-DISC-003',
    canonicalization: 'a2a-1.0',
    about: 'Major.Minor compare as numbers: 1.10 is above a 1.9 floor',
    build: (ctx) =>
      signedDiscover(ctx, minimalCard({ supportedInterfaces: [iface('1.10')] }), 'a2a-1.0', {
        floorVersion: '1.9',
      }),
    expect: { admitted: true },
  }),
  discoverCase({
    id: 'disc-minor-below-floor-rejected',
    rule: 'XV-DISC-003',
    canonicalization: 'a2a-1.0',
    about: 'an interface at 1.1 is below a 1.2 floor',
    build: (ctx) =>
      signedDiscover(ctx, minimalCard({ supportedInterfaces: [iface('1.1')] }), 'a2a-1.0', {
        floorVersion: '1.2',
      }),
    expect: { admitted: false, stage: 'version', code: 'DISC_PROTOCOL_VERSION_BELOW_FLOOR' },
  }),
  discoverCase({
    id: 'disc-legacy-top-level-version-beside-v1-members',
    rule: 'XV-DISC-003',
    canonicalization: 'jcs-emitted',
    about:
      'a legacy top-level protocolVersion below the floor beside v1.0-only members is rejected',
    build: (ctx) => signedDiscover(ctx, minimalCard({ protocolVersion: '0.3.0' }), 'jcs-emitted'),
    expect: { admitted: false, stage: 'version', code: 'DISC_PROTOCOL_VERSION_BELOW_FLOOR' },
  }),
];
