import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { resolveOptions } from '../../harness/options/index.ts';
import { commandExitCodes } from '../../reports/index.ts';
import type { AgentTwinsOutcome, SelftestOutcome } from '../engine.ts';
import type { Command } from '../_internals/Command.ts';
import type { CommandSpec } from '../_internals/CommandSpec.ts';
import { FLAGS } from '../_internals/flags.ts';
import { booleanFlag, intFlag, listFlag, type ParsedArgs } from '../_internals/parseCommandArgs.ts';
import { foldSelftestSeeds, seedRateLines } from '../_internals/foldSelftestSeeds.ts';
import { proofSeeds } from '../../engine/selftest/proofSeeds.ts';

const spec: CommandSpec = {
  name: 'selftest',
  summary:
    'Prove the harness can fail: run the mutants of `reference` and report the mutation score, then judge the broken twin of every agent rule.\n\nEach mutant breaks exactly one rule; every mutant must be caught by that rule. Each twin is a simulated vendor with one fault: the rule it breaks must fail on it and pass on the same vendor without the fault.',
  synopsis: '[options]',
  flags: [
    {
      ...FLAGS.rule,
      description: 'only the mutants and agent twins of these rules (ids or globs)',
      default: 'every mutant and twin',
    },
    {
      ...FLAGS.seed,
      value: '<n>',
      description: 'judge at this seed alone (32-bit integer): a quick check, not the proof gate',
    },
    {
      name: 'seeds',
      type: 'string',
      multiple: true,
      commaList: true,
      value: '<n,...>',
      description:
        'judge every mutant and twin at each of these seeds and print its catch rate; one counts as caught only when caught at every seed',
      default:
        'the proof gate: 42 (or --seed) and 101, 102, 103, 104, seeds the search was not tuned on',
    },
    FLAGS.runs,
    FLAGS.callDeadline,
    FLAGS.progressDeadline,
    FLAGS.json,
  ],
  exitCodes: commandExitCodes([
    {
      code: 0,
      meaning:
        'every mutant is caught by the rule it breaks (mutation score 100%) and every agent twin fails its rule',
    },
    {
      code: 1,
      meaning:
        'a mutant escaped or was caught only by other rules, or an agent twin did not fail its rule',
    },
  ]),
};

/** `a2a-crosscheck selftest`. */
export const selftestCommand: Command = {
  spec,
  async execute(args, { io, engine }) {
    const callMs = intFlag(spec, args, 'call-deadline');
    const progressMs = intFlag(spec, args, 'progress-deadline');
    const seed = intFlag(spec, args, 'seed');
    const runs = intFlag(spec, args, 'runs');
    const r = resolveOptions(
      {
        ...(listFlag(args, 'rule') ? { rule: listFlag(args, 'rule') } : {}),
        ...(seed !== undefined ? { seed } : {}),
        ...(runs !== undefined ? { runs } : {}),
        deadlines: {
          ...(callMs !== undefined ? { callMs } : {}),
          ...(progressMs !== undefined ? { progressMs } : {}),
        },
      },
      'cli',
    );
    const given = seedsFlag(args);
    if (given !== undefined && seed !== undefined)
      throw seedsUsage('give --seed or --seeds, not both');
    // No seed given: the proof gate. One --seed: that seed alone, a quick check.
    const seeds = given ?? (seed === undefined ? proofSeeds(r.seed) : undefined);
    if (seeds !== undefined && seeds.length > 1)
      return selftestOverSeeds(seeds, r, booleanFlag(args, 'json') === true, { io, engine });
    const only = seeds?.[0] ?? r.seed;
    const outcome = await (
      await engine()
    ).selftest({ seed: only, runs: r.runs, rule: r.rule, deadlines: r.deadlines });
    const caught = outcome.mutants.filter((m) => m.caughtBy.includes(m.brokenRule));
    const twins = outcome.agentTwins;
    if (booleanFlag(args, 'json')) {
      io.stdout.write(
        `${JSON.stringify({ ...outcome, score: { caught: caught.length, total: outcome.mutants.length } }, null, 2)}\n`,
      );
    } else {
      const lines = outcome.mutants.map((m) => {
        const own = m.caughtBy.includes(m.brokenRule);
        const status = own
          ? 'caught'
          : m.caughtBy.length > 0
            ? 'caught by other rules only'
            : 'ESCAPED';
        const took = m.durationMs === undefined ? '' : ` in ${m.durationMs} ms`;
        return `  ${own ? '✓' : '✗'} ${m.id} (breaks ${m.brokenRule}): ${status}${took}${m.caughtBy.length > 0 ? ` [${m.caughtBy.join(', ')}]` : ''}`;
      });
      if (outcome.control) {
        const clean = outcome.control.caughtBy.length === 0 && outcome.control.errors === 0;
        lines.push(
          `  ${clean ? '✓' : '✗'} control (reference): ${clean ? 'clean' : `caught by ${outcome.control.caughtBy.join(', ') || 'nothing'}, ${outcome.control.errors} error(s)`}`,
        );
      }
      lines.push(
        `mutation score: ${caught.length}/${outcome.mutants.length} (seed ${only}, ${r.runs} runs)`,
      );
      if (twins !== undefined) lines.push(...twinLines(twins));
      io.stdout.write(`${lines.join('\n')}\n`);
    }
    const controlClean =
      !outcome.control || (outcome.control.caughtBy.length === 0 && outcome.control.errors === 0);
    const twinsClean = twins === undefined || twins.unproven.length === 0;
    // Something must have been judged: a --rule that selects only agent twins is enough.
    const judged = outcome.mutants.length + (twins?.proven.length ?? 0) > 0;
    return caught.length === outcome.mutants.length && judged && controlClean && twinsClean ? 0 : 1;
  },
};

/** The agent twins' lines: the unproven ones, the not-violable ones with reasons, the count. */
function twinLines(twins: AgentTwinsOutcome): string[] {
  const total = twins.proven.length + new Set(twins.unproven.map((t) => t.rule)).size;
  return [
    ...twins.unproven.map(
      (t) =>
        `  ✗ ${t.rule} (twin: ${t.fault}): ${t.twin} on the twin, ${t.control} on the control${t.why[0] === undefined ? '' : `; ${t.why[0]}`}`,
    ),
    ...twins.notViolable.map((t) => `  - ${t.rule} not violable: ${t.reason}`),
    `${twins.proven.length}/${total} agent rules proven able to fail (${twins.notViolable.length} not violable, ${twins.durationMs} ms)`,
  ];
}

/** `--seeds` as integers; a value that is not one is a usage error. */
function seedsFlag(args: ParsedArgs): number[] | undefined {
  const values = listFlag(args, 'seeds');
  if (values === undefined) return undefined;
  const bad = values.find((v) => !/^-?\d+$/.test(v.trim()));
  if (bad !== undefined) throw seedsUsage(`--seeds '${bad}' is not an integer`);
  return values.map((v) => Number(v));
}

function seedsUsage(why: string): CrosscheckError {
  return new CrosscheckError(
    'USAGE',
    `Failed to parse arguments: ${why}. Run 'a2a-crosscheck selftest --help' for usage.`,
  );
}

/**
 * One self-test per seed, one after the other (each already uses every core), folded into each
 * mutant's and twin's rate; the exit code: 0 only when every one is caught at every seed.
 */
async function selftestOverSeeds(
  seeds: readonly number[],
  r: ReturnType<typeof resolveOptions>,
  json: boolean,
  { io, engine }: Parameters<Command['execute']>[1],
): Promise<number> {
  const runsBySeed: { seed: number; outcome: SelftestOutcome }[] = [];
  for (const at of seeds) {
    const one = resolveOptions({ seed: at }, 'cli').seed;
    runsBySeed.push({
      seed: one,
      outcome: await (
        await engine()
      ).selftest({ seed: one, runs: r.runs, rule: r.rule, deadlines: r.deadlines }),
    });
  }
  const folded = foldSelftestSeeds(runsBySeed);
  io.stdout.write(
    json ? `${JSON.stringify(folded, null, 2)}\n` : `${seedRateLines(folded, r.runs).join('\n')}\n`,
  );
  return folded.passed ? 0 : 1;
}
