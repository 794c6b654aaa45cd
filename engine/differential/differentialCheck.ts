import type { TransportName } from '../../harness/results/types.ts';
import type { Canonicalization } from '../../harness/vocabulary/index.ts';
import type { ReportDifferential } from '../../reports/index.ts';
import type { CaseRecord, ConformanceCase } from '../../scenarios/core/ConformanceCase.ts';
import { PROPERTY_DEFINITIONS } from '../search/searchedProperties.ts';
import { iutReplayTarget } from '../records/replayCommand.ts';
import { type IutTrace, compareTraces } from './compareTraces.ts';
import { type DifferentialProperty, differentialReport } from './differentialReport.ts';

/** The IUT a batch of records is about: its name in the run, its source id and transport. */
export interface TracedIut {
  name: string;
  source: string;
  transport: TransportName;
  /** What it verifies, as its `hello` declares it (both when it declares nothing). */
  verifies: readonly Canonicalization[];
}

/** The record without its answer trace. */
export function withoutAnswers(record: CaseRecord): CaseRecord {
  if (record.answers === undefined) return record;
  const { answers, ...rest } = record;
  void answers;
  return rest;
}

/**
 * The records without their answer traces (nothing folded or reported carries them), and the
 * traces, named for the differential check.
 */
export function takeAnswers(
  records: readonly CaseRecord[],
  iut: TracedIut,
): { records: CaseRecord[]; traces: IutTrace[] } {
  const traces: IutTrace[] = [];
  const kept = records.map((r) => {
    if (r.answers !== undefined)
      traces.push({
        iut: iut.name,
        replayTarget: iutReplayTarget(iut.source, iut.transport),
        canonicalization: r.canonicalization,
        verifies: iut.verifies,
        trace: r.answers,
      });
    return withoutAnswers(r);
  });
  return { records: kept, traces };
}

/**
 * The differential check across IUTs: every property two or more IUTs of its
 * role answered is compared pair by pair on the inputs both answered, and what they answered
 * differently is reported with both answers, whatever the model says of them. It calls no IUT:
 * the searches kept their answers. `undefined` when no property had two IUTs.
 */
export async function differentialCheck(
  traces: readonly IutTrace[],
  cases: readonly ConformanceCase[],
): Promise<ReportDifferential | undefined> {
  const traced = new Set(traces.map((t) => t.trace.property));
  const properties = new Map<string, DifferentialProperty>();
  for (const c of cases) {
    if (!traced.has(c.id) || properties.has(c.id)) continue;
    const def = PROPERTY_DEFINITIONS.find((d) => d.id === c.id);
    properties.set(c.id, { rule: c.rule, role: c.role, ...(def === undefined ? {} : { def }) });
  }
  return differentialReport(compareTraces(traces), properties);
}
