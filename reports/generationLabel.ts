import type { Level, RuleResult } from '../harness/results/types.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';

/**
 * A level as the reports print it beside a rule: `MUST`, or `SHOULD, A2A v0.3` when an A2A v0.3
 * agent was judged (the level is then the rule's v0.3 counterpart's, not the catalogue's).
 */
export function levelTag(c: { level: Level; generation?: RuleResult['generation'] }): string {
  return c.generation === '0.3' ? `${c.level}, A2A v0.3` : c.level;
}

/** The IUTs of `report` judged as A2A v0.3 agents, sorted. */
export function v03Iuts(report: Pick<CrosscheckReport, 'results'>): string[] {
  return [
    ...new Set(report.results.filter((r) => r.generation === '0.3').map((r) => r.iut)),
  ].sort();
}

/**
 * The generations a report judged, in words: `A2A 1.0`, or `A2A 1.0; A2A v0.3 for a, b` when
 * some agents were judged under their v0.3 counterparts.
 */
export function generationsJudged(report: Pick<CrosscheckReport, 'results' | 'spec'>): string {
  const old = v03Iuts(report);
  const base = `${report.spec.name} ${report.spec.version}`;
  return old.length === 0 ? base : `${base}; A2A v0.3 for ${old.join(', ')}`;
}
