import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { hungAdapterWithChild } from './hostileAdapters.ts';
import { spawnCli } from './spawnCli.ts';

/**
 * Starts `a2a-crosscheck` with a stdio adapter that never answers and has a child of its own
 * (`args` gets the `--iut-cmd` value), and waits until the adapter has written its pid and its
 * child's to `pidFile`: from then on the run is inside a hung call, and a signal test can begin.
 * The wait has no deadline of its own (a loaded machine may take long to get there; vitest's hang
 * guard bounds the test): it ends when the file appears, or fails at once if the run exits first.
 */
export async function spawnCliWithHungAdapter(
  pidFile: string,
  args: (iutCmd: string) => string[],
): Promise<ReturnType<typeof spawnCli> & { adapterPid: number; childPid: number }> {
  const run = spawnCli(args(hungAdapterWithChild(pidFile)));
  let exited = false;
  void run.done.then(() => (exited = true));
  while (!existsSync(pidFile)) {
    if (exited) {
      const { code, stdout, stderr } = await run.done;
      throw new Error(
        `Failed to reach the hung call: the run exited ${String(code)} before the adapter wrote ${pidFile}.\n${stdout}\n${stderr}`,
      );
    }
    await sleep(50);
  }
  const [adapterPid = NaN, childPid = NaN] = readFileSync(pidFile, 'utf8').split(' ').map(Number);
  return { ...run, adapterPid, childPid };
}
