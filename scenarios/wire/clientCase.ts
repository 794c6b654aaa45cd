import type { DelegateParams, DelegateResult } from '../../harness/contract/types.ts';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import type { CaseFacts } from '../../harness/rules/index.ts';
import type { TranscriptEntry } from '../../harness/results/types.ts';
import type { CaseContext, WireView } from '../core/CaseContext.ts';
import type { CaseOutcome, ConformanceCase } from '../core/ConformanceCase.ts';

/** What a wire case's judge sees: the IUT's own account, and what each vendor recorded. */
export interface WireObservation {
  result: DelegateResult;
  transcripts: Record<string, TranscriptEntry[]>;
  elapsedMs: number;
}

/** A judge's conclusion; `summary` says what was seen on the wire. */
export interface WireJudgement {
  pass: boolean;
  summary: string;
}

/**
 * A `client`-role case: the IUT delegates a task to simulated vendors over a real wire (msw or
 * loopback), and the verdict is computed from the vendors' transcripts as much as from the
 * IUT's answer (DESIGN §4). Expectations are the hand-written `judge`.
 */
export function clientCase(head: {
  id: string;
  rule: string;
  vendor: string;
  about: string;
  /** What a conforming caller makes the vendors see, in one line (the evidence's "expected"). */
  expected: string;
  /** Vendors whose transcripts the judge reads (the first is the case's vendor). */
  watch: string[];
  /**
   * What the case states about its setting (e.g. lazy negotiation), on which the engine judges
   * the rule's conditions of validity before the client is asked to delegate.
   */
  facts?: CaseFacts;
  delegate(ctx: CaseContext, wire: WireView): DelegateParams;
  judge(seen: WireObservation): WireJudgement;
}): ConformanceCase {
  const facts = head.facts;
  return {
    id: head.id,
    rule: head.rule,
    role: 'client',
    vendor: head.vendor,
    canonicalization: null,
    wire: true,
    ...(facts ? { prepare: async () => ({ facts, input: undefined }) } : {}),
    async run(iut, ctx): Promise<CaseOutcome> {
      const wire = ctx.wire;
      if (!wire)
        throw new CrosscheckError(
          'INTERNAL',
          `Failed to run wire case ${head.id}: no wire transport in the context.`,
        );
      wire.fleet.resetTranscripts();
      const params = head.delegate(ctx, wire);
      const started = Date.now();
      // The IUT's own deadline plus slack: a client that ignores its deadline is an error.
      // A vendor's own exception during the delegation is the harness's defect, not a verdict.
      const result = await iut
        .call('delegate', params, { deadlineMs: params.deadlineMs + ctx.deadlines.callMs })
        .finally(() => {
          const defect = wire.takeDefect?.();
          if (defect !== undefined) throw defect;
        });
      const elapsedMs = Date.now() - started;
      const transcripts = Object.fromEntries(
        head.watch.map((id) => [id, wire.fleet.transcript(id)]),
      );
      const judged = head.judge({ result, transcripts, elapsedMs });
      return {
        verdict: judged.pass ? 'pass' : 'fail',
        evidence: {
          summary: `${head.about}: ${judged.summary}`,
          expected: head.expected,
          actual: result,
          transcript: head.watch.flatMap((id) => transcripts[id] ?? []).sort((a, b) => a.at - b.at),
        },
      };
    },
  };
}
