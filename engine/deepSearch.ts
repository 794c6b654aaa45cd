/**
 * The heavy property search (DESIGN §6: 100 × the budget is a command, not part of `npm test`):
 *
 *   npx tsx engine/deepSearch.ts --runs 10000 --seeds 1,2,3 [--iut reference|naive] [--rule XV-NEG-001]
 *
 * Runs every property (or those of `--rule`) against the IUT at each seed, prints one line per
 * property with its time, and each failure's counterexample and replay command. Exits 1 when any
 * property fails or errors.
 */
import { parseArgs } from 'node:util';
import { createInProcessIut } from '../harness/transports/inProcessIut.ts';
import { BUILTIN_ADAPTERS } from './resolveIuts.ts';
import { createPropertyContext } from './createPropertyContext.ts';
import { PROPERTY_DEFINITIONS, propertyCase } from '../scenarios/properties/index.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    seeds: { type: 'string', default: '1,2,3' },
    iut: { type: 'string', default: 'reference' },
    rule: { type: 'string', multiple: true, default: [] },
  },
});

const runs = Number(values.runs);
const seeds = values.seeds.split(',').map(Number);
if (!Number.isInteger(runs) || runs < 1 || seeds.some((s) => !Number.isInteger(s))) {
  process.stderr.write(
    'Failed to parse arguments: --runs needs a positive integer and --seeds a comma-separated list of integers.\n',
  );
  process.exit(2);
}
const load = BUILTIN_ADAPTERS[values.iut];
if (load === undefined) {
  process.stderr.write(
    `Failed to parse arguments: --iut "${values.iut}" is not built in. Use one of ${Object.keys(BUILTIN_ADAPTERS).join(', ')}.\n`,
  );
  process.exit(2);
}
const iut = createInProcessIut(values.iut, await load(), { deadlineMs: 60_000 });
const defs = PROPERTY_DEFINITIONS.filter(
  (d) => values.rule.length === 0 || values.rule.includes(d.rule),
);

let bad = 0;
const started = Date.now();
for (const seed of seeds) {
  const ctx = await createPropertyContext(seed, runs);
  for (const def of defs) {
    const t = Date.now();
    try {
      const outcome = await propertyCase(def).run(iut, ctx);
      const mark = outcome.verdict === 'pass' ? 'pass' : 'FAIL';
      process.stdout.write(`${mark} seed ${seed} ${def.id} (${def.rule}) ${Date.now() - t} ms\n`);
      if (outcome.verdict !== 'pass') {
        bad++;
        process.stdout.write(
          `  ${outcome.evidence.summary}\n  input: ${JSON.stringify(outcome.evidence.counterexample?.input)}\n  ${outcome.evidence.replay}\n`,
        );
      }
    } catch (error) {
      bad++;
      process.stdout.write(
        `ERROR seed ${seed} ${def.id} (${def.rule}): ${error instanceof Error ? error.message : String(error)}\n`,
      );
    }
  }
}
process.stdout.write(
  `${defs.length * seeds.length - bad}/${defs.length * seeds.length} property searches passed (${runs} runs each, ${Date.now() - started} ms)\n`,
);
process.exit(bad === 0 ? 0 : 1);
