import type { RuleRegistry } from '../harness/rules/index.ts';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { CrosscheckError } from '../harness/errors/CrosscheckError.ts';
import { boundReport } from './boundReport.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';
import { type MarkdownOptions, renderMarkdown } from './renderMarkdown.ts';
import { renderHtml } from './renderHtml.ts';
import { renderJunit } from './renderJunit.ts';
import { validateReport } from './validateReport.ts';
import { writeError } from './writeError.ts';
import { writeFileAtomic } from './writeFileAtomic.ts';

/** Names of the files `writeReports` writes into the out directory. */
export const REPORT_FILE_NAMES = ['report.json', 'report.md', 'report.html', 'junit.xml'] as const;

/** Paths of the files `writeReports` wrote. */
export interface WrittenReports {
  json: string;
  md: string;
  html: string;
  junit: string;
}

/**
 * Bounds the report's evidence (`boundReport`), validates it, then writes report.json,
 * report.md, report.html and junit.xml into `outDir` (created if needed). Every file is
 * rendered from the validated JSON and written atomically (`writeFileAtomic`), report.json
 * first: a renderer's own failure still leaves report.json and the other files written, and is
 * then thrown as `INTERNAL`. An invalid report throws `REPORT_INVALID` before anything is
 * written; a write the system refuses is `writeFileAtomic`'s one-line `USAGE` error. Nothing an IUT or a peer put in the evidence can make this fail.
 */
export async function writeReports(
  report: CrosscheckReport,
  outDir: string,
  options: { markdown?: MarkdownOptions; rules?: RuleRegistry } = {},
): Promise<WrittenReports> {
  // Round-trip through JSON so the renderers see exactly what report.json will hold.
  const json = `${JSON.stringify(boundReport(report), null, 2)}\n`;
  const checked = validateReport(JSON.parse(json));
  const dir = resolve(outDir);
  await mkdir(dir, { recursive: true }).catch((cause: unknown) => {
    throw writeError(dir, cause);
  });
  const paths: WrittenReports = {
    json: join(dir, 'report.json'),
    md: join(dir, 'report.md'),
    html: join(dir, 'report.html'),
    junit: join(dir, 'junit.xml'),
  };
  await writeFileAtomic(paths.json, json);
  const renderers: [string, () => string][] = [
    [
      paths.md,
      () =>
        renderMarkdown(checked, {
          ...options.markdown,
          ...(options.rules && { rules: options.rules }),
        }),
    ],
    [paths.html, () => renderHtml(checked, options.rules ? { rules: options.rules } : {})],
    [paths.junit, () => renderJunit(checked)],
  ];
  const failed: string[] = [];
  for (const [path, render] of renderers) {
    let text: string;
    try {
      text = render();
    } catch (cause) {
      failed.push(`${path} (${cause instanceof Error ? cause.message : String(cause)})`);
      continue;
    }
    // A write the system refuses (a full disk, a FIFO at the path) is the user's to fix: thrown
    // as the one-line USAGE error writeFileAtomic made, not folded into a harness failure.
    await writeFileAtomic(path, text);
  }
  if (failed.length > 0) {
    throw new CrosscheckError(
      'INTERNAL',
      `Failed to write ${failed.join('; ')}; ${paths.json} was written. Report a bug with that report.json.`,
    );
  }
  return paths;
}
