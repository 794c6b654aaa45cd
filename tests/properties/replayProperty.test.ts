import { beforeAll, describe, expect, it } from 'vitest';
import { isCrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { createInProcessIut } from '../../harness/transports/inProcessIut.ts';
import { naiveAdapter } from '../../implementations/naive/index.ts';
import { referenceAdapter } from '../../implementations/reference/createReferenceAdapter.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import type { CaseOutcome } from '../../scenarios/core/ConformanceCase.ts';
import { regressionScenario } from '../../scenarios/regressions/index.ts';
import { loadRegressionFiles } from '../../engine/regressions/index.ts';
import { createPropertyContext } from '../../engine/properties/createPropertyContext.ts';
import { propertyCases, replayProperty } from '../../engine/properties/index.ts';

const naive = createInProcessIut('naive', naiveAdapter);
let ctx: CaseContext;

beforeAll(async () => {
  ctx = await createPropertyContext(42, 100);
});

async function search(caseId: string, seed: number): Promise<CaseOutcome> {
  const c = propertyCases.find((p) => p.id === caseId)!;
  return c.run(naive, { ...ctx, seed });
}

/** The parts of an outcome a replay must reproduce exactly (signature bytes differ per signing). */
function comparable(o: CaseOutcome) {
  const evidence = { ...o.evidence };
  delete evidence.durationMs;
  delete evidence.card;
  return { verdict: o.verdict, evidence };
}

describe('replayProperty', () => {
  it.each([
    ['XV-NEG-002', 'prop-neg-request-extensions', 42],
    ['XV-DISC-002', 'prop-disc-security-schemes', 7],
    ['XV-DEL-004', 'prop-del-routing', 42],
    ['XV-STR-001', 'prop-str-chunked-artifacts', 3],
  ])('reruns %s (%s, seed %i) to the same outcome', async (rule, caseId, seed) => {
    // Arrange
    const found = await search(caseId, seed);
    const { path } = found.evidence.counterexample!;
    // Act
    const replayed = await replayProperty({ rule, caseId, seed, path, iut: naive, ctx });
    // Assert
    expect(found.verdict).toBe('fail');
    expect(comparable(replayed)).toEqual(comparable(found));
  });

  it('finds the only property of a rule without a case id, and passes a fixed IUT', async () => {
    const found = await search('prop-disc-security-schemes', 42);
    const { path } = found.evidence.counterexample!;
    const reference = createInProcessIut('reference', referenceAdapter);
    const replayed = await replayProperty({
      rule: 'XV-DISC-002',
      seed: 42,
      path,
      iut: reference,
      ctx,
    });
    expect(replayed.verdict).toBe('pass');
  });

  it("replays a bare input path (a differential finding's) as that one input", async () => {
    // Arrange: input 0 of seed 42, which the reference model's own adapter answers as the model.
    const reference = createInProcessIut('reference', referenceAdapter);
    // Act
    const replayed = await replayProperty({
      rule: 'XV-DISC-002',
      seed: 42,
      path: '0',
      iut: reference,
      ctx,
    });
    // Assert: not a search from there on (100 inputs), the one input.
    expect(replayed.verdict).toBe('pass');
    expect(replayed.evidence.summary).toContain(
      ': 1 generated inputs agree with the reference model',
    );
  });

  it('runs the whole search at the seed when no path is given (replay --case alone)', async () => {
    // Arrange: naive fails this property at seed 42 on its third input, not its first.
    const found = await search('prop-sig-unprotected-header', 42);
    // Act
    const replayed = await replayProperty({
      rule: 'XV-SIG-003',
      caseId: 'prop-sig-unprotected-header',
      seed: 42,
      path: '',
      iut: naive,
      ctx,
    });
    // Assert: the same first failing input (its index heads both paths), not one input only.
    expect(found.verdict).toBe('fail');
    expect(found.evidence.counterexample!.path.split(':')[0]).not.toBe('0');
    expect(replayed.verdict).toBe('fail');
    expect(replayed.evidence.counterexample!.path.split(':')[0]).toBe(
      found.evidence.counterexample!.path.split(':')[0],
    );
  });

  it('asks for a case id when the rule has several properties', async () => {
    const error = await replayProperty({
      rule: 'XV-NEG-001',
      seed: 1,
      path: '0',
      iut: naive,
      ctx,
    }).catch((e: unknown) => e);
    expect(isCrosscheckError(error, 'USAGE')).toBe(true);
    expect((error as Error).message).toContain(
      'prop-neg-tri-state-capabilities, prop-neg-wrong-types-never-declared',
    );
  });

  it("replays every committed regression file's { seed, path } to the scenario it stores", async () => {
    // Judged (client-role) files need the wire: client-properties.msw.test.ts replays them.
    for (const file of loadRegressionFiles().filter((f) => f.judge === undefined)) {
      const { property, seed, path } = file.foundBy;
      const replayed = await replayProperty({
        rule: file.rule,
        caseId: property,
        seed,
        path,
        iut: naive,
        ctx,
      });
      expect(replayed.evidence.counterexample?.input).toEqual(regressionScenario(file));
    }
  });
});
