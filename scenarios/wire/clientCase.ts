import type { DelegateParams, DelegateResult } from '../../harness/contract/types.ts';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import type { CaseFacts } from '../../harness/rules/index.ts';
import type { TranscriptEntry } from '../../harness/results/types.ts';
import type { CaseContext, WireView } from '../core/CaseContext.ts';
import type { CaseOutcome, ConformanceCase } from '../core/ConformanceCase.ts';
import { ORACLE } from '../properties/oracle.ts';

/**
 * What a wire case's judge sees: the IUT's own account, and what each vendor recorded. No
 * wall-clock duration: a judgement that read one would move with the machine's load.
 */
export interface WireObservation {
  result: DelegateResult;
  transcripts: Record<string, TranscriptEntry[]>;
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
      const unverifiable = await signedOutsideIut(head.vendor, ctx);
      if (unverifiable !== undefined)
        return {
          verdict: 'not-applicable',
          evidence: { summary: `${head.about}: not run`, reason: unverifiable },
        };
      wire.fleet.resetTranscripts();
      const params = head.delegate(ctx, wire);
      // The IUT's own deadline plus slack: a client that ignores its deadline is an error.
      // A vendor's own exception during the delegation is the harness's defect, not a verdict.
      const result = await iut
        .call('delegate', params, { deadlineMs: params.deadlineMs + ctx.deadlines.callMs })
        .finally(() => {
          const defect = wire.takeDefect?.();
          if (defect !== undefined) throw defect;
        });
      const transcripts = Object.fromEntries(
        head.watch.map((id) => [id, wire.fleet.transcript(id)]),
      );
      const judged = head.judge({ result, transcripts });
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

/**
 * Why the case cannot judge its rule on this IUT, when that is so: the vendor's card is signed
 * under a canonicalization the IUT does not declare it verifies (contract 1.1), and its signature
 * does not verify under any the IUT does declare, so the IUT would refuse the card at the
 * signature stage, for another rule's reason. The fleet signs each card one way (DESIGN §4), so
 * the case cannot be re-signed for the IUT as a contract case is; the signature rules judge the
 * IUT's canonicalization instead. A card whose bytes verify either way is judged as usual.
 */
async function signedOutsideIut(vendor: string, ctx: CaseContext): Promise<string | undefined> {
  const view = ctx.vendors.get(vendor);
  const declared = ctx.iutCanonicalizations.verify;
  if (view === undefined || declared.length === 0 || declared.includes(view.canonicalization))
    return undefined;
  const cardBase64 = Buffer.from(view.cardBytes).toString('base64');
  for (const canonicalization of declared) {
    const found = await ORACLE.discover({
      cardBase64,
      jwks: ctx.jwks,
      policy: ctx.policy({ canonicalization }),
    });
    if (found.signature === 'valid') return undefined;
  }
  return `${vendor} signs its card under ${view.canonicalization}, and the card does not verify under ${declared.join(', ')}, all the IUT declares it verifies (hello.canonicalizations): the IUT would refuse it at the signature stage, which the signature rules judge`;
}
