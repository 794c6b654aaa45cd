import type { ReportDifferential } from '../ReportDifferential.ts';
import { differentialHeadline, disagreeing, judgedWords } from './differentialWords.ts';
import { mdCode, mdText, showJson } from './escape.ts';

/** Rows of the comparisons table and findings listed; report.html and report.json have the rest. */
const MAX_ROWS = 20;
const MAX_FINDINGS = 8;

/**
 * The differential check in `report.md`, after everything that gates: the comparisons that found
 * differing answers (capped), then the first findings with both answers and their replay commands.
 */
export function differentialMarkdown(d: ReportDifferential | undefined): string[] {
  if (d === undefined) return [];
  const rows = disagreeing(d);
  const out = ['', '### Differential check (informational)', '', differentialHeadline(d), ''];
  if (rows.length === 0) return out;
  out.push(
    '| property | rule | IUTs | inputs compared | differ where the property looks | differ elsewhere |',
    '| --- | --- | --- | ---: | ---: | ---: |',
    ...rows
      .slice(0, MAX_ROWS)
      .map(
        (c) =>
          `| ${mdCode(c.property)} | ${mdCode(c.rule)} | ${mdText(c.iuts.join(' vs '))} | ${c.compared} | ${c.projected} | ${c.unprojected} |`,
      ),
    ...(rows.length > MAX_ROWS ? ['', `…and ${rows.length - MAX_ROWS} more comparisons.`] : []),
    '',
  );
  for (const f of d.findings.slice(0, MAX_FINDINGS)) {
    const where =
      f.pointers.length === 0 ? '' : ` at ${f.pointers.map((p) => mdCode(p)).join(', ')}`;
    out.push(
      `- ${mdCode(f.property)}: ${mdText(f.iuts.join(' vs '))} differ${where} (${f.kind === 'projected' ? 'where the property looks' : 'outside its projection'}; input ${mdCode(f.path)} of seed ${f.seed}, first of ${f.of})`,
      ...f.answers.map(
        (a) =>
          `  - ${mdText(a.iut)}: ${mdCode(showJson(a.answer, 400), 400)}, ${mdText(judgedWords(a.judged), 200)}; replay ${mdCode(a.replay)}`,
      ),
    );
  }
  if (d.findings.length > MAX_FINDINGS)
    out.push('', `…and ${d.findings.length - MAX_FINDINGS} more: see report.html or report.json.`);
  return out;
}
