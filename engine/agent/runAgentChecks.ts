import { isCrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { strongerVerdict } from '../../harness/vocabulary/index.ts';
import type { AgentBinding, BindingName } from '../../harness/wire/index.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';
import { bindingSlug, type AgentCheck, type CheckHead } from '../../scenarios/agent/AgentCheck.ts';
import type { AgentTarget } from '../../scenarios/agent/AgentTarget.ts';
import { activeTranscript, AgentTranscript } from '../../harness/results/AgentTranscript.ts';
import { createCheckContext } from './createCheckContext.ts';
import { recordBinding } from './recordBinding.ts';

/** One unit of work: a check against one binding (or the card, or all bindings). */
interface Job {
  check: AgentCheck;
  binding: AgentBinding | undefined;
  suffixed: boolean;
}

/**
 * Runs `checks` against `target`, `concurrency` at a time (checks are independent: each makes
 * its own tasks and keeps its own transcript). Every head of every check that applies yields a
 * record: the check's own, `not-applicable` when its generation, binding or scope does not
 * hold, or `error` when the check could not judge. Records keep catalogue-stable case ids.
 */
export async function runAgentChecks(
  target: AgentTarget,
  checks: readonly AgentCheck[],
  options: { wants: (rule: string) => boolean; concurrency: number },
): Promise<CaseRecord[]> {
  const records: CaseRecord[] = [];
  const jobs: Job[] = [];
  for (const check of checks) {
    if (!check.heads.some((h) => options.wants(h.rule))) continue;
    const generations = check.generations ?? ['1.0'];
    if (!generations.includes(target.generation)) {
      const slug =
        check.scope === 'each-binding'
          ? `-${bindingSlug(check.bindings?.[0] ?? target.bindings[0]?.name ?? 'JSONRPC')}`
          : '';
      records.push(
        ...check.heads.map((h) =>
          blank(
            target,
            h,
            `${h.caseId}${slug}`,
            'not-applicable',
            `A2A v${target.generation} agent: this rule is judged on A2A ${generations.join('/')} agents only`,
            `the agent speaks A2A v${target.generation}`,
          ),
        ),
      );
      continue;
    }
    if (check.scope === 'card') {
      jobs.push({ check, binding: target.bindings[0], suffixed: false });
      continue;
    }
    if (check.scope === 'all-bindings') {
      if (target.bindings.length < 2) {
        records.push(
          ...check.heads.map((h) =>
            blank(
              target,
              h,
              h.caseId,
              'not-applicable',
              `the agent offers ${target.bindings.length} binding the harness speaks`,
              'condition "several-bindings" does not hold',
            ),
          ),
        );
      } else jobs.push({ check, binding: target.bindings[0], suffixed: false });
      continue;
    }
    const usable = target.bindings.filter(
      (b) => check.bindings === undefined || check.bindings.includes(b.name),
    );
    if (usable.length === 0) {
      const wanted: readonly BindingName[] = check.bindings ?? ['JSONRPC'];
      const why =
        target.bindings.length === 0
          ? whyNoBinding(target)
          : `the agent declares no ${wanted.join(' or ')} interface`;
      const verdict =
        target.bindings.length === 0 && target.unusable.length === 0 ? 'error' : 'not-applicable';
      for (const h of check.heads)
        records.push(blank(target, h, `${h.caseId}-${bindingSlug(wanted[0]!)}`, verdict, why, why));
      continue;
    }
    for (const binding of check.preferredOnly === true ? usable.slice(0, 1) : usable)
      jobs.push({ check, binding, suffixed: true });
  }

  const gates = jobs.filter((j) => j.check.gate === true);
  const dead = new Map<AgentBinding, CaseRecord>();
  await Promise.all(
    gates.map(async (job) => {
      const got = await runJob(target, job);
      records.push(...got);
      const failed = got.find((r) => r.verdict !== 'pass');
      if (failed !== undefined && job.binding !== undefined) dead.set(job.binding, failed);
    }),
  );
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
      for (const h of job.check.heads) {
        const caseId = job.suffixed ? `${h.caseId}-${bindingSlug(job.binding!.name)}` : h.caseId;
        records.push(
          blank(
            target,
            h,
            caseId,
            'not-applicable',
            `not judged: ${gone.evidence.summary}`,
            `the interface does not answer A2A; charged to ${gone.rule}`,
          ),
        );
      }
  }
  records.push(...(await runPool(target, rest, options.concurrency)));
  return unique(records.filter((r) => options.wants(r.rule))).sort(byCase);
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

async function runPool(
  target: AgentTarget,
  jobs: Job[],
  concurrency: number,
): Promise<CaseRecord[]> {
  const out: CaseRecord[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      out.push(...(await runJob(target, job)));
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, worker),
  );
  return out;
}

async function runJob(target: AgentTarget, job: Job): Promise<CaseRecord[]> {
  const transcript = new AgentTranscript(target.iut);
  const bindings = target.bindings.map((b) => recordBinding(b, transcript, target.userHeaders));
  const binding =
    job.binding === undefined ? noBinding(target) : bindings[target.bindings.indexOf(job.binding)]!;
  const ctx = createCheckContext({
    check: job.check,
    target,
    binding,
    bindings,
    transcript,
    suffixed: job.suffixed,
    record: (b) => recordBinding(b, transcript, {}),
    raw: job.binding,
  });
  try {
    return await activeTranscript.run(transcript, () => job.check.run(ctx));
  } catch (cause) {
    const code = isCrosscheckError(cause) ? cause.code : 'INTERNAL';
    const message = cause instanceof Error ? cause.message : String(cause);
    return job.check.heads.map((h) =>
      ctx.record(h, 'error', {
        summary: `the check could not judge the agent (${code})`,
        reason: `${code}: ${message}`,
      }),
    );
  }
}

function blank(
  target: AgentTarget,
  head: CheckHead,
  caseId: string,
  verdict: CaseRecord['verdict'],
  summary: string,
  reason: string,
): CaseRecord {
  return {
    caseId,
    rule: head.rule,
    iut: target.iut,
    vendor: null,
    transport: 'http',
    canonicalization: head.canonicalization ?? null,
    verdict,
    evidence: { summary, reason, case: caseId },
  };
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
