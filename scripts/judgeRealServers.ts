/**
 * Judges real A2A servers from the npm registry (devDependencies, offline, each with an echo
 * executor on 127.0.0.1) with the agent suite, as a user would: given the server's origin. Prints
 * each rule's verdict and every non-pass with its summary; docs/real-servers.md adjudicates them.
 *
 * Usage: tsx scripts/judgeRealServers.ts [--seed N]
 */
import { judgeAgent } from '../engine/agent/judgeAgent.ts';
import { foldVerdicts } from '../harness/vocabulary/index.ts';
import { startReactiveAgents } from './real-servers/reactiveAgents.ts';
import type { RealServer } from './real-servers/RealServer.ts';
import { startVoltAgent, VOLTAGENT_INSTALL } from './real-servers/voltAgent.ts';

const STARTERS: readonly (() => Promise<RealServer | undefined>)[] = [
  startReactiveAgents,
  async () => {
    const started = await startVoltAgent();
    if (started === undefined)
      process.stdout.write(`\n## @voltagent/a2a-server: not installed (${VOLTAGENT_INSTALL})\n`);
    return started;
  },
];

const seedAt = process.argv.indexOf('--seed');
const seed = seedAt > 0 ? Number(process.argv[seedAt + 1]) : 42;

for (const start of STARTERS) {
  const server = await start();
  if (server === undefined) continue;
  try {
    const run = await judgeAgent(server.origin, {
      reporting: { iut: server.id },
      seed,
      budget: { deadlines: { callMs: 4_800, progressMs: 1_500 } },
    });
    const byRule = new Map<string, typeof run.records>();
    for (const r of run.records) byRule.set(r.rule, [...(byRule.get(r.rule) ?? []), r]);
    const folded = [...byRule].map(([rule, records]) => ({
      rule,
      verdict: foldVerdicts(records.map((r) => r.verdict)),
      records,
    }));
    const count = (v: string): number => folded.filter((f) => f.verdict === v).length;
    process.stdout.write(
      `\n## ${server.id} (A2A v${run.generation ?? '?'}, card ${run.cardUrl ?? 'not found'})\n` +
        `${count('pass')} pass, ${count('fail')} fail, ${count('error')} error, ${count('not-applicable')} not applicable of ${folded.length} rules\n`,
    );
    for (const f of folded.sort((a, b) => (a.rule < b.rule ? -1 : 1)))
      if (f.verdict === 'fail' || f.verdict === 'error' || f.verdict === 'pass')
        for (const r of f.records.filter((x) => x.verdict === f.verdict))
          process.stdout.write(
            `${f.verdict.toUpperCase().padEnd(5)} ${f.rule} ${r.caseId}${f.verdict === 'pass' ? '' : `: ${r.evidence.summary.slice(0, 400)}`}\n`,
          );
  } finally {
    await server.close();
  }
}
