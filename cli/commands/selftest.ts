import { resolveOptions } from '../../harness/options/index.ts';
import { commandExitCodes } from '../../reports/index.ts';
import type { Command } from '../_internals/Command.ts';
import type { CommandSpec } from '../_internals/CommandSpec.ts';
import { FLAGS } from '../_internals/flags.ts';
import { booleanFlag, intFlag, listFlag } from '../_internals/parseCommandArgs.ts';

const spec: CommandSpec = {
  name: 'selftest',
  summary:
    'Prove the harness can fail: run the mutants of `reference` and report the mutation score.\n\nEach mutant breaks exactly one rule; every mutant must be caught by that rule.',
  synopsis: '[options]',
  flags: [
    {
      ...FLAGS.rule,
      description: 'only the mutants that break these rules (ids or globs)',
      default: 'every mutant',
    },
    { ...FLAGS.seed, value: '<n>', description: 'seed of every random choice (32-bit integer)' },
    FLAGS.runs,
    FLAGS.callDeadline,
    FLAGS.progressDeadline,
    FLAGS.json,
  ],
  exitCodes: commandExitCodes([
    { code: 0, meaning: 'every mutant is caught by the rule it breaks (mutation score 100%)' },
    { code: 1, meaning: 'a mutant escaped, or was caught only by other rules' },
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
    const outcome = await (
      await engine()
    ).selftest({ seed: r.seed, runs: r.runs, rule: r.rule, deadlines: r.deadlines });
    const caught = outcome.mutants.filter((m) => m.caughtBy.includes(m.brokenRule));
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
        `mutation score: ${caught.length}/${outcome.mutants.length} (seed ${r.seed}, ${r.runs} runs)`,
      );
      io.stdout.write(`${lines.join('\n')}\n`);
    }
    const controlClean =
      !outcome.control || (outcome.control.caughtBy.length === 0 && outcome.control.errors === 0);
    return caught.length === outcome.mutants.length && outcome.mutants.length > 0 && controlClean
      ? 0
      : 1;
  },
};
