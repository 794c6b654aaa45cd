import { defineConfig } from 'vitest/config';
import HeavyFirstSequencer from './scripts/heavyFirstSequencer.ts';

/** Where the unit tests live: the harness's floors below the integration suites. */
const UNIT_FILES = [
  'harness/**/*.test.ts',
  'reports/**/*.test.ts',
  'cli/**/*.test.ts',
  'implementations/**/*.test.ts',
  'vendors/**/*.test.ts',
  'scenarios/core/**/*.test.ts',
  'bench/**/*.test.ts',
  'public/**/*.test.ts',
  'scripts/**/*.test.ts',
];

/** Unit files that drive time with fake timers: each gets a fresh module graph. */
const CLOCK_FILES = [
  'harness/time/lagFreeTimeout.test.ts',
  'harness/time/lagFreeSignal.test.ts',
  'harness/transports/withDeadline.test.ts',
  'harness/wire/watchProgress.test.ts',
  'harness/wire/binding/createJsonRpcBinding.test.ts',
  'harness/wire/binding/readEventStream.test.ts',
  'engine/properties/searchBudget.test.ts',
];

/**
 * Five projects, kept apart on purpose:
 * - `unit`: the harness's own tests (engine, reports, CLI wiring, built-in implementations);
 *   `unit-clock`: those of them that fake the clock.
 * - `conformance`: the integration suites of `tests/` (engine × implementations × the catalogue)
 *   and the engine's and the scenarios' own tests, against the built-in IUTs (no network).
 * - `conformance-msw`: scenarios against simulated vendors intercepted in-process by msw.
 * - `conformance-loopback`: the same scenarios over real HTTP servers on 127.0.0.1.
 * msw patches the process's `fetch`, so the msw and loopback transports never share a worker
 * (DESIGN §4): the projects run their files in forked workers, one per core, and vitest reuses
 * a worker only for files of the same project. Within a project the files share their worker's
 * module graph (`isolate: false`) but for `unit-clock`, whose files each get a fresh process.
 * All projects run together: the loopback files' deadlines are on the lag-free clock, so a file
 * beside them on the other core is load like any other (they used to run alone and last).
 * Measured on 2 cores: 225 s with the loopback files last, 179-184 s beside the rest; after the
 * generic mutator's tests were added, 226-235 s with every unit file isolated, 166-167 s with
 * the unit files sharing their module graph. The conformance project alone, on a machine loaded
 * by other work: 262 CPU-seconds with every file isolated, 193 sharing (`time npx vitest run
 * --project conformance`). Each project's files run as one block, the longest first
 * (scripts/heavyFirstSequencer.ts).
 * Every project `extends` the root options, so the hang guard below holds everywhere (an inline
 * project does not inherit it otherwise, and vitest's 5 s default fails on a loaded machine).
 */

/**
 * A test's and a hook's only time limit, and not a bound on speed: every path of the harness
 * has its own deadline (on the lag-free clock where it judges a stall), so a test that reaches
 * this has hung. No test sets a limit of its own: one tuned to an idle machine failed on a loaded
 * one (`npm test` beside six busy loops on 2 cores runs about four times slower).
 * CROSSCHECK_TEST_HANG_GUARD_MS overrides it (milliseconds).
 */
const HANG_GUARD_MS = Number(process.env.CROSSCHECK_TEST_HANG_GUARD_MS ?? 900_000);
export default defineConfig({
  test: {
    pool: 'forks',
    // One worker per core (vitest's default outside watch mode is one fewer: one worker on 2 cores).
    // CROSSCHECK_TEST_WORKERS sets another count (a number, or a percentage of the cores): .ci/run
    // runs the suite beside six busy loops, which take 6/(6+n) of the CPU from n workers, with 8.
    // Set here, not by vitest's --maxWorkers, which the projects (`extends: true`) do not take.
    maxWorkers: process.env.CROSSCHECK_TEST_WORKERS ?? '100%',
    sequence: { sequencer: HeavyFirstSequencer },
    testTimeout: HANG_GUARD_MS,
    hookTimeout: HANG_GUARD_MS,
    // Each file's transform is kept on disk (node_modules/.experimental-vitest-cache, keyed by the
    // file's content, vitest's version and this config), so the runs after the first (.ci/run's
    // LTS step, its loaded slice, the newcomer path) do not transform the harness again: the unit
    // projects took 58 CPU-seconds cold and 52 warm on a loaded 2-core machine.
    experimental: { fsModuleCache: true },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // The unit files share their workers' module graph (no fresh import of the harness,
          // faker and fast-check per file): none of them patches a module or leaves a global or
          // a working directory behind. The files that fake the clock run apart (unit-clock):
          // shared, a lag-free clock another file left running reads a fake-timer jump as lag.
          isolate: false,
          include: UNIT_FILES,
          exclude: [...CLOCK_FILES, '**/*.msw.test.ts', '**/*.loopback.test.ts', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-clock',
          include: CLOCK_FILES,
        },
      },
      {
        extends: true,
        test: {
          name: 'conformance',
          // These files share their workers' module graph too, as the unit files do: importing
          // the engine, the catalogue and the simulated vendors afresh per file cost about 3 s
          // a file on a loaded 2-core machine (75 files). The one that fakes the clock runs
          // with the unit-clock files.
          isolate: false,
          include: ['tests/**/*.test.ts', 'scenarios/**/*.test.ts', 'engine/**/*.test.ts'],
          exclude: [
            ...CLOCK_FILES,
            'scenarios/core/**',
            '**/*.msw.test.ts',
            '**/*.loopback.test.ts',
            'node_modules/**',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'conformance-msw',
          // Shared module graph, as above; each file starts and closes its own msw server.
          isolate: false,
          include: ['**/*.msw.test.ts'],
          exclude: ['node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'conformance-loopback',
          // Shared module graph, as above; each file closes the servers it starts.
          isolate: false,
          include: ['**/*.loopback.test.ts'],
          exclude: ['node_modules/**'],
        },
      },
    ],
  },
});
