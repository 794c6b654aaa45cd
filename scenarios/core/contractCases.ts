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
import { parseStrictJson } from '../../harness/json/parseStrictJson.ts';
import { isJsonObject } from '../../harness/json/JsonValue.ts';
import {
  type CaseFacts,
  type CardOutcome,
  type Condition,
  refusedBeforeRule,
} from '../../harness/rules/index.ts';
import { ruleRegistry } from '../catalogue.ts';
import type { CaseContext } from './CaseContext.ts';
import { discoverOutcome, planOutcome } from './caseOutcomes.ts';
import type { CaseOutcome, ConformanceCase, PreparedCase } from './ConformanceCase.ts';
import { asCompared } from './asCompared.ts';
import { matchExpected } from './matchExpected.ts';
import { isOpenChoice, ownExtensionsLeftOpen } from './ownExtensionsLeftOpen.ts';

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
  /** Conditions of validity the case relies on; default: the rule's (see ConformanceCase). */
  conditions?: readonly Condition[];
  /** Facts a case states beyond what its params show (lazy negotiation, routing). */
  facts?: Omit<CaseFacts, 'card' | 'policy' | 'mediaType' | 'callerMode'>;
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

/** The facts a verifier call's params show: the emitted card, the policy, the delegation. */
export function factsOfParams(params: DiscoverParams | PlanParams): CaseFacts {
  const facts: CaseFacts = { policy: params.policy };
  try {
    const card = parseStrictJson(new Uint8Array(Buffer.from(params.cardBase64, 'base64')));
    if (isJsonObject(card)) facts.card = card;
  } catch {
    // A card the strict parser refuses states no card facts: its conditions are not in play.
  }
  if ('mediaType' in params) {
    facts.mediaType = params.mediaType;
    facts.callerMode = params.callerMode;
  }
  return facts;
}

/** A verifier case on one call: the params it builds and the (partial) answer it expects. */
function verifierCase<K extends 'discover' | 'plan'>(
  call: K,
  head: CaseHead & {
    build(ctx: CaseContext): Promise<ContractCalls[K]['params']>;
    expect: DeepPartial<ContractCalls[K]['result']>;
  },
): ConformanceCase {
  const outcomeOf = (a: unknown): CardOutcome | undefined =>
    call === 'discover'
      ? discoverOutcome(a as Partial<DiscoverResult>)
      : planOutcome(a as Partial<PlanResult>);
  return {
    id: head.id,
    rule: head.rule,
    role: 'verifier',
    vendor: head.vendor ?? null,
    canonicalization: head.canonicalization ?? null,
    ...(head.conditions ? { conditions: head.conditions } : {}),
    async prepare(ctx): Promise<PreparedCase> {
      const params = await head.build(ctx);
      return { input: params, facts: { ...factsOfParams(params), ...head.facts } };
    },
    async run(iut, ctx, prepared) {
      const params = (prepared?.input ?? (await head.build(ctx))) as ContractCalls[K]['params'];
      const actual = await iut.call(call, params, { deadlineMs: ctx.deadlines.callMs });
      const expected = outcomeOf(head.expect);
      const got = outcomeOf(actual);
      const early =
        expected === undefined || got === undefined
          ? undefined
          : refusedBeforeRule(ruleRegistry.get(head.rule), expected, got, refusalCode(actual));
      if (early !== undefined)
        return {
          verdict: 'not-applicable',
          evidence: {
            summary: `${head.about}: not judged`,
            reason: early,
            actual,
            card: cardText(params),
          },
        };
      return judge(
        head.about,
        actual,
        asCompared(openChoiceMet(head.expect, actual, params), actual, params),
        cardText(params),
      );
    },
  };
}

/**
 * The expected answer, with the extensions a plan requests taken as the IUT's when the card
 * leaves that choice to the caller and both the IUT's and the expected request are among the
 * choices (XV-NEG-002's "may", A2A §4.6.3): requesting the caller's own and requesting none both
 * pass toward `extensions: []`.
 */
function openChoiceMet(expected: unknown, actual: unknown, params: object): unknown {
  if (!isJsonObject(expected) || !isJsonObject(actual) || actual['decision'] !== 'send')
    return expected;
  const own = ownExtensionsLeftOpen(params);
  if (own === undefined || !isOpenChoice(actual['requestExtensions'], own)) return expected;
  if (!isOpenChoice(expected['requestExtensions'], own)) return expected;
  return { ...expected, requestExtensions: actual['requestExtensions'] };
}

function refusalCode(answer: unknown): string | undefined {
  const a = answer as { code?: unknown; error?: { code?: unknown } };
  const code = a.code ?? a.error?.code;
  return typeof code === 'string' ? code : undefined;
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
