import { beforeAll, describe, expect, it } from 'vitest';
import type { JsonObject } from '../../harness/json/JsonValue.ts';
import { createInProcessIut } from '../../harness/transports/inProcessIut.ts';
import { referenceAdapter } from '../../implementations/reference/createReferenceAdapter.ts';
import { MUTANTS } from '../mutants/index.ts';
import { createPropertyContext } from '../properties/createPropertyContext.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import { evaluateScenario } from './evaluateScenario.ts';
import { relationBreach, transformed } from './relations.ts';
import { discoverOf, planOf, signed } from '../../scenarios/properties/scenarioBuilders.ts';
import type { ModelScenario } from '../../scenarios/properties/VerifierScenario.ts';

/**
 * Metamorphic relations judge the IUT against itself: the IUT's answer to an
 * input and to its transform. These cases are written by hand, and the IUTs are a mutant that
 * breaks a relation and the reference that keeps it.
 */
let ctx: CaseContext;
beforeAll(async () => {
  ctx = await createPropertyContext(20261202, 10);
});

const mutant = (id: string) => {
  const m = MUTANTS.find((x) => x.id === id)!;
  return createInProcessIut(m.id, m.adapter);
};
const reference = createInProcessIut('reference', referenceAdapter);

/** Two skills with different modes: the second accepts a PDF, the first does not. */
const card: JsonObject = {
  name: 'Invoice agent',
  description: 'Extracts invoices',
  version: '1.0.0',
  supportedInterfaces: [
    { url: 'https://agent.example/a2a/v1', protocolBinding: 'JSONRPC', protocolVersion: '1.0' },
  ],
  capabilities: {},
  defaultInputModes: ['text/plain'],
  defaultOutputModes: ['application/json'],
  skills: [
    { id: 'report.summarize', name: 'Summarize', description: 'Summaries', tags: [] },
    {
      id: 'invoice.extract',
      name: 'Extract',
      description: 'Extraction',
      tags: [],
      inputModes: ['application/pdf'],
    },
  ],
};

describe('metamorphic relations', () => {
  const plan = (relation: ModelScenario['relation']): ModelScenario => ({
    ...planOf(signed(card, 'jcs-emitted'), {
      skillId: 'invoice.extract',
      mediaType: 'application/pdf',
    }),
    ...(relation === undefined ? {} : { relation }),
  });

  it('reversing the set of skills must not change a delegation decision: a mutant that reads the first skill breaks it', async () => {
    const iut = mutant('resolves-first-skill-modes');
    const evaluation = await evaluateScenario(plan('permute-sets'), 'plan-decision', iut, ctx);
    expect(evaluation.mismatches.filter((m) => m.startsWith('relation permute-sets'))).toHaveLength(
      1,
    );
    // Both inputs are evidence: the transformed card lists the skills the other way round.
    expect(evaluation.related?.relation).toBe('permute-sets');
    const other = transformed(plan(undefined), 'permute-sets');
    expect(other?.call === 'plan' && other.card.card['skills']).toEqual(
      [...(card['skills'] as JsonObject[])].reverse(),
    );
  });

  it('the reference keeps every relation on the same input', async () => {
    for (const relation of ['permute-sets', 'reorder-members', 'add-unknown-member'] as const) {
      const evaluation = await evaluateScenario(plan(relation), 'plan-decision', reference, ctx);
      expect(evaluation.mismatches).toEqual([]);
    }
    const changed = await evaluateScenario(
      { ...discoverOf(signed(card, 'a2a-1.0')), relation: 'change-signed-member' },
      'discover-verdict',
      reference,
      ctx,
    );
    expect(changed.mismatches).toEqual([]);
    expect((changed.related?.iutAnswer as { signature?: string }).signature).toBe('invalid');
  });

  it('a changed signed member must lose the signature: an answer still "valid" after the change breaks it', () => {
    const valid = { admitted: true, signature: 'valid', mayNegotiateExtensions: false };
    const invalid = {
      admitted: false,
      stage: 'signature',
      code: 'SIG_INVALID',
      signature: 'invalid',
    };
    const check = (after: object) =>
      relationBreach(
        'change-signed-member',
        { projected: null, answer: valid },
        { projected: null, answer: after },
      );
    expect(check(valid)).toMatch(/^relation change-signed-member: the card verified/);
    expect(check(invalid)).toBeUndefined();
  });
});

describe('the reorder-members relation', () => {
  it('keeps a "__proto__" member of the card a member, in reverse order', () => {
    // Arrange
    const withProto = JSON.parse(
      '{"name":"a","capabilities":{"extensions":[{"uri":"urn:x","params":{"__proto__":{"tier":1},"region":"eu"}}]}}',
    ) as JsonObject;
    // Act
    const out = transformed(discoverOf(signed(withProto, 'jcs-emitted')), 'reorder-members');
    // Assert
    expect(JSON.stringify(out?.call === 'reassemble' ? undefined : out?.card.card)).toBe(
      '{"capabilities":{"extensions":[{"params":{"region":"eu","__proto__":{"tier":1}},"uri":"urn:x"}]},"name":"a"}',
    );
  });
});
