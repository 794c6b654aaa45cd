import { mkdtempSync, rmdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../../cli/main.ts';

/**
 * Run as a child process: the CLI with its arguments, from a working directory deleted after
 * the harness's modules loaded (a shell left in a folder removed since). Loaded first because
 * tsx's loader itself needs a working directory; the built package needs none to start.
 */
const dir = mkdtempSync(join(tmpdir(), 'a2a-crosscheck-deleted-'));
process.chdir(dir);
rmdirSync(dir);
process.exitCode = await main(process.argv.slice(2));
