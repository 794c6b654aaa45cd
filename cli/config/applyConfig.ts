import { parseShardSpec, type RunOptions } from '../../harness/options/index.ts';
import type { ConfigFile } from './readConfig.ts';

/** The members that name what is judged: a command line naming any of them replaces all three. */
const IUT_SOURCES = ['iut', 'iutCmd', 'agentUrl'] as const;

/**
 * The run options of a configuration file under the flags given on the command line: a flag
 * overrides the member of the same meaning (deadlines member by member), and `--iut`,
 * `--iut-cmd` or `--agent-url` replace the file's three IUT members together, so
 * `run --iut naive` judges naive alone whatever the file names. A `"seed": "random"` draws a seed
 * from `now` (and says so, like `--seed random`) unless `--seed` is given.
 */
export function applyConfig(
  config: ConfigFile | null,
  flags: RunOptions,
  now: () => number,
): { options: RunOptions; randomSeed: boolean } {
  if (config === null) return { options: flags, randomSeed: false };
  const { shard, seed, ...rest } = config;
  const fromFile: RunOptions & { $schema?: string } = { ...rest };
  delete fromFile.$schema;
  if (shard !== undefined) fromFile.shard = parseShardSpec(shard);
  let randomSeed = false;
  if (seed === 'random') {
    fromFile.seed = now() % 2 ** 31;
    randomSeed = flags.seed === undefined;
  } else if (seed !== undefined) fromFile.seed = seed;
  if (IUT_SOURCES.some((k) => flags[k] !== undefined)) {
    for (const k of IUT_SOURCES) delete fromFile[k];
  }
  const deadlines = { ...fromFile.deadlines, ...flags.deadlines };
  const options: RunOptions = { ...fromFile, ...flags };
  if (Object.keys(deadlines).length > 0) options.deadlines = deadlines;
  return { options, randomSeed };
}
