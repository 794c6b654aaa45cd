import { beforeAll, describe, expect, it } from 'vitest';
import type { JsonObject } from '../../harness/json/JsonValue.ts';
import { createInProcessIut } from '../../harness/transports/inProcessIut.ts';
import { referenceAdapter } from '../../implementations/reference/createReferenceAdapter.ts';
import { MUTANTS } from '../../engine/mutants/index.ts';
import { createPropertyContext } from '../../engine/properties/createPropertyContext.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import { evaluateScenario } from '../../engine/search/evaluateScenario.ts';
import { discoverOf, signed } from '../../scenarios/properties/scenarioBuilders.ts';
import {
  SPARE_KID,
  servedTrustedKeys,
  trustStandIn,
} from '../../scenarios/properties/trustedKeys.ts';
import type { DiscoverScenario } from '../../scenarios/properties/VerifierScenario.ts';

/**
 * Written by hand, so a bug in the projections cannot hide one: every member of an answer is compared, in refusals too, and
 * a refusal at a wrong, earlier stage fails the rule of the stage its code belongs to. The IUTs
 * are mutants that get one secondary member wrong, and the reference that gets none wrong.
 */
let ctx: CaseContext;
beforeAll(async () => {
  ctx = await createPropertyContext(20261203, 10);
});

const iutOf = (id: string) => {
  const m = MUTANTS.find((x) => x.id === id)!;
  return createInProcessIut(m.id, m.adapter);
};
const reference = createInProcessIut('reference', referenceAdapter);

const card = (extra: JsonObject = {}): JsonObject => ({
  name: 'Invoice agent',
  description: 'Extracts invoices',
  version: '1.0.0',
  supportedInterfaces: [
    { url: 'https://agent.example/a2a/v1', protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
  ],
  capabilities: { extensions: [{ uri: 'https://a2a.example/ext/tracing/v1' }] },
  defaultInputModes: ['application/json'],
  defaultOutputModes: ['application/json'],
  skills: [{ id: 'invoice.extract', name: 'Extract', description: 'Extraction', tags: [] }],
  ...extra,
});

/** A requirement naming a scheme the card does not define: a consistency-stage refusal. */
const undefinedScheme = card({ securityRequirements: [{ schemes: { oauth: { list: [] } } }] });

describe('a refusal belongs to the stage of its code', () => {
  it('a scheme check run at the schema stage fails the consistency rule, not-applicable elsewhere', async () => {
    // Arrange
    const iut = iutOf('schemes-checked-at-schema-stage');
    const scenario = discoverOf(signed(undefinedScheme, 'a2a-1.0'));
    // Act
    const own = await evaluateScenario(scenario, 'discover-verdict', iut, ctx, undefined, {
      rule: 'XV-DISC-002',
    });
    const other = await evaluateScenario(scenario, 'discover-capabilities', iut, ctx, undefined, {
      rule: 'XV-NEG-001',
      conditions: [],
    });
    // Assert
    expect(own.excluded).toBeUndefined();
    expect(own.mismatches).toEqual([
      '/stage: expected "consistency", got "schema"',
      '/signature: expected "valid", got null',
    ]);
    expect(other).toMatchObject({
      mismatches: [],
      excluded:
        'refused at the schema stage with a consistency code (DISC_UNDEFINED_SECURITY_SCHEME), before the negotiation stage XV-NEG-001 judges; that refusal is judged by the rules of the consistency stage',
    });
  });

  it('the reference refuses at the consistency stage and passes', async () => {
    const scenario = discoverOf(signed(undefinedScheme, 'a2a-1.0'));
    const own = await evaluateScenario(scenario, 'discover-verdict', reference, ctx, undefined, {
      rule: 'XV-DISC-002',
    });
    expect(own).toMatchObject({ mismatches: [], iutAnswer: { stage: 'consistency' } });
  });
});

describe('members the contract fixes in every refusal', () => {
  /** A mutated input the model refuses under A2A-CARD-001: another rule's verdict. */
  const nameless = (): DiscoverScenario => {
    const { name, ...rest } = card();
    void name;
    return {
      ...discoverOf(signed(rest, 'a2a-1.0')),
      mutations: [
        {
          operator: 'drop',
          mutation: { op: 'drop', at: '/card/name' },
          input: 'card',
          schemaPath: '/name',
        },
      ],
    };
  };

  it('a refused card that allows negotiation fails XV-NEG-002 though the refusal is A2A-CARD-001s', async () => {
    const judged = { rule: 'XV-NEG-002', conditions: [] };
    const broken = await evaluateScenario(
      nameless(),
      'discover-negotiation',
      iutOf('negotiation-on-refused-cards'),
      ctx,
      undefined,
      judged,
    );
    const kept = await evaluateScenario(
      nameless(),
      'discover-negotiation',
      reference,
      ctx,
      undefined,
      judged,
    );
    expect(broken).toMatchObject({
      mismatches: ['/mayNegotiateExtensions: expected false, got true'],
    });
    expect(broken.excluded).toBeUndefined();
    expect(kept).toMatchObject({
      mismatches: [],
      excluded:
        'a mutated input the reference model refuses under A2A-CARD-001 (CARD_MISSING_REQUIRED), not XV-NEG-002',
    });
  });

  it('a kid reported where no entry verified fails XV-SIG-005', async () => {
    const scenario = discoverOf({
      card: card(),
      sign: {
        canonicalization: 'a2a-1.0',
        extraEntries: [{ at: 0, kind: 'untrusted-key' }],
        dropOwn: true,
      },
    });
    const broken = await evaluateScenario(
      scenario,
      'discover-trust',
      iutOf('verified-kid-without-verification'),
      ctx,
    );
    const kept = await evaluateScenario(scenario, 'discover-trust', reference, ctx);
    expect(broken.mismatches).toEqual([
      '/verifiedKid: expected null, got "crosscheck-signer-es256"',
    ]);
    expect(kept.mismatches).toEqual([]);
  });
});

describe('a mutated input is evidence only where its unmutated input reached the rule', () => {
  it('is left out when the IUT refuses the input it was edited from before the rule judges', async () => {
    // Arrange: an IUT that refuses any card holding a non-ASCII character at the signature stage,
    // and a mutated input whose unmutated card holds one (the edit took it out).
    const iut = iutOf('canonical-form-escapes-non-ascii');
    const unmutated = discoverOf(signed(card({ name: 'Café agent' }), 'a2a-1.0'));
    const scenario: DiscoverScenario = {
      ...discoverOf(signed(card({ name: 'Cafe agent' }), 'a2a-1.0')),
      mutations: [
        {
          operator: 'adversarial-string',
          mutation: { op: 'adversarial-string', at: '/card/name', value: 'Cafe agent', label: 'x' },
          input: 'card',
          schemaPath: '/name',
        },
      ],
      unmutated,
    };
    // Act
    const evaluation = await evaluateScenario(
      scenario,
      'discover-capabilities',
      iut,
      ctx,
      undefined,
      { rule: 'XV-NEG-001', conditions: [] },
    );
    // Assert
    expect(evaluation.excluded).toBe(
      'a mutated input whose unmutated input the IUT does not bring to the stages XV-NEG-001 judges (refused at the signature stage (SIG_INVALID), before the negotiation stage XV-NEG-001 judges; that refusal is judged by the rules of the signature stage)',
    );
  });
});

describe('the trusted keys as a mutated input', () => {
  it('an unedited stand-in serves the run keys and the spare one, and an edited one keeps the edit', async () => {
    const recipes = [{ sign: { alg: 'EdDSA' as const } }];
    const plain = await servedTrustedKeys(recipes, undefined, ctx);
    const standIn = trustStandIn(recipes);
    const served = await servedTrustedKeys(recipes, standIn, ctx);
    // The run's keys, every member and its material, with the spare key before the case key.
    expect(served.keys.filter((k) => k.kid !== SPARE_KID)).toEqual(plain.keys);
    const kids = served.keys.map((k) => k.kid);
    expect(kids.indexOf(SPARE_KID)).toBe(kids.indexOf('crosscheck-case-key') - 1);
    expect(served.keys.find((k) => k.kid === SPARE_KID)).toMatchObject({ kty: 'EC', crv: 'P-256' });
    expect(typeof served.keys.find((k) => k.kid === SPARE_KID)?.['x']).toBe('string');
    // The spare key takes the case key's kid: two trusted keys share it, the first a wrong one.
    const twin = {
      keys: [{ ...standIn.keys[0]!, kid: 'crosscheck-case-key' }, ...standIn.keys.slice(1)],
    };
    const shared = await servedTrustedKeys(recipes, twin, ctx);
    expect(shared.keys.filter((k) => k.kid === 'crosscheck-case-key')).toHaveLength(2);
    const edited = {
      keys: [standIn.keys[0]!, { ...standIn.keys[1]!, use: 'enc' }, ...standIn.keys.slice(2)],
    };
    const used = await servedTrustedKeys(recipes, edited, ctx);
    expect(used.keys.filter((k) => k.kid !== SPARE_KID).map((k) => [k.kid, k.use])).toEqual(
      plain.keys.map((k) => [k.kid, k.kid === 'crosscheck-case-key' ? 'enc' : k.use]),
    );
  });
});
