import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { isCrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { createInProcessIut } from '../../harness/transports/inProcessIut.ts';
import { naiveAdapter } from '../../implementations/naive/index.ts';
import { referenceAdapter } from '../../implementations/reference/createReferenceAdapter.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import { createPropertyContext } from '../../engine/properties/createPropertyContext.ts';
import { propertyCases } from '../../engine/properties/index.ts';
import { readRegressionFile } from '../../scenarios/regressions/index.ts';
import {
  loadRegressionCases,
  loadRegressionFiles,
  regressionCases,
  writeRegressionCase,
} from '../../engine/regressions/index.ts';

const naive = createInProcessIut('naive', naiveAdapter);
const reference = createInProcessIut('reference', referenceAdapter);
let ctx: CaseContext;

beforeAll(async () => {
  ctx = await createPropertyContext(5, 100);
});

describe('committed regression cases', () => {
  it('loads the counterexamples recorded against naive, one per file', () => {
    expect(regressionCases.map((c) => [c.id, c.rule])).toEqual([
      ['regression-client-no-retry-falls-back-naive-seed-42', 'XV-DEL-004'],
      ['regression-del-media-types-naive-seed-42', 'XV-DEL-001'],
      ['regression-neg-tri-state-capabilities-naive-seed-42', 'XV-NEG-001'],
      ['regression-str-chunked-artifacts-naive-seed-42', 'XV-STR-001'],
    ]);
  });

  // Judged client-role files need the wire: client-properties.msw.test.ts runs them.
  it.each(regressionCases.filter((c) => c.wire !== true).map((c) => [c.id, c] as const))(
    '%s fails on naive and passes on reference',
    async (_id, c) => {
      const onNaive = await c.run(naive, ctx);
      const onReference = await c.run(reference, ctx);
      expect(onNaive.verdict).toBe('fail');
      expect(onReference.verdict).toBe('pass');
      // The case names the search that found it; the engine spells the replay command.
      expect(onNaive.rerun).toEqual({
        caseId: expect.stringMatching(/^prop-[a-z-]+$/) as unknown,
        seed: 42,
        path: expect.stringMatching(/^[\d:]+$/) as unknown,
      });
    },
  );

  it('stores cards unsigned, with the recipe to sign them again', () => {
    const file = loadRegressionFiles().find((f) => f.rule === 'XV-NEG-001')!;
    const card = file.params['card'] as { card: Record<string, unknown>; sign: unknown };
    expect(card.card['signatures']).toBeUndefined();
    expect(card.sign).toEqual({
      canonicalization: expect.stringMatching(/^(a2a-1\.0|jcs-emitted)$/) as unknown,
    });
  });
});

describe('writeRegressionCase', () => {
  it('turns a property counterexample into a case that fails the same way', async () => {
    // Arrange
    const dir = await mkdtemp(join(tmpdir(), 'crosscheck-regressions-'));
    const property = propertyCases.find((c) => c.id === 'prop-disc-security-schemes')!;
    const found = await property.run(naive, { ...ctx, seed: 11 });
    try {
      // Act
      const path = await writeRegressionCase(
        {
          rule: property.rule,
          caseId: property.id,
          iut: 'naive',
          counterexample: found.evidence.counterexample!,
        },
        { dir },
      );
      const [loaded] = loadRegressionCases(dir);
      // Assert
      expect(path).toBe(join(dir, 'disc-security-schemes-naive-seed-11.json'));
      const written = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
      expect(written).toMatchObject({
        rule: 'XV-DISC-002',
        caseId: 'regression-disc-security-schemes-naive-seed-11',
        call: 'discover',
        projection: 'discover-verdict',
        foundBy: { property: 'prop-disc-security-schemes', iut: 'naive', seed: 11 },
      });
      const model = found.evidence.counterexample!.referenceAnswer as Record<string, unknown>;
      expect(written['expect']).toEqual({
        admitted: model['admitted'],
        stage: model['stage'] ?? null,
        code: model['code'] ?? null,
        signature: model['signature'],
      });
      expect((await loaded!.run(naive, ctx)).verdict).toBe('fail');
      expect((await loaded!.run(reference, ctx)).verdict).toBe('pass');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('readRegressionFile', () => {
  it.each([
    [{ rule: 'XV-NEG-001' }, '"caseId" is not kebab-case'],
    [{ rule: 'XV-NEG-001', caseId: 'Bad_Id' }, '"caseId" is not kebab-case'],
    [{ rule: 'XV-NEG-001', caseId: 'a-b', about: '', call: 'hello' }, '"call" is not one of'],
    [
      { rule: 'XV-NEG-001', caseId: 'a-b', about: '', call: 'discover', projection: 'nope' },
      '"projection" names no known projection',
    ],
  ])('refuses %j', (value, why) => {
    const error = (() => {
      try {
        readRegressionFile(value, 'x.json');
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(isCrosscheckError(error, 'USAGE')).toBe(true);
    expect((error as Error).message).toContain(why);
  });
});
