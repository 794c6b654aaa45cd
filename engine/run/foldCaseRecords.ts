import type { Rule } from '../../harness/rules/Rule.ts';
import {
  type CaseResult,
  type Evidence,
  resultKey,
  type RuleResult,
} from '../../harness/results/types.ts';
import { foldVerdicts, VERDICT_ORDER, type Verdict } from '../../harness/vocabulary/index.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';

/**
 * Folds case records into one result per (rule, IUT, vendor, transport). Every case stays in
 * `cases[]` with its own evidence; the result's verdict is the fold of theirs (a pass beside
 * not-applicable cases is a pass, one failing case fails the result), and its evidence is a
 * summary: the first case that decides the verdict, and how many cases ended how.
 */
export function foldCaseRecords(
  records: readonly CaseRecord[],
  rules: ReadonlyMap<string, Rule>,
): RuleResult[] {
  const groups = new Map<string, CaseRecord[]>();
  for (const r of records) {
    const key = resultKey(r);
    const list = groups.get(key);
    if (list) list.push(r);
    else groups.set(key, [r]);
  }
  const out: RuleResult[] = [];
  for (const list of groups.values()) {
    const verdict = foldVerdicts(list.map((r) => r.verdict));
    const deciding = list.find((r) => r.verdict === verdict)!;
    const rule = rules.get(deciding.rule);
    const v03 = deciding.generation === '0.3';
    out.push({
      rule: deciding.rule,
      // A v0.3 agent is judged at the level of the rule's v0.3 counterpart (Rule.v03).
      level: (v03 ? rule?.v03?.level : undefined) ?? rule?.level ?? 'MUST',
      iut: deciding.iut,
      vendor: deciding.vendor,
      transport: deciding.transport,
      canonicalization: deciding.canonicalization,
      verdict,
      evidence: resultEvidence(list, deciding),
      cases: list.map(toCaseResult),
      ...(v03 && { generation: '0.3' as const }),
    });
  }
  return out.sort((a, b) =>
    resultKey(a) < resultKey(b) ? -1 : resultKey(a) > resultKey(b) ? 1 : 0,
  );
}

function toCaseResult(r: CaseRecord): CaseResult {
  return {
    case: r.caseId,
    verdict: r.verdict,
    canonicalization: r.canonicalization,
    evidence: { ...r.evidence, case: r.caseId },
  };
}

/** The result's own evidence: the deciding case's summary and reason, plus the case counts. */
function resultEvidence(list: readonly CaseRecord[], deciding: CaseRecord): Evidence {
  const byVerdict = new Map<Verdict, string[]>();
  for (const r of list) byVerdict.set(r.verdict, [...(byVerdict.get(r.verdict) ?? []), r.caseId]);
  const counts = VERDICT_ORDER.filter((v) => byVerdict.has(v)).map(
    (v) => `${byVerdict.get(v)!.length} ${v}`,
  );
  const evidence: Evidence = {
    summary:
      list.length === 1
        ? deciding.evidence.summary
        : `${deciding.evidence.summary} (case ${deciding.caseId}; ${counts.join(', ')} of ${list.length} cases)`,
    case: deciding.caseId,
  };
  if (deciding.evidence.reason !== undefined) evidence.reason = deciding.evidence.reason;
  return evidence;
}
