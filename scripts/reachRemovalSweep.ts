import { parseArgs } from 'node:util';
import { regressionCases } from '../engine/regressions/index.ts';
import { runConformance } from '../engine/run/runConformance.ts';
import { DEFAULTS, resolveOptions } from '../harness/options/index.ts';
import { createInProcessIut } from '../harness/transports/inProcessIut.ts';
import { contractCases } from '../scenarios/contractSuite.ts';
import {
  REACH_MUTANTS,
  type RemovalOutcome,
  sweepReachRemoval,
} from '../tests/properties/_fixtures/reachRemoval.ts';

/**
 * `npx tsx scripts/reachRemovalSweep.ts [--seed 42] [--runs 100]`: removes each entry of the
 * reach catalogue in turn (its property's generator no longer makes inputs that reach it) and
 * prints, for every reach mutant of the entry's rule, whether the rule's searches still catch
 * it and after how many runs; for a catch the search lost, whether a hand-written case of the
 * rule (contract, attack, regression) still does. tests/properties/reachRemoval.test.ts holds
 * the default seed and budget to it.
 */
const { values } = parseArgs({
  options: { seed: { type: 'string' }, runs: { type: 'string' } },
});
const seed = Number(values.seed ?? DEFAULTS.seed);
const runs = Number(values.runs ?? DEFAULTS.runs);

/** Whether the rule's hand-written cases fail the mutant: what the self-test would still see. */
async function caughtByCases(rule: string, mutantId: string): Promise<boolean> {
  const mutant = REACH_MUTANTS.find((m) => m.id === mutantId)!;
  const outcome = await runConformance({
    options: resolveOptions({ seed, runs, rule: [rule] }),
    iuts: [
      { iut: createInProcessIut(`mutant:${mutant.id}`, mutant.adapter), transport: 'in-process' },
    ],
    cases: [...contractCases, ...regressionCases],
  });
  return outcome.results.some((r) => r.verdict === 'fail');
}

const cell = (o: RemovalOutcome): string =>
  o.outcome === 'kept' ? `kept (${o.caughtBy.join(', ')})` : o.outcome;

const started = Date.now();
const outcomes = await sweepReachRemoval({ seed, runs });
const lines = [
  `Reach catalogue entries removed one at a time, seed ${seed}, ${runs} runs:`,
  '',
  '| entry | its generator reached it | reach mutant | catch |',
  '| --- | ---: | --- | --- |',
];
for (const o of outcomes) {
  const share = o.plainShare === undefined ? '—' : `${Math.round(o.plainShare * 100)}%`;
  let catchText = cell(o);
  if (o.outcome === 'lost')
    catchText = `**LOST** by the search${(await caughtByCases(o.rule, o.mutant)) ? '; a hand-written case of the rule still catches it' : '; no case of the rule catches it'}`;
  lines.push(
    `| ${o.rule}/${o.dimension} (${o.property}) | ${share} | ${o.mutant} | ${catchText} |`,
  );
}
const count = (k: RemovalOutcome['outcome']) => outcomes.filter((o) => o.outcome === k).length;
lines.push(
  '',
  `${outcomes.length} (entry, reach mutant) pairs: ${count('kept')} kept, ${count('lost')} lost, ${count('not-searched')} not searched (client-role entries), ${count('unremovable')} unremovable; ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
process.stdout.write(`${lines.join('\n')}\n`);
