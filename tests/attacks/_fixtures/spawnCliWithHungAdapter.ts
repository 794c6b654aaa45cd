import { existsSync, readFileSync } from 'node:fs';
import { expect, vi } from 'vitest';
import { hungAdapterWithChild } from './hostileAdapters.ts';
import { spawnCli } from './spawnCli.ts';

/**
 * Starts `a2a-crosscheck` with a stdio adapter that never answers and has a child of its own
 * (`args` gets the `--iut-cmd` value), and waits until the adapter has written its pid and its
 * child's to `pidFile`: from then on the run is inside a hung call, and a signal test can begin.
 */
export async function spawnCliWithHungAdapter(
  pidFile: string,
  args: (iutCmd: string) => string[],
): Promise<ReturnType<typeof spawnCli> & { adapterPid: number; childPid: number }> {
  const run = spawnCli(args(hungAdapterWithChild(pidFile)));
  await vi.waitFor(() => expect(existsSync(pidFile)).toBe(true), {
    timeout: 30_000,
    interval: 50,
  });
  const [adapterPid = NaN, childPid = NaN] = readFileSync(pidFile, 'utf8').split(' ').map(Number);
  return { ...run, adapterPid, childPid };
}
