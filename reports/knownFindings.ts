import { existsSync, readFileSync, statSync } from 'node:fs';
import { CrosscheckError } from '../harness/errors/CrosscheckError.ts';
import type { BaselineFile } from './Baseline.ts';
import { validateBaseline } from './validateBaseline.ts';

/** The harness's own file of third-party findings, relative to the package root. */
const FILE = 'crosscheck-baseline/third-party-sdks.json';
/** Far above the file's size: it is the harness's own, but read like any file. */
const MAX_BYTES = 4 * 1024 * 1024;

let cached: BaselineFile | undefined;

/**
 * Where the file is: beside the top folders in the repository (`../` from here), one level
 * further up in the installed package (`dist/reports/` → `../../`), as harnessIdentity finds
 * package.json.
 */
function fileUrl(): URL {
  const near = new URL(`../${FILE}`, import.meta.url);
  return existsSync(near) ? near : new URL(`../../${FILE}`, import.meta.url);
}

/**
 * The findings the harness ships about third-party implementations (the `third-party-sdks.json`
 * file of its own baseline, each entry attributed to an SDK and a version, its reason citing that
 * SDK's source). A user's run that meets the same failing case (the built-in `--iut a2a-js` and
 * the SDK agents keep their names) is told the failure is already known there, instead of
 * reading it as the harness's or the adapter's. Read and validated once, on first use.
 */
export function knownFindings(): BaselineFile {
  if (cached) return cached;
  const url = fileUrl();
  try {
    if (statSync(url).size > MAX_BYTES) throw new Error(`over ${MAX_BYTES} bytes`);
    cached = validateBaseline(JSON.parse(readFileSync(url, 'utf8')));
  } catch (cause) {
    throw new CrosscheckError(
      'INTERNAL',
      `Failed to read the harness's own findings ${url.pathname}: ${cause instanceof Error ? cause.message : String(cause)}. Reinstall a2a-crosscheck.`,
      { cause },
    );
  }
  return cached;
}
