import type { Canonicalization, Iut } from '../../harness/contract/types.ts';
import { isPeerFault } from '../../harness/errors/index.ts';
import type { TransportName } from '../../harness/results/types.ts';
import type { ReportRootCause } from '../../reports/index.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';
import {
  parsedCard,
  ROOT_CAUSES,
  runDiagnostic,
  type RootCauseDefinition,
} from '../../scenarios/diagnostics/index.ts';

/** Longest probe card a report keeps (the probe is a minimal card: this never cuts one). */
const CARD_CHARS = 4_000;

/** The one IUT to diagnose, as the run met it. */
export interface DiagnosedIut {
  iut: Iut;
  /** Its name in results and baselines. */
  name: string;
  transport: TransportName;
  /** What it declares it verifies; the diagnostics sign under `a2a-1.0` when it is among them. */
  verifies: readonly Canonicalization[];
}

/** The failing records a cause would explain: the case's card holds the point, and the failure is its symptom. */
function candidates(cause: RootCauseDefinition, records: readonly CaseRecord[]): CaseRecord[] {
  return records.filter(
    (r) =>
      r.verdict === 'fail' &&
      (cause.canonicalization === undefined ||
        r.canonicalization === null ||
        r.canonicalization === cause.canonicalization) &&
      cause.symptom(r.evidence) &&
      cause.holdsPoint(parsedCard(r.evidence.card)),
  );
}

/**
 * The root causes of one verifier's failures: for each cause whose point and symptom some failing
 * case shows (so a passing IUT costs nothing), its diagnostic runs on the IUT; an established
 * cause is reported with every such case as its consequence. A diagnostic the IUT could not
 * answer (a crash, a timeout) establishes nothing: those cases stay listed on their own.
 */
export async function diagnoseIut(
  target: DiagnosedIut,
  records: readonly CaseRecord[],
  ctx: CaseContext,
): Promise<ReportRootCause[]> {
  const either: Canonicalization = target.verifies.includes('a2a-1.0')
    ? 'a2a-1.0'
    : (target.verifies[0] ?? 'a2a-1.0');
  const found: ReportRootCause[] = [];
  for (const cause of ROOT_CAUSES) {
    if (cause.canonicalization !== undefined && !target.verifies.includes(cause.canonicalization))
      continue;
    const canonicalization = cause.canonicalization ?? either;
    const explained = candidates(cause, records);
    if (explained.length === 0) continue;
    let outcome;
    try {
      outcome = await runDiagnostic(cause, target.iut, ctx, canonicalization);
    } catch (error) {
      if (!isPeerFault(error)) throw error;
      continue;
    }
    if (!outcome.established) continue;
    found.push({
      cause: cause.id,
      property: cause.property,
      iut: target.name,
      transport: target.transport,
      title: cause.title,
      sections: [...cause.sections],
      diagnostic: {
        summary: outcome.summary,
        canonicalization,
        card: outcome.card.slice(0, CARD_CHARS),
        control: outcome.control,
        probe: outcome.probe,
      },
      consequences: explained
        .map((r) => ({ rule: r.rule, case: r.caseId, vendor: r.vendor, transport: r.transport }))
        .sort((a, b) =>
          compare(
            `${a.rule}|${a.case}|${a.vendor ?? '-'}`,
            `${b.rule}|${b.case}|${b.vendor ?? '-'}`,
          ),
        ),
    });
  }
  return found;
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
