import type { CommandSpec } from './CommandSpec.ts';
import { intFlag, type ParsedArgs, stringFlag } from './parseCommandArgs.ts';

/**
 * `--seed <n>` or `--seed random`. A random seed is derived from the clock (the only place the
 * harness reads it for randomness) and returned so the caller prints it: the run stays
 * reproducible from its output.
 */
export function readSeed(
  spec: CommandSpec,
  args: ParsedArgs,
  now: () => number,
): { seed?: number; random: boolean } {
  if (stringFlag(args, 'seed') === 'random') return { seed: now() % 2 ** 31, random: true };
  const seed = intFlag(spec, args, 'seed');
  return seed === undefined ? { random: false } : { seed, random: false };
}
