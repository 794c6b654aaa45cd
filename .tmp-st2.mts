import { runSelftest } from './scenarios/selftest/index.ts';
const runs = Number(process.argv[2] ?? 50);
for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, -77, 123456]) {
  const r = await runSelftest({ seed, runs, scope: 'own-rule' });
  console.log(seed, r.passed, r.mutants.filter((m) => !m.passed).map((m) => m.id).join(','), r.control.caughtBy.join(','), r.control.errors.join(','));
}
