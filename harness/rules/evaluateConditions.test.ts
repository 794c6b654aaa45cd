import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../json/JsonValue.ts';
import type { CaseFacts } from './CaseFacts.ts';
import { conditionHolds, firstFailedCondition } from './evaluateConditions.ts';
import type { Condition } from './Rule.ts';

const jku = Buffer.from(
  JSON.stringify({ alg: 'ES256', kid: 'k', jku: 'https://a.example/jwks' }),
).toString('base64url');
const plain = Buffer.from(JSON.stringify({ alg: 'ES256', kid: 'k' })).toString('base64url');
const card = (extra: JsonObject = {}): JsonObject => ({
  name: 'A',
  capabilities: {},
  signatures: [{ protected: plain, signature: 'x' }],
  ...extra,
});
const policy = (p: Partial<NonNullable<CaseFacts['policy']>> = {}) => ({
  crossVendor: true,
  requiredNoDefault: [],
  canonicalization: 'jcs-emitted' as const,
  ...p,
});

describe('conditionHolds', () => {
  // Hand-written from the seeds' "Condition of Validity" sections: [condition, facts, holds].
  const table: [Condition, CaseFacts, boolean | undefined][] = [
    // seed 000: the manifest is signed
    ['signed-card', { card: card() }, true],
    ['signed-card', { card: card({ signatures: [] }) }, false],
    ['signed-card', {}, undefined],
    // seed 000: a tri-state field is absent (or null) in the emitted form
    ['tri-state-field', { card: card({ capabilities: { streaming: true } }) }, true],
    [
      'tri-state-field',
      {
        card: card({
          capabilities: {
            streaming: null,
            pushNotifications: false,
            extendedAgentCard: false,
            extensions: [],
          },
        }),
      },
      true,
    ],
    // seed 000: defaults injected before signing: every tri-state field is written out
    [
      'tri-state-field',
      {
        card: card({
          capabilities: {
            streaming: false,
            pushNotifications: false,
            extendedAgentCard: false,
            extensions: [],
          },
        }),
      },
      false,
    ],
    // seed 000: negotiation happens before the first task, not lazily
    ['negotiation-before-first-task', { negotiation: 'preflight' }, true],
    ['negotiation-before-first-task', { negotiation: 'lazy' }, false],
    ['negotiation-before-first-task', {}, undefined],
    // seed 002: different vendor or trust domain
    ['cross-vendor', { policy: policy() }, true],
    ['cross-vendor', { policy: policy({ crossVendor: false }) }, false],
    // seed 002: pre-flight decisions from card fields
    ['preflight-from-card', { routing: 'card' }, true],
    ['preflight-from-card', { routing: 'behaviour' }, false],
    // seed 002: skill-level overrides, streaming: true, or several schemes
    [
      'skill-override-or-streaming-or-schemes',
      { card: card({ skills: [{ id: 's', inputModes: ['application/pdf'] }] }) },
      true,
    ],
    [
      'skill-override-or-streaming-or-schemes',
      { card: card({ capabilities: { streaming: true } }) },
      true,
    ],
    [
      'skill-override-or-streaming-or-schemes',
      { card: card({ securitySchemes: { a: {}, b: {} } }) },
      true,
    ],
    [
      'skill-override-or-streaming-or-schemes',
      { card: card({ skills: [{ id: 's', inputModes: [] }], securitySchemes: { a: {} } }) },
      false,
    ],
    // seed 002: non-text artifacts
    ['non-text-artifact', { mediaType: 'application/pdf' }, true],
    ['non-text-artifact', { mediaType: 'text/csv; charset=utf-8' }, true],
    ['non-text-artifact', { mediaType: 'Text/Plain; charset=utf-8' }, false],
    ['non-text-artifact', { mediaType: 'text' }, false],
    // DESIGN §2: enforceInputModes is attested only under jcs-emitted
    ['covering-signature', { policy: policy() }, true],
    ['covering-signature', { policy: policy({ canonicalization: 'a2a-1.0' }) }, false],
    ['policy-required-no-default', { policy: policy({ requiredNoDefault: ['streaming'] }) }, true],
    ['policy-required-no-default', { policy: policy() }, false],
    ['jku-present', { card: card({ signatures: [{ protected: jku, signature: 'x' }] }) }, true],
    ['jku-present', { card: card() }, false],
    [
      'streaming-peer-blocking-caller',
      { card: card({ capabilities: { streaming: true } }), callerMode: 'blocking' },
      true,
    ],
    [
      'streaming-peer-blocking-caller',
      { card: card({ capabilities: { streaming: true } }), callerMode: 'streaming' },
      false,
    ],
    [
      'chunked-artifacts',
      {
        events: [
          { artifactUpdate: { artifact: { artifactId: 'a' } } },
          { artifactUpdate: { artifact: { artifactId: 'a' } } },
        ],
      },
      true,
    ],
    [
      'chunked-artifacts',
      {
        events: [
          { artifactUpdate: { artifact: { artifactId: 'a' } } },
          { artifactUpdate: { artifact: { artifactId: 'b' } } },
        ],
      },
      false,
    ],
    ['extension-activation-attempted', { extensionActivation: false }, false],
    // the reader's defaulting is not observable up front: it always holds
    ['defaulting-reader', {}, true],
  ];
  it.each(table)('%s on %j → %s', (condition, facts, holds) => {
    expect(conditionHolds(condition, facts)).toBe(holds);
  });
});

describe('firstFailedCondition', () => {
  it('returns the first failing condition with the catalogue reason and source', () => {
    expect(
      firstFailedCondition(['signed-card', 'cross-vendor', 'non-text-artifact'], {
        card: card(),
        policy: policy({ crossVendor: false }),
        mediaType: 'text/plain',
      }),
    ).toEqual({
      condition: 'cross-vendor',
      reason: 'same trust domain: signature-only trust is acceptable there',
      source: 'seeds/002_b26da691acc784e9.txt § Condition of Validity',
    });
  });

  it('judges a case that states no facts', () => {
    expect(firstFailedCondition(['cross-vendor', 'negotiation-before-first-task'], {})).toBe(
      undefined,
    );
  });
});
