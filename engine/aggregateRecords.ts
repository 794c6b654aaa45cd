import type { Rule } from '../harness/rules/Rule.ts';
import { resultKey, type RuleResult } from '../harness/results/types.ts';
import { strongerVerdict } from '../harness/vocabulary/index.ts';
import type { CaseRecord } from '../scenarios/core/ConformanceCase.ts';

/**
 * Folds case records into one result per (rule, IUT, vendor, transport). The evidence is that
 * of the strongest case (the first failing case, or the first error), with the ids of every case
 * that agreed listed in `details`.
 */
export function aggregateRecords(
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
    const worst = list.reduce((a, b) =>
      strongerVerdict(a.verdict, b.verdict) === a.verdict ? a : b,
    );
    const rule = rules.get(worst.rule);
    const same = list.filter((r) => r.verdict === worst.verdict).map((r) => r.caseId);
    const passed = list.filter((r) => r.verdict === 'pass').length;
    out.push({
      rule: worst.rule,
      level: rule?.level ?? 'MUST',
      iut: worst.iut,
      vendor: worst.vendor,
      transport: worst.transport,
      canonicalization: worst.canonicalization,
      verdict: worst.verdict,
      evidence: {
        ...worst.evidence,
        case: worst.caseId,
        details: [
          worst.evidence.details,
          `${list.length} case(s): ${passed} passed; ${worst.verdict}: ${same.join(', ')}`,
        ]
          .filter(Boolean)
          .join('\n'),
      },
    });
  }
  return out.sort((a, b) => resultKey(a).localeCompare(resultKey(b)));
}
