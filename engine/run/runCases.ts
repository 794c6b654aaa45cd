import type { HelloResult, Iut } from '../../harness/contract/types.ts';
import { isCrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { firstFailedCondition, ruleRegistry } from '../../harness/rules/index.ts';
import { withCanonicalization } from '../../scenarios/core/withCanonicalization.ts';
import { resolveCaseCanonicalization } from './resolveCaseCanonicalization.ts';
import { boundEvidence } from '../../harness/results/boundEvidence.ts';
import type { TransportName } from '../../harness/results/types.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import type { CaseRecord, ConformanceCase } from '../../scenarios/core/ConformanceCase.ts';
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
 * `not-applicable` (with the reason); a declared role that throws, times out or answers outside
 * the contract yields `error` naming the rule, the case and what came back. Never throws.
 * Each record's evidence is bounded as it is recorded (`boundEvidence`). After `signal`
 * aborts, only the records of cases that finished are returned.
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
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < cases.length && options.signal?.aborted !== true) {
      const i = next++;
      const c = cases[i]!;
      const record = await untilAborted(runOne(iut, hello, transport, c, ctx), options.signal);
      if (record === ABORTED) return;
      records[i] = { ...record, evidence: boundEvidence(record.evidence) };
      options.onCaseDone?.(record);
    }
  };
  const n = Math.max(1, Math.min(options.concurrency ?? 4, cases.length));
  await Promise.all(Array.from({ length: n }, worker));
  return records.filter((r): r is CaseRecord => r !== undefined);
}

async function runOne(
  iut: Iut,
  hello: HelloResult,
  transport: TransportName,
  c: ConformanceCase,
  ctx: CaseContext,
): Promise<CaseRecord> {
  const base = {
    caseId: c.id,
    rule: c.rule,
    iut: iut.id,
    vendor: c.vendor,
    transport,
    canonicalization: c.canonicalization,
  };
  const notApplicable = (summary: string, reason: string): CaseRecord => ({
    ...base,
    verdict: 'not-applicable',
    evidence: { summary, reason },
  });
  if (!hello.roles.includes(c.role))
    return notApplicable(
      `${iut.id} does not declare the "${c.role}" role`,
      `role "${c.role}" not declared in hello`,
    );
  const rule = ruleRegistry.get(c.rule);
  const plan = resolveCaseCanonicalization(c, rule, ctx.iutCanonicalizations);
  if (!plan.run) return notApplicable(`case ${c.id} not run: canonicalization`, plan.reason);
  const caseCtx =
    plan.substitutedFor === undefined || plan.canonicalization === null
      ? { ...ctx, transport }
      : withCanonicalization({ ...ctx, transport }, plan.substitutedFor, plan.canonicalization);
  const record = { ...base, canonicalization: plan.canonicalization };
  const substituted =
    plan.substitutedFor === undefined
      ? {}
      : {
          details: `signed under ${plan.canonicalization} instead of ${plan.substitutedFor}: the IUT declares it verifies ${plan.canonicalization}, and ${c.rule} does not judge the signature stage`,
        };
  const started = Date.now();
  try {
    const prepared = c.prepare ? await c.prepare(caseCtx) : undefined;
    const failed =
      prepared === undefined
        ? undefined
        : firstFailedCondition(c.conditions ?? rule.appliesWhen, prepared.facts);
    if (failed !== undefined)
      return {
        ...record,
        verdict: 'not-applicable',
        evidence: {
          summary: `condition of validity "${failed.condition}" does not hold: ${failed.reason}`,
          reason: `${failed.reason} (${failed.source})`,
        },
      };
    const outcome = await c.run(iut, caseCtx, prepared);
    const replay =
      outcome.evidence.replay ??
      (outcome.verdict === 'fail' ? replayCommand(c, iut.id, transport, ctx.seed) : undefined);
    return {
      ...record,
      verdict: outcome.verdict,
      evidence: {
        ...substituted,
        ...outcome.evidence,
        ...(replay ? { replay } : {}),
        durationMs: Date.now() - started,
      },
    };
  } catch (error) {
    const code = isCrosscheckError(error) ? error.code : 'INTERNAL';
    const message = error instanceof Error ? error.message : String(error);
    return {
      ...record,
      verdict: 'error',
      evidence: {
        summary: `case ${c.id} (rule ${c.rule}) could not be judged: ${code}`,
        reason: message,
        ...(stderrOf(error) ? { stderr: stderrOf(error) } : {}),
        replay: replayCommand(c, iut.id, transport, ctx.seed),
        durationMs: Date.now() - started,
      },
    };
  }
}

/** The command that reruns one example-based case against the same IUT with the same seed. */
function replayCommand(
  c: ConformanceCase,
  iutId: string,
  transport: TransportName,
  seed: number,
): string {
  const target = transport === 'stdio' ? `--iut-cmd ${JSON.stringify(iutId)}` : `--iut ${iutId}`;
  const wire = transport === 'msw' || transport === 'loopback' ? ` --transport ${transport}` : '';
  return `npx a2a-crosscheck replay --rule ${c.rule} ${target} --case ${c.id} --seed ${seed}${wire}`;
}

/** The captured stderr of a child-process IUT, when the error carries one. */
function stderrOf(error: unknown): string | undefined {
  const stderr = (error as { stderr?: unknown } | null)?.stderr;
  return typeof stderr === 'string' && stderr.length > 0 ? stderr : undefined;
}
