import {
  A2A_SPEC,
  A2A_SPEC_V03,
  DESIGN_DOC,
  SEED_000,
  SEED_002,
  type RuleRegistry,
  type RuleSource,
} from '../harness/rules/index.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';

/** A rule as a report names it beside a failure: its title and the sections it cites. */
export interface RuleCitation {
  title: string | undefined;
  /** The sources in short form: `A2A §8.4.1`, `seed 000 §…`, `docs/rules.md` for a design reading. */
  sections: string[];
}

/** One source in short form. The seeds and the design document ship as docs/rules.md's words. */
function short(s: RuleSource): string {
  if (s.doc === A2A_SPEC) return `A2A ${s.section}`;
  if (s.doc === SEED_000) return `seed 000 ${s.section}`;
  if (s.doc === SEED_002) return `seed 002 ${s.section}`;
  if (s.doc === DESIGN_DOC) return `docs/rules.md (${s.section})`;
  if (s.doc === A2A_SPEC_V03) return `A2A v0.3 ${s.section}`;
  return `${s.doc} ${s.section}`;
}

/**
 * The title and sections of `rule`: the title from the report's own catalogue entries when it has
 * them (a report merged from another version keeps its words), the sections from the catalogue
 * the caller gives (`rules`: a report does not carry them), none for a rule it does not know;
 * for a result of an A2A v0.3 agent (`generation`), the sections of the rule's v0.3 counterpart.
 */
export function ruleCitation(
  report: CrosscheckReport,
  rule: string,
  rules?: RuleRegistry,
  generation?: '0.3',
): RuleCitation {
  const fromReport = report.rules?.find((r) => r.id === rule)?.title;
  const known = rules?.has(rule) === true ? rules.get(rule) : undefined;
  // A v0.3 agent is judged on the rule's v0.3 counterpart: its sections are cited.
  const source = (generation === '0.3' ? known?.v03?.source : undefined) ?? known?.source ?? [];
  return {
    title: fromReport ?? known?.title,
    sections: [...new Set(source.map(short))],
  };
}
