import { runSelftest } from './scenarios/selftest/index.ts';
const seed = Number(process.argv[2] ?? 42); const runs = Number(process.argv[3] ?? 50); const scope = (process.argv[4] ?? 'all-rules') as any;
const r = await runSelftest({ seed, runs, scope });
for (const m of r.mutants) console.log(m.passed ? 'OK ' : 'BAD', m.id, m.brokenRule, m.durationMs + 'ms', m.caughtBy.join(','));
console.log('control', JSON.stringify(r.control), 'passed', r.passed, r.durationMs + 'ms');
