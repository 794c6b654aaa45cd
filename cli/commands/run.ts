import { join, resolve } from 'node:path';
import { readRegressionDir } from '../../harness/files/index.ts';
import { EXIT_CODE_TABLE } from '../../reports/index.ts';
import { parseShardSpec, type RunOptions, resolveOptions } from '../../harness/options/index.ts';
import type { ProfileSelection } from '../../harness/rules/index.ts';
import type { VendorTransport } from '../../harness/options/index.ts';
import { checkOutDir } from '../_internals/checkOutDir.ts';
import { checkSomethingNamed } from '../_internals/checkSomethingNamed.ts';
import { applyConfig } from '../config/applyConfig.ts';
import { CONFIG_FILE, readConfig } from '../config/readConfig.ts';
import { checkRulePatterns } from '../_internals/checkRulePatterns.ts';
import type { Command } from '../_internals/Command.ts';
import type { CommandSpec } from '../_internals/CommandSpec.ts';
import { FLAGS } from '../_internals/flags.ts';
import { checkBaselineTarget, gateAndWrite, loadBaseline } from '../_internals/gateAndWrite.ts';
import {
  booleanFlag,
  intFlag,
  listFlag,
  type ParsedArgs,
  stringFlag,
} from '../_internals/parseCommandArgs.ts';
import { progressLine } from '../_internals/progressLine.ts';
import { readSeed } from '../_internals/readSeed.ts';

const spec: CommandSpec = {
  name: 'run',
  summary:
    'Run the rule catalogue against IUTs and simulated vendors; write reports; gate on the baseline.\n\nWrites report.json, report.md, report.html and junit.xml into --out. The exit code fails only on\nregressions and on stale baseline entries.',
  synopsis: '[options]',
  flags: [
    FLAGS.config,
    FLAGS.iut,
    FLAGS.iutCmd,
    FLAGS.agentUrl,
    FLAGS.allowRemote,
    FLAGS.allowSpecialAddresses,
    FLAGS.headersAnyOrigin,
    FLAGS.jwks,
    FLAGS.header,
    FLAGS.waitForAgent,
    FLAGS.builtOn,
    FLAGS.profile,
    FLAGS.rule,
    FLAGS.seed,
    FLAGS.runs,
    FLAGS.timeBudget,
    FLAGS.out,
    FLAGS.baseline,
    FLAGS.writeBaseline,
    FLAGS.regressions,
    FLAGS.shard,
    FLAGS.strict,
    FLAGS.repeat,
    FLAGS.transport,
    FLAGS.callDeadline,
    FLAGS.progressDeadline,
    FLAGS.workers,
  ],
  exitCodes: EXIT_CODE_TABLE,
  examples: [
    'a2a-crosscheck run --iut ./my-adapter.ts',
    'a2a-crosscheck run --iut-cmd "python my_adapter.py" --profile cross-vendor',
    "a2a-crosscheck run --agent-url http://127.0.0.1:9999 --header 'Authorization: Bearer $TOKEN' --jwks keys.json",
    'a2a-crosscheck run --baseline crosscheck-baseline.json --shard 2/4 --out report-2',
  ],
};

/** Command-line flags to public run options; `resolveOptions` validates and fills defaults. */
function runOptionsFromArgs(
  args: ParsedArgs,
  now: () => number,
): { options: RunOptions; randomSeed: boolean } {
  const shardText = stringFlag(args, 'shard');
  const seed = readSeed(spec, args, now);
  const callMs = intFlag(spec, args, 'call-deadline');
  const progressMs = intFlag(spec, args, 'progress-deadline');
  const headers = listFlag(args, 'header');
  const options: RunOptions = {
    iut: listFlag(args, 'iut'),
    iutCmd: listFlag(args, 'iut-cmd'),
    agentUrl: listFlag(args, 'agent-url'),
    allowRemote: booleanFlag(args, 'allow-remote'),
    allowSpecialAddresses: booleanFlag(args, 'allow-special-addresses'),
    headersAnyOrigin: booleanFlag(args, 'headers-any-origin'),
    jwks: stringFlag(args, 'jwks'),
    ...(headers !== undefined && { headers }),
    waitForAgentMs: intFlag(spec, args, 'wait-for-agent'),
    builtOn: listFlag(args, 'built-on'),
    profile: stringFlag(args, 'profile') as ProfileSelection | undefined,
    rule: listFlag(args, 'rule'),
    seed: seed.seed,
    runs: intFlag(spec, args, 'runs'),
    timeBudgetMs: intFlag(spec, args, 'time-budget'),
    out: stringFlag(args, 'out'),
    baseline: stringFlag(args, 'baseline'),
    regressions: stringFlag(args, 'regressions'),
    shard: shardText === undefined ? undefined : parseShardSpec(shardText),
    strict: booleanFlag(args, 'strict'),
    repeat: intFlag(spec, args, 'repeat'),
    transports: listFlag(args, 'transport') as VendorTransport[] | undefined,
    workers: intFlag(spec, args, 'workers'),
    deadlines: {
      ...(callMs === undefined ? {} : { callMs }),
      ...(progressMs === undefined ? {} : { progressMs }),
    },
  };
  // Drop what was not given, so resolveOptions sees only the user's choices.
  for (const k of Object.keys(options) as (keyof RunOptions)[])
    if (options[k] === undefined) delete options[k];
  return { options, randomSeed: seed.random };
}

/** `a2a-crosscheck run`. */
export const runCommand: Command = {
  spec,
  async execute(args, { io, engine }) {
    const fromFlags = runOptionsFromArgs(args, io.now);
    const config = readConfig(stringFlag(args, 'config'), io.cwd());
    const fromFile = applyConfig(config, fromFlags.options, io.now);
    const options = fromFile.options;
    const randomSeed = fromFlags.randomSeed || fromFile.randomSeed;
    checkSomethingNamed(options);
    const resolved = resolveOptions(options, 'cli');
    checkRulePatterns(resolved.rule, resolved.profile, 'run');
    const baseline = await loadBaseline(resolved.baseline);
    await checkOutDir(resolved.out);
    const configPath = stringFlag(args, 'config') ?? join(io.cwd(), CONFIG_FILE);
    checkBaselineTarget(
      stringFlag(args, 'write-baseline'),
      resolved.out,
      config === null ? [] : [{ path: configPath, what: 'the configuration' }],
    );
    // Read before the engine loads (about a second): a regression file that is a FIFO or a
    // link to a device is exit 2 at once, as a bad --config or --jwks is.
    readRegressionDir(resolve(resolved.regressions), { missingIsEmpty: true });
    if (randomSeed)
      io.stderr.write(
        `a2a-crosscheck: random seed ${resolved.seed} (rerun with --seed ${resolved.seed})\n`,
      );
    const eng = await engine();
    const progress = progressLine(io);
    // SIGINT / SIGTERM / SIGHUP: stop the adapters, write what finished, exit 130 / 143 / 129
    // (a later SIGINT exits at once; the exit hooks still stop every adapter process group).
    const interrupt = new AbortController();
    const off = io.onInterrupt((signal) => {
      progress.clear();
      io.stderr.write(
        `a2a-crosscheck: ${signal} received: stopping the IUTs and writing the reports of what finished (${signal === 'SIGINT' ? 'Ctrl-C again' : 'SIGINT'} to quit at once)\n`,
      );
      interrupt.abort(signal);
    });
    try {
      let report;
      try {
        report = await eng.run(resolved, (e) => progress.update(e), interrupt.signal);
      } finally {
        progress.clear();
      }
      return await gateAndWrite(
        report,
        {
          out: resolved.out,
          baseline,
          strict: resolved.strict,
          writeBaseline: stringFlag(args, 'write-baseline'),
        },
        io,
      );
    } finally {
      off();
    }
  },
};
