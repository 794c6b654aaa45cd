/**
 * The heavy property search (DESIGN §6: 100 × the budget is a command, not part of `npm test`):
 *
 *   npx tsx engine/properties/deepSearch.ts --runs 10000 --seeds 1,2,3 [--iut reference|naive]
 *     [--rule XV-NEG-001] [--workers N] [--transport msw|loopback] [--wire include|skip|only]
 *
 * Runs every property (or those of `--rule`), client-role ones on the wire, against the IUT at
 * each seed, spread over `--workers` threads (default: one per core), prints one line per
 * property and seed with its time, and each failure's counterexample and replay command. Exits
 * 1 when any property fails or errors. `--wire skip` leaves the client-role properties out (the
 * set the issue-5 figure of 1,412 s covered, plus the later contract properties); `--wire only`
 * runs only them.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { DEFAULTS } from '../../harness/options/index.ts';
import type { VendorTransport } from '../../harness/options/RunOptions.ts';
import { handshake } from '../../harness/transports/index.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';
import { PROPERTY_DEFINITIONS } from '../search/searchedProperties.ts';
import { BUILTIN_ADAPTERS, resolveInProcessIut } from '../run/resolveIuts.ts';
import type { CaseJob } from '../workers/CaseJob.ts';
import { closeJobState, runCaseJob } from '../workers/runCaseJob.ts';
import { WorkerPool } from '../workers/WorkerPool.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    seeds: { type: 'string', default: '1,2,3' },
    iut: { type: 'string', default: 'reference' },
    rule: { type: 'string', multiple: true, default: [] },
    workers: { type: 'string', default: String(availableParallelism()) },
    transport: { type: 'string', default: 'msw' },
    wire: { type: 'string', default: 'include' },
  },
});

const runs = Number(values.runs);
const workers = Number(values.workers);
const seeds = values.seeds.split(',').map(Number);
const kind = values.transport as VendorTransport;
if (
  !Number.isInteger(runs) ||
  runs < 1 ||
  !Number.isInteger(workers) ||
  workers < 1 ||
  seeds.some((s) => !Number.isInteger(s)) ||
  (kind !== 'msw' && kind !== 'loopback') ||
  !['include', 'skip', 'only'].includes(values.wire)
) {
  process.stderr.write(
    'Failed to parse arguments: --runs and --workers need positive integers, --seeds a comma-separated list of integers, --transport msw or loopback, --wire include, skip or only.\n',
  );
  process.exit(2);
}
if (BUILTIN_ADAPTERS[values.iut] === undefined) {
  process.stderr.write(
    `Failed to parse arguments: --iut "${values.iut}" is not built in. Use one of ${Object.keys(BUILTIN_ADAPTERS).join(', ')}.\n`,
  );
  process.exit(2);
}
const callMs = 60_000;
const resolved = await resolveInProcessIut(values.iut, callMs);
const hello = await handshake(resolved.iut);
const defs = PROPERTY_DEFINITIONS.filter(
  (d) => values.rule.length === 0 || values.rule.includes(d.rule),
)
  .filter((d) => hello.roles.includes(d.role))
  .filter((d) => values.wire === 'include' || (values.wire === 'only') === (d.wire === true));

const jobs: CaseJob[] = seeds.flatMap((seed) =>
  defs.map((def) => ({
    source: { kind: 'in-process', nameOrPath: values.iut },
    iutId: values.iut,
    transport: def.wire === true ? kind : 'in-process',
    hello,
    caseIds: [def.id],
    shrink: true,
    seed,
    budget: { runs, timeBudgetMs: null },
    deadlines: { ...DEFAULTS.deadlines, callMs },
    ...(def.wire === true ? { wire: { kind, iutTransport: 'in-process' as const } } : {}),
  })),
);

const pool = workers > 1 ? new WorkerPool(workers) : undefined;
let bad = 0;
const started = Date.now();
const report = (job: CaseJob, record: CaseRecord): void => {
  const mark = record.verdict === 'pass' ? 'pass' : record.verdict.toUpperCase();
  const ms = record.evidence.durationMs ?? 0;
  process.stdout.write(`${mark} seed ${job.seed} ${record.caseId} (${record.rule}) ${ms} ms\n`);
  if (record.verdict === 'pass') return;
  bad++;
  const { summary, counterexample, replay, reason } = record.evidence;
  process.stdout.write(
    `  ${summary}\n${reason ? `  ${reason}\n` : ''}  input: ${JSON.stringify(counterexample?.input ?? null)}\n  ${replay ?? ''}\n`,
  );
};
try {
  if (pool === undefined) {
    // One at a time: client-role properties share this thread's wire slots.
    for (const job of jobs) report(job, (await runCaseJob(job))[0]!);
  } else {
    await Promise.all(jobs.map(async (job) => report(job, (await pool.run(job))[0]!)));
  }
} finally {
  await pool?.close();
  await closeJobState();
  await resolved.iut.close();
}
// process.cpuUsage() covers every thread of the process: with the wall time it shows how much of
// the machine the search had (other load on the machine lengthens the wall time, not the CPU time).
const cpu = process.cpuUsage();
process.stdout.write(
  `${jobs.length - bad}/${jobs.length} property searches passed (${runs} runs each, ${workers} worker(s), ${Date.now() - started} ms, cpu ${Math.round((cpu.user + cpu.system) / 1000)} ms)\n`,
);
process.exit(bad === 0 ? 0 : 1);
