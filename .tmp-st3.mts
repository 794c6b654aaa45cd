import { runSelftest } from './scenarios/selftest/index.ts';
const r = await runSelftest({ seed: 42, runs: 50, rule: ['A2A-SIG-*'] });
for (const m of r.mutants) console.log(m.passed ? 'OK ' : 'BAD', m.id, m.brokenRule, m.durationMs + 'ms', m.caughtBy.join(','));
console.log('control', JSON.stringify(r.control), r.passed);
