import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { CrosscheckReport } from './CrosscheckReport.ts';
import { type MarkdownOptions, renderMarkdown } from './renderMarkdown.ts';
import { renderHtml } from './renderHtml.ts';
import { renderJunit } from './renderJunit.ts';
import { validateReport } from './validateReport.ts';

/** Paths of the files `writeReports` wrote. */
export interface WrittenReports {
  json: string;
  md: string;
  html: string;
  junit: string;
}

/**
 * Validates the report, then writes report.json, report.md, report.html and junit.xml into
 * `outDir` (created if needed). Every file is rendered from the validated JSON; an invalid report
 * throws `REPORT_INVALID` before anything is written.
 */
export async function writeReports(
  report: CrosscheckReport,
  outDir: string,
  options: { markdown?: MarkdownOptions } = {},
): Promise<WrittenReports> {
  // Round-trip through JSON so the renderers see exactly what report.json will hold.
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const checked = validateReport(JSON.parse(json));
  const dir = resolve(outDir);
  await mkdir(dir, { recursive: true });
  const paths: WrittenReports = {
    json: join(dir, 'report.json'),
    md: join(dir, 'report.md'),
    html: join(dir, 'report.html'),
    junit: join(dir, 'junit.xml'),
  };
  await Promise.all([
    writeFile(paths.json, json),
    writeFile(paths.md, renderMarkdown(checked, options.markdown)),
    writeFile(paths.html, renderHtml(checked)),
    writeFile(paths.junit, renderJunit(checked)),
  ]);
  return paths;
}
