import { runLimited } from '../run/runLimited.ts';
import { asHarnessDefect, isPeerFault } from '../../harness/errors/index.ts';
import { strongerVerdict } from '../../harness/vocabulary/index.ts';
import type { AgentBinding, BindingName } from '../../harness/wire/index.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';
import { bindingSlug, type AgentCheck, type CheckHead } from '../../scenarios/agent/AgentCheck.ts';
import type { AgentTarget } from '../../scenarios/agent/AgentTarget.ts';
import type { CheckOutcome } from '../../scenarios/agent/CheckOutcome.ts';
import { activeTranscript } from './activeTranscript.ts';
import { agentTranscript } from '../../harness/results/Transcript.ts';
import type { Evidence } from '../../harness/results/types.ts';
import { caseRecord } from '../records/caseRecord.ts';
import { replayCommand } from '../records/replayCommand.ts';
import { createCheckContext } from './createCheckContext.ts';
import { recordBinding } from './recordBinding.ts';
import { judgedOn } from './judgedOn.ts';

/** One unit of work: a check against one binding (or the card, or all bindings). */
interface Job {
  check: AgentCheck;
  binding: AgentBinding | undefined;
  suffixed: boolean;
}

/** How the checks run against one agent. */
export interface AgentCheckRunOptions {
  wants: (rule: string) => boolean;
  concurrency: number;
  /** Only the checks with a head of this case id (binding suffix included or not): a replay. */
  onlyCase?: string;
}

/**
 * Runs `checks` against `target`, `concurrency` at a time (checks are independent: each makes
 * its own tasks and keeps its own transcript). Every head of every check that applies yields a
 * record: the check's own outcome, `not-applicable` when its generation, binding or scope does
 * not hold, or `error` when the agent or its network failed the check (`IUT_*`, `NET_*`,
 * `WIRE_*`). Anything else a check throws is a harness defect: no check starts after it, and it
 * is thrown naming the check (never a verdict). Records keep catalogue-stable case ids, and every
 * failure carries its replay command.
 */
export async function runAgentChecks(
  target: AgentTarget,
  checks: readonly AgentCheck[],
  options: AgentCheckRunOptions,
): Promise<CaseRecord[]> {
  const records: CaseRecord[] = [];
  const jobs: Job[] = [];
  for (const check of checks) {
    if (!check.heads.some((h) => options.wants(h.rule))) continue;
    if (options.onlyCase !== undefined && !check.heads.some((h) => matches(h, options.onlyCase!)))
      continue;
    const generations = check.generations ?? ['1.0', '0.3'];
    const judged = check.heads.filter((h) => judgedOn(h.rule, target.generation));
    if (!generations.includes(target.generation) || judged.length === 0) {
      records.push(...offGeneration(target, check, check.heads));
      continue;
    }
    // Heads whose rule has no counterpart in the agent's generation: not applicable, the rest run.
    records.push(
      ...offGeneration(
        target,
        check,
        check.heads.filter((h) => !judged.includes(h)),
      ),
    );
    if (check.scope === 'card') {
      jobs.push({ check, binding: target.bindings[0], suffixed: false });
      continue;
    }
    if (check.scope === 'all-bindings') {
      const offered = drivableFor(target, check).length;
      if (offered < 2) {
        records.push(
          ...check.heads.map((h) =>
            blank(target, h, h.caseId, 'not-applicable', {
              summary: `the agent offers ${offered} binding the harness speaks`,
              reason: 'condition "several-bindings" does not hold',
            }),
          ),
        );
      } else jobs.push({ check, binding: target.bindings[0], suffixed: false });
      continue;
    }
    const usable = drivableFor(target, check);
    if (usable.length === 0) {
      const wanted: readonly BindingName[] = check.bindings ?? ['JSONRPC'];
      const why =
        target.bindings.length === 0
          ? whyNoBinding(target)
          : `the agent declares no ${wanted.join(' or ')} interface`;
      const verdict =
        target.bindings.length === 0 && target.unusable.length === 0 ? 'error' : 'not-applicable';
      for (const h of check.heads)
        records.push(
          blank(target, h, `${h.caseId}-${bindingSlug(wanted[0]!)}`, verdict, {
            summary: why,
            reason: why,
          }),
        );
      continue;
    }
    for (const binding of check.preferredOnly === true ? usable.slice(0, 1) : usable)
      jobs.push({ check, binding, suffixed: true });
  }

  const gates = jobs.filter((j) => j.check.gate === true);
  const dead = new Map<AgentBinding, CaseRecord>();
  const gated = await Promise.allSettled(gates.map((job) => runJob(target, job)));
  for (const [i, settled] of gated.entries()) {
    if (settled.status === 'rejected') throw settled.reason;
    records.push(...settled.value);
    const failed = settled.value.find((r) => r.verdict !== 'pass');
    const job = gates[i]!;
    if (failed !== undefined && job.binding !== undefined) dead.set(job.binding, failed);
  }
  const rest: Job[] = [];
  for (const job of jobs.filter((j) => j.check.gate !== true)) {
    const gone =
      job.check.scope === 'card'
        ? undefined
        : job.suffixed
          ? dead.get(job.binding!)
          : [...dead.values()][0];
    if (gone === undefined) rest.push(job);
    else
      for (const h of job.check.heads)
        records.push(
          blank(target, h, caseIdOf(h, job), 'not-applicable', {
            summary: `not judged: ${gone.evidence.summary}`,
            reason: `the interface does not answer A2A; charged to ${gone.rule}`,
          }),
        );
  }
  records.push(...(await runPool(target, rest, options.concurrency)));
  return unique(records.filter((r) => options.wants(r.rule))).sort(byCase);
}

/** Not-applicable records of `heads`: their rules have no counterpart in the agent's generation. */
function offGeneration(
  target: AgentTarget,
  check: AgentCheck,
  heads: readonly CheckHead[],
): CaseRecord[] {
  const slug =
    check.scope === 'each-binding'
      ? `-${bindingSlug(check.bindings?.[0] ?? target.bindings[0]?.name ?? 'JSONRPC')}`
      : '';
  const other = target.generation === '0.3' ? '1.0' : '0.3';
  return heads.map((h) =>
    blank(target, h, `${h.caseId}${slug}`, 'not-applicable', {
      summary: `A2A v${target.generation} agent: this rule is judged on A2A v${other} agents only`,
      reason: `the agent speaks A2A v${target.generation}, where the rule has no counterpart`,
    }),
  );
}

/** Whether `head` is the case a replay names, with or without its binding suffix. */
function matches(head: CheckHead, caseId: string): boolean {
  return caseId === head.caseId || caseId.startsWith(`${head.caseId}-`);
}

/** The case id of `head` in `job`: per-binding checks get the binding appended. */
function caseIdOf(head: CheckHead, job: Job): string {
  return job.suffixed && job.binding !== undefined
    ? `${head.caseId}-${bindingSlug(job.binding.name)}`
    : head.caseId;
}

/** One record per (rule, case): a report holds each case once (the stronger verdict stays). */
function unique(records: CaseRecord[]): CaseRecord[] {
  const byCase = new Map<string, CaseRecord>();
  for (const r of records) {
    const key = `${r.rule} ${r.caseId}`;
    const seen = byCase.get(key);
    if (seen === undefined || strongerVerdict(seen.verdict, r.verdict) !== seen.verdict)
      byCase.set(key, r);
  }
  return [...byCase.values()];
}

/** Runs `jobs` `concurrency` at a time; the first harness defect stops the pool and is thrown. */
async function runPool(
  target: AgentTarget,
  jobs: Job[],
  concurrency: number,
): Promise<CaseRecord[]> {
  const done = await runLimited(jobs, concurrency, (job) => runJob(target, job), {
    stopped: () => target.signal?.aborted === true,
  });
  return done.flatMap((records) => records ?? []);
}

/**
 * The bindings `check` runs on (or, scope `all-bindings`, compares): gRPC only for the checks
 * that name it, since the others read HTTP heads and JSON bodies; the rest as `check.bindings`
 * says (default every one).
 */
function drivableFor(target: AgentTarget, check: AgentCheck): AgentBinding[] {
  return target.bindings.filter((b) =>
    check.bindings === undefined ? b.name !== 'GRPC' : check.bindings.includes(b.name),
  );
}

async function runJob(target: AgentTarget, job: Job): Promise<CaseRecord[]> {
  const transcript = agentTranscript(target.iut);
  const drivable = drivableFor(target, job.check);
  if (job.binding !== undefined && !drivable.includes(job.binding)) drivable.push(job.binding);
  const bindings = drivable.map((b) => recordBinding(b, transcript, target.userHeaders));
  const binding =
    job.binding === undefined ? noBinding(target) : bindings[drivable.indexOf(job.binding)]!;
  const ctx = createCheckContext({
    check: job.check,
    target,
    binding,
    bindings,
    transcript,
    record: (b) => recordBinding(b, transcript, {}),
    raw: job.binding,
  });
  const toRecord = (outcome: CheckOutcome): CaseRecord => {
    const caseId = caseIdOf(outcome.head, job);
    const replay =
      outcome.verdict === 'fail' || outcome.verdict === 'error' || outcome.rerun !== undefined
        ? replayCommand({
            rule: outcome.head.rule,
            target: target.replayTarget,
            caseId,
            seed: outcome.rerun?.seed ?? target.seed,
            ...(outcome.rerun !== undefined && { path: outcome.rerun.path }),
          })
        : undefined;
    return caseRecord(identity(target, outcome.head, caseId), outcome.verdict, {
      ...outcome.evidence,
      ...(replay !== undefined && { replay }),
    });
  };
  let outcomes: CheckOutcome[];
  try {
    outcomes = await activeTranscript.run(transcript, () => job.check.run(ctx));
  } catch (cause) {
    // Cut by the run's interrupt: what the check saw is incomplete, so it records nothing.
    if (target.signal?.aborted === true) return [];
    const first = job.check.heads[0]!;
    if (!isPeerFault(cause))
      throw asHarnessDefect(cause, {
        rule: first.rule,
        caseId: caseIdOf(first, job),
        iut: target.iut,
        replay: replayCommand({
          rule: first.rule,
          target: target.replayTarget,
          caseId: caseIdOf(first, job),
          seed: target.seed,
        }),
      });
    // Bytes that are not HTTP are the agent's own violation, judged: a fail with the parser's
    // reason, not "cannot be reached". Every other peer fault is an error.
    const violation = cause.code === 'NET_PROTOCOL_VIOLATION';
    return job.check.heads
      .filter((h) => judgedOn(h.rule, target.generation))
      .map((h) =>
        toRecord(
          ctx.record(h, violation ? 'fail' : 'error', {
            summary: violation
              ? `the agent answered with malformed HTTP: ${cause.message}`
              : `the check could not judge the agent: ${cause.code}: ${cause.message}`,
            reason: `${cause.code}: ${cause.message}`,
            code: cause.code,
          }),
        ),
      );
  }
  if (target.signal?.aborted === true) return [];
  return outcomes.filter((o) => judgedOn(o.head.rule, target.generation)).map(toRecord);
}

function identity(target: AgentTarget, head: CheckHead, caseId: string) {
  return {
    caseId,
    rule: head.rule,
    iut: target.iut,
    vendor: null,
    transport: 'http' as const,
    canonicalization: head.canonicalization ?? null,
    ...(target.generation === '0.3' && { generation: '0.3' as const }),
  };
}

function blank(
  target: AgentTarget,
  head: CheckHead,
  caseId: string,
  verdict: CaseRecord['verdict'],
  evidence: Evidence,
): CaseRecord {
  return caseRecord(identity(target, head, caseId), verdict, evidence);
}

function whyNoBinding(target: AgentTarget): string {
  if (target.unusable.length === 0) return 'the card declares no interface the harness can reach';
  return target.unusable.map((u) => `${u.iface.binding} ${u.iface.url}: ${u.reason}`).join('; ');
}

/** Card checks never call the agent; a binding that refuses says so if one ever does. */
function noBinding(target: AgentTarget): AgentBinding {
  return new Proxy({} as AgentBinding, {
    get() {
      throw new Error(`no drivable interface on ${target.iut}: ${whyNoBinding(target)}`);
    },
  });
}

function byCase(a: CaseRecord, b: CaseRecord): number {
  const x = `${a.rule} ${a.caseId}`;
  const y = `${b.rule} ${b.caseId}`;
  return x < y ? -1 : x > y ? 1 : 0;
}
