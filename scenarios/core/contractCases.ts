import type {
  Canonicalization,
  ContractCalls,
  DiscoverParams,
  DiscoverResult,
  PlanParams,
  PlanResult,
  ReassembleParams,
  ReassembleResult,
} from '../../harness/contract/types.ts';
import type { CaseContext } from './CaseContext.ts';
import type { CaseOutcome, ConformanceCase } from './ConformanceCase.ts';
import { matchExpected } from './matchExpected.ts';

type DeepPartial<T> = T extends (infer U)[]
  ? DeepPartial<U>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

interface CaseHead {
  id: string;
  rule: string;
  vendor?: string | null;
  canonicalization?: Canonicalization | null;
  /** Why the case exists, in one line (shown as the evidence summary on failure). */
  about: string;
}

function judge(about: string, actual: unknown, expected: unknown, card?: string): CaseOutcome {
  const mismatches = matchExpected(actual, expected);
  return {
    verdict: mismatches.length === 0 ? 'pass' : 'fail',
    evidence: {
      summary: mismatches.length === 0 ? about : `${about}: ${mismatches[0]}`,
      ...(mismatches.length > 1 ? { details: mismatches.join('\n') } : {}),
      expected,
      actual,
      ...(card !== undefined ? { card } : {}),
    },
  };
}

function cardText(params: { cardBase64: string }): string {
  return Buffer.from(params.cardBase64, 'base64').toString('utf8');
}

/** A verifier case on one call: the params it builds and the (partial) answer it expects. */
function verifierCase<K extends 'discover' | 'plan'>(
  call: K,
  head: CaseHead & {
    build(ctx: CaseContext): Promise<ContractCalls[K]['params']>;
    expect: DeepPartial<ContractCalls[K]['result']>;
  },
): ConformanceCase {
  return {
    id: head.id,
    rule: head.rule,
    role: 'verifier',
    vendor: head.vendor ?? null,
    canonicalization: head.canonicalization ?? null,
    async run(iut, ctx) {
      const params = await head.build(ctx);
      const actual = await iut.call(call, params, { deadlineMs: ctx.deadlines.callMs });
      return judge(head.about, actual, head.expect, cardText(params));
    },
  };
}

/** A verifier case on `discover`: hand-written params builder and expected (partial) result. */
export function discoverCase(
  head: CaseHead & {
    build(ctx: CaseContext): Promise<DiscoverParams>;
    expect: DeepPartial<DiscoverResult>;
  },
): ConformanceCase {
  return verifierCase('discover', head);
}

/** A verifier case on `plan`. */
export function planCase(
  head: CaseHead & {
    build(ctx: CaseContext): Promise<PlanParams>;
    expect: DeepPartial<PlanResult>;
  },
): ConformanceCase {
  return verifierCase('plan', head);
}

/** A consumer case on `reassemble`. */
export function reassembleCase(
  head: CaseHead & { params: ReassembleParams; expect: ReassembleResult },
): ConformanceCase {
  return {
    id: head.id,
    rule: head.rule,
    role: 'consumer',
    vendor: head.vendor ?? null,
    canonicalization: null,
    async run(iut, ctx) {
      const actual = await iut.call('reassemble', head.params, {
        deadlineMs: ctx.deadlines.callMs,
      });
      return judge(head.about, actual, head.expect);
    },
  };
}
