import type {
  Canonicalization,
  DiscoverParams,
  Stage,
} from '../../../../harness/contract/types.ts';
import type { CaseContext } from '../../../core/CaseContext.ts';
import type { CaseOutcome, ConformanceCase } from '../../../core/ConformanceCase.ts';
import { discoverCase } from '../../../core/contractCases.ts';

/**
 * The verdict a verifier must reach on an attack card, written by hand. `code` is the harness's
 * diagnostic code for the refusal; `verifiedKid` names the only entry whose header may be trusted
 * (security catalogue E1).
 */
export type ExpectedVerdict =
  | { admitted: false; stage: Stage; code: string }
  | { admitted: true; signature: 'valid'; verifiedKid: string };

/** What an attack case is written from. */
export interface AttackSpec {
  /** Kebab-case id, `attack-<catalogue id>-<what>`. */
  id: string;
  rule: string;
  /** Row of the security catalogue (../shared/reference/security-catalogue.md), e.g. `A3`. */
  catalogue: string;
  /** Where the expected verdict comes from: RFC sections, CVEs, spec sections. */
  source: string;
  about: string;
  canonicalization: Canonicalization;
  /**
   * False for an attack on RFC 8785 itself (number spelling, key order), which both
   * canonicalizations apply: it runs under the one the IUT verifies. Default: fixed.
   */
  fixedCanonicalization?: boolean;
  expected: ExpectedVerdict;
  build(ctx: CaseContext): Promise<DiscoverParams>;
}

/** A verifier case from the signed-card attack catalogue. */
export interface AttackCase extends ConformanceCase {
  catalogue: string;
  source: string;
  /** One line: catalogue id, the attack, its sources. Leads every evidence summary. */
  about: string;
  expected: ExpectedVerdict;
}

/**
 * Builds a `discover` case for one attack. The verdict is judged on what decides trust:
 * `admitted`, the refusing `stage`, and for accepted cards `signature` and `verifiedKid`.
 *
 * `code` is advisory for an IUT: a verifier that refuses `alg: "none"` because its JOSE library
 * does not support it, and says `SIG_INVALID`, is as safe as one that says
 * `SIG_ALG_NOT_ALLOWED`. A differing code is noted in the evidence; the attack suite holds
 * `reference` to the exact code.
 */
export function attackCase(spec: AttackSpec): AttackCase {
  const about = `${spec.catalogue}: ${spec.about} (${spec.source})`;
  const expect = spec.expected.admitted
    ? spec.expected
    : { admitted: false as const, stage: spec.expected.stage };
  const inner = discoverCase({
    id: spec.id,
    rule: spec.rule,
    canonicalization: spec.canonicalization,
    about,
    build: (ctx) => spec.build(ctx),
    expect,
  });
  return {
    ...inner,
    ...(spec.fixedCanonicalization === undefined
      ? {}
      : { fixedCanonicalization: spec.fixedCanonicalization }),
    catalogue: spec.catalogue,
    source: spec.source,
    about,
    expected: spec.expected,
    async run(iut, ctx, prepared) {
      return noteCode(await inner.run(iut, ctx, prepared), spec.expected);
    },
  };
}

/** Adds a line to the evidence when the IUT refused with another code than the harness would. */
function noteCode(outcome: CaseOutcome, expected: ExpectedVerdict): CaseOutcome {
  if (expected.admitted) return outcome;
  const actual = outcome.evidence.actual as { code?: unknown } | undefined;
  if (actual?.code === expected.code) return outcome;
  const note = `diagnostic code: the harness says ${expected.code}, the IUT said ${JSON.stringify(actual?.code)} (advisory)`;
  const details = [outcome.evidence.details, note].filter(Boolean).join('\n');
  return { ...outcome, evidence: { ...outcome.evidence, details } };
}
