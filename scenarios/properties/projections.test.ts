import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  PROJECTIONS,
  type ProjectionName,
  comparableProjection,
  project,
  projectRefusal,
} from './projections.ts';

/**
 * Every member of the verifier and consumer answers the contract defines is
 * compared by some projection, the one of the rule that owns it (docs/adapter-protocol.md §4.1),
 * refusals included. Each row changes one member of an answer and names, by hand, the projections
 * that must see the change.
 */
const ADMITTED = {
  admitted: true,
  signature: 'valid',
  verifiedKid: 'k-1',
  capabilities: {
    streaming: true,
    pushNotifications: 'undeclared',
    extendedAgentCard: false,
    extensions: ['urn:x'],
  },
  mayNegotiateExtensions: true,
};
const REFUSED = {
  admitted: false,
  stage: 'signature',
  code: 'SIG_INVALID',
  signature: 'invalid',
  mayNegotiateExtensions: false,
};
const FALLBACK = {
  decision: 'fallback',
  peer: 'peer-1',
  requestExtensions: ['urn:x'],
  markDegraded: [{ peer: 'case-peer', skillId: 's' }],
};
const REJECTED = {
  decision: 'reject',
  error: { type: 'CapabilityInvariantError', code: 'DEL_UNKNOWN_SKILL', message: 'no skill' },
  requestExtensions: [],
};

const caps = (member: string, value: unknown) => ({
  ...ADMITTED,
  capabilities: { ...ADMITTED.capabilities, [member]: value },
});

/** [contract member, answer, the same answer with that member changed, projections that see it]. */
const ROWS: [string, object, object, ProjectionName[]][] = [
  [
    'discover.admitted',
    REFUSED,
    { ...REFUSED, admitted: true },
    [
      'discover-verdict',
      'discover-trust',
      'discover-header',
      'discover-capabilities',
      'discover-negotiation',
      'discover-minimal',
    ],
  ],
  [
    'discover.stage',
    REFUSED,
    { ...REFUSED, stage: 'schema' },
    [
      'discover-verdict',
      'discover-trust',
      'discover-header',
      'discover-capabilities',
      'discover-minimal',
    ],
  ],
  [
    'discover.code',
    REFUSED,
    { ...REFUSED, code: 'SIG_KEY_REVOKED' },
    ['discover-verdict', 'discover-trust', 'discover-minimal'],
  ],
  [
    'discover.signature',
    ADMITTED,
    { ...ADMITTED, signature: 'absent' },
    ['discover-verdict', 'discover-trust', 'discover-header'],
  ],
  // A kid reported where nothing verified is compared too: absent reads as null.
  ['discover.verifiedKid', REFUSED, { ...REFUSED, verifiedKid: 'k-1' }, ['discover-trust']],
  [
    'discover.capabilities.streaming',
    ADMITTED,
    caps('streaming', 'undeclared'),
    ['discover-capabilities', 'discover-minimal'],
  ],
  [
    'discover.capabilities.pushNotifications',
    ADMITTED,
    caps('pushNotifications', true),
    ['discover-capabilities'],
  ],
  [
    'discover.capabilities.extendedAgentCard',
    ADMITTED,
    caps('extendedAgentCard', 'undeclared'),
    ['discover-capabilities'],
  ],
  [
    'discover.capabilities.extensions',
    ADMITTED,
    caps('extensions', 'undeclared'),
    ['discover-capabilities', 'discover-negotiation', 'discover-minimal'],
  ],
  [
    'discover.mayNegotiateExtensions',
    REFUSED,
    { ...REFUSED, mayNegotiateExtensions: true },
    ['discover-negotiation', 'discover-minimal'],
  ],
  [
    'plan.decision',
    FALLBACK,
    { ...FALLBACK, decision: 'send' },
    ['plan-extensions', 'plan-decision', 'plan-routing'],
  ],
  ['plan.peer', FALLBACK, { ...FALLBACK, peer: 'peer-2' }, ['plan-decision', 'plan-routing']],
  [
    'plan.error.type',
    REJECTED,
    { ...REJECTED, error: { ...REJECTED.error, type: 'DiscoveryError' } },
    ['plan-decision', 'plan-routing'],
  ],
  [
    'plan.error.code',
    REJECTED,
    { ...REJECTED, error: { ...REJECTED.error, code: 'DEL_PEER_DEGRADED' } },
    ['plan-decision', 'plan-routing'],
  ],
  [
    'plan.requestExtensions',
    FALLBACK,
    { ...FALLBACK, requestExtensions: [] },
    ['plan-extensions', 'plan-routing'],
  ],
  ['plan.markDegraded', FALLBACK, { ...FALLBACK, markDegraded: [] }, ['plan-routing']],
  [
    'reassemble.artifacts',
    { artifacts: [{ artifactId: 'a', parts: [{ text: 'x' }] }] },
    { artifacts: [{ artifactId: 'a', parts: [] }] },
    ['reassemble-artifacts'],
  ],
];

/** Prose for people, not compared: `plan.error.message`. */
const FREE = ['plan.error.message'];

const NAMES = Object.keys(PROJECTIONS) as ProjectionName[];

function seeing(before: object, after: object): ProjectionName[] {
  return NAMES.filter(
    (name) => JSON.stringify(project(name, before)) !== JSON.stringify(project(name, after)),
  );
}

/** Member paths of the results in contract.schema.json, nested objects expanded. */
function contractMembers(): string[] {
  const schema = JSON.parse(
    readFileSync(new URL('../../harness/contract/contract.schema.json', import.meta.url), 'utf8'),
  ) as { $defs: Record<string, { properties?: Record<string, { $ref?: string }> }> };
  const defs = schema.$defs;
  const walk = (prefix: string, def: string): string[] =>
    Object.entries(defs[def]?.properties ?? {}).flatMap(([name, value]) => {
      const ref = value.$ref?.replace('#/$defs/', '');
      const nested = ref !== undefined && defs[ref]?.properties !== undefined;
      return nested ? walk(`${prefix}.${name}`, ref) : [`${prefix}.${name}`];
    });
  return [
    ...walk('discover', 'discoverResult'),
    ...walk('plan', 'planResult'),
    ...walk('reassemble', 'reassembleResult'),
  ].sort();
}

describe('projections', () => {
  it.each(ROWS)('a change of %s is seen by its owners', (_member, before, after, owners) => {
    expect(seeing(before, after)).toEqual(owners);
  });

  it('compare every member of every answer the contract defines, but the prose', () => {
    expect([...ROWS.map(([member]) => member), ...FREE].sort()).toEqual(contractMembers());
  });

  it('read only the members the contract fixes in every refusal for a refusal', () => {
    const refusalOf = (name: ProjectionName) =>
      projectRefusal(name, PROJECTIONS[name].call === 'plan' ? REJECTED : REFUSED);
    expect(NAMES.map((name) => [name, refusalOf(name)])).toEqual([
      ['discover-verdict', {}],
      ['discover-trust', {}],
      ['discover-header', {}],
      ['discover-capabilities', { capabilities: null }],
      ['discover-negotiation', { extensions: null, mayNegotiateExtensions: false }],
      ['discover-minimal', { streaming: null, extensions: null, mayNegotiateExtensions: false }],
      ['plan-extensions', { requestExtensions: [] }],
      ['plan-decision', { peer: null }],
      ['plan-routing', { peer: null }],
      ['reassemble-artifacts', {}],
    ]);
  });

  it('read a part member with implicit presence at its default as absent', () => {
    const part = { url: 'https://x.example/f.pdf', mediaType: '', filename: '' };
    expect(
      project('reassemble-artifacts', { artifacts: [{ artifactId: 'a', parts: [part] }] }),
    ).toEqual({ artifacts: [{ artifactId: 'a', parts: [{ url: 'https://x.example/f.pdf' }] }] });
    expect(
      project('reassemble-artifacts', { artifacts: [{ artifactId: 'a', parts: [{ text: '' }] }] }),
    ).toEqual({ artifacts: [{ artifactId: 'a', parts: [{ text: '' }] }] });
  });

  it('read the extensions activated toward a fallback peer in the routing projection only on a fallback', () => {
    expect(project('plan-routing', FALLBACK, { degraded: [] })).toEqual({
      decision: 'fallback',
      peer: 'peer-1',
      error: null,
      markDegraded: [{ peer: 'case-peer', skillId: 's' }],
      fallbackExtensions: ['urn:x'],
    });
    expect(project('plan-routing', { ...FALLBACK, decision: 'send' })).toMatchObject({
      fallbackExtensions: null,
    });
    // A pair routing memory already holds may be listed again or not.
    expect(
      project('plan-routing', FALLBACK, { degraded: [{ peer: 'case-peer', skillId: 's' }] }),
    ).toMatchObject({ markDegraded: [] });
  });
});

/**
 * [what changes, answer, the same answer told another way, the context]: changes that no
 * projection may see, because the contract compares the member as a set, as one class, or not
 * at all there (docs/adapter-protocol.md §4.2).
 */
const UNSEEN: [string, object, object, object][] = [
  [
    'the declared extensions in another order, one repeated (a set of URIs)',
    caps('extensions', ['urn:x', 'urn:y']),
    caps('extensions', ['urn:y', 'urn:x', 'urn:y']),
    {},
  ],
  [
    'the activated extensions in another order, one repeated (a set of URIs)',
    { ...FALLBACK, requestExtensions: ['urn:x', 'urn:y'] },
    { ...FALLBACK, requestExtensions: ['urn:y', 'urn:x', 'urn:x'] },
    {},
  ],
  [
    'DEL_NO_FALLBACK_PEER for DEL_PEER_DEGRADED (one class: no peer left for the pair)',
    { ...REJECTED, error: { ...REJECTED.error, code: 'DEL_PEER_DEGRADED' } },
    { ...REJECTED, error: { ...REJECTED.error, code: 'DEL_NO_FALLBACK_PEER' } },
    {},
  ],
  [
    'the pairs marked degraded in another order, one repeated (a set of pairs)',
    {
      ...FALLBACK,
      markDegraded: [
        { peer: 'a', skillId: 's' },
        { peer: 'b', skillId: 's' },
      ],
    },
    {
      ...FALLBACK,
      markDegraded: [
        { peer: 'b', skillId: 's' },
        { peer: 'a', skillId: 's' },
        { peer: 'b', skillId: 's' },
      ],
    },
    {},
  ],
  [
    'the planned pair of an unknown skill marked degraded',
    REJECTED,
    { ...REJECTED, markDegraded: [{ peer: 'case-peer', skillId: 's' }] },
    { peer: 'case-peer', skillId: 's', degraded: [] },
  ],
  [
    'a signature state for a card refused at the schema stage (not examined)',
    {
      admitted: false,
      stage: 'schema',
      code: 'CARD_MALFORMED_JSON',
      mayNegotiateExtensions: false,
    },
    {
      admitted: false,
      stage: 'schema',
      code: 'CARD_MALFORMED_JSON',
      signature: 'valid',
      mayNegotiateExtensions: false,
    },
    {},
  ],
];

/** Changes the same comparisons still see: another URI, another pair, another code. */
const SEEN: [string, object, object, object, ProjectionName[]][] = [
  [
    'a declared URI in another case (URIs compare as exact strings)',
    caps('extensions', ['urn:x']),
    caps('extensions', ['URN:x']),
    {},
    ['discover-capabilities', 'discover-negotiation', 'discover-minimal'],
  ],
  [
    'a pair of another peer of the unknown skill marked degraded',
    REJECTED,
    { ...REJECTED, markDegraded: [{ peer: 'peer-1', skillId: 's' }] },
    { peer: 'case-peer', skillId: 's', degraded: [] },
    ['plan-routing'],
  ],
  [
    'DEL_NO_FALLBACK_PEER for DEL_MEDIA_TYPE_NOT_ACCEPTED',
    { ...REJECTED, error: { ...REJECTED.error, code: 'DEL_MEDIA_TYPE_NOT_ACCEPTED' } },
    { ...REJECTED, error: { ...REJECTED.error, code: 'DEL_NO_FALLBACK_PEER' } },
    {},
    ['plan-decision', 'plan-routing'],
  ],
];

describe('how each member compares', () => {
  const seen = (before: object, after: object, context: object) =>
    NAMES.filter(
      (name) =>
        JSON.stringify(project(name, before, context)) !==
        JSON.stringify(project(name, after, context)),
    );
  it.each(UNSEEN)('no projection sees %s', (_what, before, after, context) => {
    expect(seen(before, after, context)).toEqual([]);
  });
  it.each(SEEN)('%s is seen', (_what, before, after, context, owners) => {
    expect(seen(before, after, context)).toEqual(owners);
  });
});

describe('comparableProjection (a stored expectation read with the comparisons of today)', () => {
  it('changes nothing in a fresh projection', () => {
    for (const [, before, after] of ROWS)
      for (const name of NAMES)
        for (const answer of [before, after])
          expect(comparableProjection(project(name, answer))).toEqual(project(name, answer));
  });

  it('reads an expectation stored before as a fresh projection does', () => {
    const stored = {
      decision: 'reject',
      peer: null,
      error: { type: 'CapabilityInvariantError', code: 'DEL_PEER_DEGRADED' },
      markDegraded: [
        { peer: 'b', skillId: 's' },
        { peer: 'a', skillId: 's' },
      ],
      fallbackExtensions: null,
    };
    const answer = {
      ...stored,
      error: { ...stored.error, code: 'DEL_NO_FALLBACK_PEER' },
      markDegraded: [...stored.markDegraded].reverse(),
    };
    expect(comparableProjection(stored)).toEqual(project('plan-routing', answer));
  });
});
