import { runLimited } from './runLimited.ts';
import type { HelloResult, Iut } from '../../harness/contract/types.ts';
import { asHarnessDefect, isPeerFault } from '../../harness/errors/index.ts';
import { firstFailedCondition } from '../../harness/rules/index.ts';
import { ruleRegistry } from '../rules.ts';
import { withCanonicalization } from '../../scenarios/core/withCanonicalization.ts';
import { resolveCaseCanonicalization } from './resolveCaseCanonicalization.ts';
import type { TransportName } from '../../harness/results/types.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import type {
  CaseOutcome,
  CaseRecord,
  ConformanceCase,
} from '../../scenarios/core/ConformanceCase.ts';
import { caseRecord, type RecordIdentity } from '../records/caseRecord.ts';
import { iutReplayTarget, replayCommand } from '../records/replayCommand.ts';
import { ABORTED, untilAborted } from './untilAborted.ts';

export interface RunCasesOptions {
  /** Cases run at once against one IUT; stateless calls make this safe. */
  concurrency?: number;
  onCaseDone?: (record: CaseRecord) => void;
  /** Interrupts the run: no case starts after it aborts, and cases still running are dropped. */
  signal?: AbortSignal;
}

/**
 * Runs cases against one IUT. A case whose role the IUT does not declare yields
 * `not-applicable` (with the reason); a declared role that throws an IUT or network fault
 * (`IUT_*`, `NET_*`, `WIRE_*`: a crash, a timeout, an answer outside the contract) yields
 * `error` naming the rule, the case and what came back. Anything else a case throws is a
 * defect of the harness: no case starts after it, those still running are dropped, and it is
 * thrown as a `HarnessDefect` naming the case (never a verdict). After `signal` aborts, only the
 * records of cases that finished are returned.
 */
export async function runCases(
  iut: Iut,
  hello: HelloResult,
  transport: TransportName,
  cases: readonly ConformanceCase[],
  ctx: CaseContext,
  options: RunCasesOptions = {},
): Promise<CaseRecord[]> {
  const records: (CaseRecord | undefined)[] = new Array<CaseRecord | undefined>(cases.length);
  const stop = new AbortController();
  const signal =
    options.signal === undefined ? stop.signal : AbortSignal.any([options.signal, stop.signal]);
  await runLimited(
    cases,
    options.concurrency ?? 4,
    async (c, i) => {
      const record = await untilAborted(runOne(iut, hello, transport, c, ctx), signal);
      if (record === ABORTED) return;
      records[i] = record;
      options.onCaseDone?.(record);
    },
    // A defect cuts the cases still running: their records are dropped.
    { stopped: () => signal.aborted, onError: () => stop.abort() },
  );
  return records.filter((r): r is CaseRecord => r !== undefined);
}

async function runOne(
  iut: Iut,
  hello: HelloResult,
  transport: TransportName,
  c: ConformanceCase,
  ctx: CaseContext,
): Promise<CaseRecord> {
  const identity: RecordIdentity = {
    caseId: c.id,
    rule: c.rule,
    iut: iut.id,
    vendor: c.vendor,
    transport,
    canonicalization: c.canonicalization,
  };
  if (!hello.roles.includes(c.role))
    return caseRecord(identity, 'not-applicable', {
      summary: `${iut.id} does not declare the "${c.role}" role`,
      reason: `role "${c.role}" not declared in hello`,
    });
  const rule = ruleRegistry.get(c.rule);
  const plan = resolveCaseCanonicalization(c, rule, ctx.iutCanonicalizations);
  if (!plan.run)
    return caseRecord(identity, 'not-applicable', {
      summary: `case ${c.id} not run: canonicalization`,
      reason: plan.reason,
    });
  const caseCtx =
    plan.substitutedFor === undefined || plan.canonicalization === null
      ? { ...ctx, transport }
      : withCanonicalization({ ...ctx, transport }, plan.substitutedFor, plan.canonicalization);
  const judged = { ...identity, canonicalization: plan.canonicalization };
  const substituted =
    plan.substitutedFor === undefined
      ? {}
      : {
          details: `signed under ${plan.canonicalization} instead of ${plan.substitutedFor}: the IUT declares it verifies ${plan.canonicalization}, and ${c.rule} does not judge the signature stage`,
        };
  const replay = (rerun: CaseOutcome['rerun'] = {}): string =>
    replayCommand({
      rule: c.rule,
      target: iutReplayTarget(iut.id, ctx.wire?.iutTransport ?? transport),
      caseId: rerun.caseId ?? c.id,
      seed: rerun.seed ?? ctx.seed,
      ...(rerun.path !== undefined && { path: rerun.path }),
      transport,
    });
  const started = Date.now();
  try {
    const prepared = c.prepare ? await c.prepare(caseCtx) : undefined;
    const failed =
      prepared === undefined
        ? undefined
        : firstFailedCondition(c.conditions ?? rule.appliesWhen, prepared.facts);
    if (failed !== undefined)
      return caseRecord(judged, 'not-applicable', {
        summary: `condition of validity "${failed.condition}" does not hold: ${failed.reason}`,
        reason: `${failed.reason} (${failed.source})`,
      });
    const outcome = await c.run(iut, caseCtx, prepared);
    const command =
      outcome.rerun !== undefined || outcome.verdict === 'fail' ? replay(outcome.rerun) : undefined;
    const record = caseRecord(judged, outcome.verdict, {
      ...substituted,
      ...outcome.evidence,
      ...(command !== undefined && { replay: command }),
      durationMs: Date.now() - started,
    });
    return outcome.answers === undefined ? record : { ...record, answers: outcome.answers };
  } catch (error) {
    if (!isPeerFault(error))
      throw asHarnessDefect(error, { rule: c.rule, caseId: c.id, iut: iut.id, replay: replay() });
    return caseRecord(judged, 'error', {
      summary: `case ${c.id} (rule ${c.rule}) could not be judged: ${error.code}`,
      reason: error.message,
      code: error.code,
      ...(stderrOf(error) ? { stderr: stderrOf(error) } : {}),
      replay: replay(),
      durationMs: Date.now() - started,
    });
  }
}

/** The captured stderr of a child-process IUT, when the error carries one. */
function stderrOf(error: unknown): string | undefined {
  const stderr = (error as { stderr?: unknown } | null)?.stderr;
  return typeof stderr === 'string' && stderr.length > 0 ? stderr : undefined;
}
