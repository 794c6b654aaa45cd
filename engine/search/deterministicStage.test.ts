import { beforeAll, describe, expect, it } from 'vitest';
import { createInProcessIut } from '../../harness/transports/inProcessIut.ts';
import { MUTANTS } from '../mutants/index.ts';
import { referenceAdapter } from '../../implementations/reference/createReferenceAdapter.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import { PROPERTY_DEFINITIONS } from './searchedProperties.ts';
import type { ModelScenario } from '../../scenarios/properties/VerifierScenario.ts';
import { createPropertyContext } from '../properties/createPropertyContext.ts';
import { STAGE_PATH_PREFIX, runProperty } from '../properties/runProperty.ts';

let ctx: CaseContext;
beforeAll(async () => {
  ctx = await createPropertyContext(42, 100);
});

const property = (id: string) => PROPERTY_DEFINITIONS.find((d) => d.id === id)!;

/** A mutant searched at the default seed and budget, then its failing path replayed alone. */
async function searchAndReplay(propertyId: string, mutantId: string) {
  const def = property(propertyId);
  const mutant = MUTANTS.find((m) => m.id === mutantId)!;
  const iut = createInProcessIut(`mutant:${mutant.id}`, mutant.adapter);
  const found = await runProperty(def, iut, ctx, { seed: 42, numRuns: 100 });
  const replayed = await runProperty(def, iut, ctx, {
    seed: 42,
    numRuns: 1,
    path: found.path!,
    budget: 100,
    endOnFailure: true,
  });
  return { found, replayed };
}

describe('the deterministic stage of a search', () => {
  it('is made from the seed alone, one edit per input, at most half the budget', async () => {
    // Arrange
    const def = property('prop-del-unknown-skill');
    // Act
    const once = (await def.examples!(42, 100, ctx)) as ModelScenario[];
    const again = (await def.examples!(42, 100, ctx)) as ModelScenario[];
    const other = (await def.examples!(7, 100, ctx)) as ModelScenario[];
    // Assert
    expect(once.length).toBeGreaterThan(0);
    expect(once.length).toBeLessThanOrEqual(50);
    expect(JSON.stringify(again)).toBe(JSON.stringify(once));
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(once));
    expect(once.every((s) => s.mutations?.length === 1 && s.unmutated !== undefined)).toBe(true);
    // A smaller budget takes a prefix of the same stage.
    const small = (await def.examples!(42, 10, ctx)) as ModelScenario[];
    expect(JSON.stringify(small)).toBe(JSON.stringify(once.slice(0, 5)));
  });

  it('catches a name read where an id is asked for, shrinks it, and replays its path', async () => {
    // Arrange: the mutant finds a skill by its name when no id matches.
    // Act
    const { found, replayed } = await searchAndReplay(
      'prop-del-unknown-skill',
      'skill-found-by-name',
    );
    // Assert: found by the stage, its input shrunk, the swap kept.
    expect(found.failed).toBe(true);
    expect(found.path?.startsWith(STAGE_PATH_PREFIX)).toBe(true);
    expect(found.numShrinks).toBeGreaterThan(0);
    const edits = (found.scenario as ModelScenario).mutations ?? [];
    expect(edits.map((e) => [e.operator, e.mutation.op, e.input, e.schemaPath])).toEqual([
      ['swap-namespace', 'copy', 'plan', '/skillId'],
    ]);
    expect(replayed.failed).toBe(true);
    expect(replayed.scenario).toEqual(found.scenario);
    expect(replayed.numRuns).toBe(found.numRuns);
  });

  it("plants a reference another property's generator makes, and catches what only it shows", async () => {
    // Arrange: routing's generator never has a caller wanting an extension a fallback peer
    // declares; the negotiation generators have both. The mutant activates nothing toward a
    // fallback peer.
    // Act
    const stage = (await property('prop-del-routing').examples!(42, 100, ctx)) as ModelScenario[];
    const { found, replayed } = await searchAndReplay(
      'prop-del-routing',
      'fallback-without-caller-extensions',
    );
    // Assert: the stage holds splices planting the caller's extension and the card's declaration.
    const spliced = stage.flatMap((s) => s.mutations ?? []).filter((m) => m.operator === 'splice');
    expect(spliced.length).toBeGreaterThan(0);
    const ats = spliced.flatMap((m) => (m.mutation.op === 'splice' ? m.mutation.parts : []));
    expect(ats.map((p) => p.at)).toEqual(
      expect.arrayContaining(['/plan/callerExtensions/-', '/card/capabilities/extensions']),
    );
    expect(found.failed).toBe(true);
    expect(found.path?.startsWith(STAGE_PATH_PREFIX)).toBe(true);
    expect((found.scenario as ModelScenario).mutations?.map((m) => m.operator)).toEqual(['splice']);
    expect(replayed.failed).toBe(true);
    expect(replayed.scenario).toEqual(found.scenario);
  });

  it('finds nothing on the reference: the stage judges the oracle against itself', async () => {
    const iut = createInProcessIut('reference', referenceAdapter);
    const run = await runProperty(property('prop-del-unknown-skill'), iut, ctx, {
      seed: 42,
      numRuns: 100,
    });
    expect(run.failed).toBe(false);
    expect(run.numRuns + run.numExcluded).toBeGreaterThanOrEqual(100);
  });
});
