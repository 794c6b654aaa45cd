import { DEFAULTS } from '../../harness/options/index.ts';
import { EXIT_CODE_TABLE, mergeReports, readReportFile } from '../../reports/index.ts';
import type { Command } from '../_internals/Command.ts';
import { FLAGS } from '../_internals/flags.ts';
import {
  asUsage,
  checkBaselineTarget,
  gateAndWrite,
  loadBaseline,
} from '../_internals/gateAndWrite.ts';
import { booleanFlag, stringFlag } from '../_internals/parseCommandArgs.ts';
import { readConfig } from '../config/readConfig.ts';

/** `a2a-crosscheck merge`: shard reports into one, written and gated like a run. */
export const mergeCommand: Command = {
  spec: {
    name: 'merge',
    summary:
      'Merge the reports of the shards of one run; write and gate them like `run`.\n\nThe shards must share seed, profile, rule filter and harness version, and each shard must be given\nexactly once. The merged report equals the report of an unsharded run.',
    synopsis: '[options] <report.json...>',
    positionals: {
      name: '<report.json...>',
      description: 'reports of the shards',
      min: 1,
      max: Number.MAX_SAFE_INTEGER,
    },
    flags: [
      {
        ...FLAGS.config,
        description: 'configuration file; merge takes its out, baseline and strict',
      },
      FLAGS.out,
      FLAGS.writeBaseline,
      FLAGS.baseline,
      FLAGS.strict,
    ],
    exitCodes: EXIT_CODE_TABLE,
    examples: [
      'a2a-crosscheck merge shard-*/report.json --out crosscheck-report --baseline crosscheck-baseline.json',
    ],
  },
  async execute(args, { io }) {
    // The configuration's out, baseline and strict apply as in `run`; flags override them.
    const config = readConfig(stringFlag(args, 'config'), io.cwd());
    const baseline = await loadBaseline(stringFlag(args, 'baseline') ?? config?.baseline);
    const writeBaseline = stringFlag(args, 'write-baseline');
    const out = stringFlag(args, 'out') ?? config?.out ?? DEFAULTS.out;
    checkBaselineTarget(writeBaseline, out);
    const reports = await asUsage(Promise.all(args.positionals.map((p) => readReportFile(p))));
    const merged = await asUsage(Promise.resolve().then(() => mergeReports(reports)));
    const strict = booleanFlag(args, 'strict') ?? config?.strict ?? DEFAULTS.strict;
    return gateAndWrite(merged, { out, baseline, strict, writeBaseline }, io);
  },
};
