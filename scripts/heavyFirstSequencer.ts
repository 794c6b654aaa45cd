import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take longest, longest first, as measured by
 * `npx vitest run --reporter=json --outputFile=/tmp/vt.json` (each file's end minus start time)
 * on 2 cores: each took 30 s or more there, the next one under 30 s.
 */
const HEAVY_FILES = [
  'engine/selftest/runSelftest.test.ts',
  'tests/attacks/hostile-peers.loopback.test.ts',
  'cli/shards.test.ts',
  'tests/properties/reachRemoval.test.ts',
  'tests/attacks/hostile-environment.test.ts',
  'cli/baselineLifecycle.test.ts',
  'tests/agent/agent-determinism.loopback.test.ts',
  'tests/properties/client-properties.msw.test.ts',
  'engine/workers/workers.msw.test.ts',
];

const rank = (spec: TestSpecification): number => {
  const index = HEAVY_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return index === -1 ? HEAVY_FILES.length : index;
};

/**
 * Starts the longest files first, whatever their project. Vitest orders files it has no timing
 * for (every file on a fresh clone, as in CI) by project and then by size, so a long file in a
 * project sorted last started last and ran alone while the other core sat idle. A file missing
 * from the list only runs later; no verdict depends on the order.
 */
export default class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, position) => ({ spec, position }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.position - b.position)
      .map(({ spec }) => spec);
  }
}
