import { describe, expect, it } from 'vitest';
import type { AdapterModule } from '../../harness/contract/types.ts';
import { type ShardSpec, resolveOptions } from '../../harness/options/index.ts';
import { createInProcessIut } from '../../harness/transports/inProcessIut.ts';
import { MUTANTS } from '../mutants/index.ts';
import { referenceAdapter } from '../../implementations/reference/createReferenceAdapter.ts';
import { combineDifferentials } from '../../reports/index.ts';
import { propertyCases } from '../properties/index.ts';
import type { ResolvedIut } from '../run/RunPhase.ts';
import { runConformance } from '../run/runConformance.ts';

/** XV-DISC-002's property compares discovery verdicts on cards naming security schemes. */
const RULE = 'XV-DISC-002';
const PROPERTY = 'prop-disc-security-schemes';

const inProcess = (id: string, adapter: AdapterModule): ResolvedIut => ({
  iut: createInProcessIut(id, adapter),
  transport: 'in-process',
});

/** The reference, except that every `discover` crashes. */
const crashing: AdapterModule = {
  ...referenceAdapter,
  discover: () => {
    throw new Error('crashed on purpose');
  },
};

async function differentialOf(iuts: ResolvedIut[], shard: ShardSpec | null = null) {
  const outcome = await runConformance({
    options: resolveOptions({ seed: 42, runs: 30, rule: [RULE], shard }),
    iuts,
    cases: propertyCases,
  });
  return { outcome, differential: outcome.differential };
}

describe('the differential check', () => {
  it('reports a mutant and the reference answering one input differently, with both answers', async () => {
    // Arrange
    const mutant = MUTANTS.find((m) => m.id === 'scheme-names-ignore-case')!;
    const name = `mutant:${mutant.id}`;
    // Act
    const { outcome, differential } = await differentialOf([
      inProcess('reference', referenceAdapter),
      inProcess(name, mutant.adapter),
    ]);
    // Assert: the mutant admits a card whose requirement names a defined scheme in another case.
    const comparison = differential?.comparisons.find((c) => c.iuts[1] === name);
    expect(comparison).toMatchObject({ property: PROPERTY, rule: RULE, role: 'verifier' });
    expect(comparison!.projected).toBeGreaterThan(0);
    const finding = differential!.findings.find((f) => f.kind === 'projected')!;
    expect(finding).toMatchObject({
      property: PROPERTY,
      rule: RULE,
      iuts: ['reference', name],
      seed: 42,
      answers: [
        {
          iut: 'reference',
          answer: { admitted: false, code: 'DISC_UNDEFINED_SECURITY_SCHEME' },
          judged: { verdict: 'agrees' },
        },
        { iut: name, answer: { admitted: true }, judged: { verdict: 'disagrees' } },
      ],
      referenceAnswer: { admitted: false, code: 'DISC_UNDEFINED_SECURITY_SCHEME' },
    });
    expect(finding.pointers).toContain('/admitted');
    expect(finding.input).toBeDefined();
    expect(finding.answers[1].replay).toBe(
      `npx a2a-crosscheck replay --rule ${RULE} --iut ${name} --case ${PROPERTY} --seed 42 --path "${finding.path}"`,
    );
    // The first input they answer differently is the one the mutant's search failed on.
    const failed = outcome.results
      .find((r) => r.iut === name)!
      .cases.find((c) => c.case === PROPERTY)!;
    expect(failed.verdict).toBe('fail');
    expect(failed.evidence.counterexample!.path.split(':')[0]).toBe(finding.path);
  });

  it('reports nothing between two IUTs that answer alike, and compares every input', async () => {
    // Act
    const { differential } = await differentialOf([
      inProcess('reference', referenceAdapter),
      inProcess('reference-twin', referenceAdapter),
    ]);
    // Assert
    expect(differential?.comparisons).toEqual([
      {
        property: PROPERTY,
        rule: RULE,
        role: 'verifier',
        iuts: ['reference', 'reference-twin'],
        compared: expect.any(Number) as number,
        projected: 0,
        unprojected: 0,
      },
    ]);
    expect(differential!.comparisons[0]!.compared).toBeGreaterThanOrEqual(30);
    expect(differential!.findings).toEqual([]);
  });

  it('does not count an IUT that crashes as disagreeing: it errors, and is compared with no one', async () => {
    // Act
    const { outcome, differential } = await differentialOf([
      inProcess('reference', referenceAdapter),
      inProcess('crashing', crashing),
      inProcess('reference-twin', referenceAdapter),
    ]);
    // Assert
    const crashed = outcome.results.find((r) => r.iut === 'crashing')!;
    expect(crashed.cases.find((c) => c.case === PROPERTY)?.verdict).toBe('error');
    expect(differential?.comparisons.map((c) => c.iuts)).toEqual([['reference', 'reference-twin']]);
    expect(differential!.findings).toEqual([]);
  });

  it('is absent from a run of one IUT, and no record carries the answers it was made from', async () => {
    // Act
    const { outcome, differential } = await differentialOf([
      inProcess('reference', referenceAdapter),
    ]);
    // Assert
    expect(differential).toBeUndefined();
    expect(outcome.records.filter((r) => 'answers' in r)).toEqual([]);
  });

  it('is the same whether the run is sharded or not', async () => {
    // Arrange: FNV-1a modulo 2 depends on the parity of the key's characters only, and these
    // names differ in it: a shard key naming the IUT would put them on different shards.
    const mutant = MUTANTS.find((m) => m.id === 'scheme-names-ignore-case')!;
    const iuts = () => [
      inProcess('reference', referenceAdapter),
      inProcess('reference-twin', referenceAdapter),
      inProcess(`mutant:${mutant.id}`, mutant.adapter),
    ];
    // Act
    const whole = await differentialOf(iuts());
    const one = await differentialOf(iuts(), { index: 1, count: 2 });
    const two = await differentialOf(iuts(), { index: 2, count: 2 });
    // Assert
    expect(whole.differential?.comparisons).toHaveLength(3);
    expect(combineDifferentials([one.differential, two.differential])).toEqual(whole.differential);
  });
});
