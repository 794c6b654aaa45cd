import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The projects in the order their files start. A worker is reused only for the next file of its
 * own project (vitest ends it and forks a fresh one, which imports its module graph again, when
 * the next file is another project's), so each project's files run as one block. The blocks
 * holding the longest files start first; the unit files, many and short, come last, where they
 * fill whichever core finishes first. A project not named here runs after these, in vitest's order.
 */
const PROJECT_ORDER = [
  'conformance-loopback',
  'conformance',
  'conformance-msw',
  'unit',
  'unit-clock',
];

/**
 * The test files that take longest, longest first, as measured by `.ci/run`'s `npm test` on 2
 * cores (each file's time in vitest's report): each took 10 s or more there. Within its
 * project's block a listed file starts before the others. Beside busy loops the order matters
 * more: the agent checks, the slowest of the time-subject files then (about 60 s), started last
 * in a run of those files alone and took it from 68 s to 97 s on a loaded 2-core machine.
 */
const HEAVY_FILES = [
  'tests/agent/agent-twins.loopback.test.ts',
  'tests/attacks/hostile-peers.loopback.test.ts',
  'tests/agent/agent-determinism.loopback.test.ts',
  'tests/properties/mutantsAtEverySeed.test.ts',
  // The contract areas' proofs at the default seed, one file per area (19, 12 and 4 s alone).
  'tests/properties/proofs/delegation.proofs.test.ts',
  'tests/properties/reachRemoval.test.ts',
  'cli/shards.test.ts',
  'engine/suite/crosscheck-suite.test.ts',
  'tests/properties/proofs/signature.proofs.test.ts',
  'engine/selftest/runSelftest.test.ts',
  'tests/agent/task-model.loopback.test.ts',
  'tests/attacks/hostile-environment.test.ts',
  'engine/workers/workers.msw.test.ts',
  'tests/agent/agent-checks.loopback.test.ts',
  'tests/properties/client-properties.msw.test.ts',
  'tests/faults/fault-suite.test.ts',
  'tests/attacks/signals.test.ts',
  'tests/agent/task-model-races.loopback.test.ts',
  'tests/faults/stdio-faults.test.ts',
  'engine/search/mutationReach.test.ts',
  'tests/agent/request-values.loopback.test.ts',
  'tests/agent/agent-properties.loopback.test.ts',
  'tests/properties/properties.naive.test.ts',
  'tests/properties/proofs/negotiation.proofs.test.ts',
];

const rank = (spec: TestSpecification): number => {
  const index = HEAVY_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return index === -1 ? HEAVY_FILES.length : index;
};

const projectRank = (spec: TestSpecification): number => {
  const index = PROJECT_ORDER.indexOf(spec.project.name);
  return index === -1 ? PROJECT_ORDER.length : index;
};

/**
 * Runs each project's files as one block, the blocks in `PROJECT_ORDER`, and the longest files of
 * a block first. Vitest orders files it has no timing for (every file on a fresh clone, as in CI)
 * by project name and then by size, so a long file in a project sorted last started last and ran
 * alone while the other core sat idle. A file missing from the list only runs later in its block;
 * no verdict depends on the order.
 */
export default class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, position) => ({ spec, position }))
      .sort(
        (a, b) =>
          projectRank(a.spec) - projectRank(b.spec) ||
          rank(a.spec) - rank(b.spec) ||
          a.position - b.position,
      )
      .map(({ spec }) => spec);
  }
}
