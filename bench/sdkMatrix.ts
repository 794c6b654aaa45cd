import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnTimed } from './spawnTimed.ts';

/** Benchmark 8: the SDK matrix (`npm run matrix`) and what installing the SDKs costs. */
export interface SdkMatrixResult {
  /** Whether each SDK's build folder was removed first (`--cold`): a fresh clone's first run. */
  cold: boolean;
  /** `scripts/sdk-peers.sh install <id>`, each on its own: wall time and exit code. */
  installs: { id: string; wallMs: number; exitCode: number | null }[];
  /** The matrix run itself, after the installs. */
  matrix: { command: string; wallMs: number; exitCode: number | null; summaryLine: string };
}

/** What a cold install starts from: each SDK's own build folder removed. */
const BUILD_FOLDERS: Record<string, string> = {
  'python-a2a-sdk': '.venv',
  'go-a2a-sdk': '.build',
  'java-a2a-sdk': 'target',
  'rust-a2a-sdk': 'target',
};

/**
 * Times each SDK's install (cached unless `cold`; a cold run removes the SDK's build folder, not
 * the registries' download caches, which a CI machine keeps too), then `npm run matrix` once.
 */
export async function sdkMatrix(o: { cold: boolean }, log: (s: string) => void): Promise<SdkMatrixResult> {
  const installs: SdkMatrixResult['installs'] = [];
  for (const id of Object.keys(BUILD_FOLDERS)) {
    if (o.cold) rmSync(join('implementations', id, BUILD_FOLDERS[id]!), { recursive: true, force: true });
    const run = await spawnTimed(`scripts/sdk-peers.sh install ${id}`, { timeoutMs: 40 * 60_000 });
    installs.push({ id, wallMs: run.wallMs, exitCode: run.exitCode });
    log(`  install ${id}: ${(run.wallMs / 1000).toFixed(1)} s, exit ${String(run.exitCode)}`);
  }
  const out = mkdtempSync(join(tmpdir(), 'crosscheck-bench-matrix-'));
  const command = `node --import tsx cli/bin.ts run --iut reference --iut a2a-js --iut sdks --baseline crosscheck-baseline --out ${out}`;
  try {
    const run = await spawnTimed(command, { timeoutMs: 20 * 60_000 });
    const summaryLine = run.stdout.split('\n').find((l) => /^Result:/.test(l))?.trim() ?? '';
    log(`  matrix: ${(run.wallMs / 1000).toFixed(1)} s, exit ${String(run.exitCode)}`);
    return { cold: o.cold, installs, matrix: { command: command.replace(out, '<tmp>'), wallMs: run.wallMs, exitCode: run.exitCode, summaryLine } };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
