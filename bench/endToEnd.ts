import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { REPO_ROOT, spawnTimed } from './spawnTimed.ts';
import { summarize, type Summary } from './stats.ts';

export const BASELINE_FILE = 'crosscheck-baseline';

export interface MainCommandResult {
  /** The command as run (the `--out` directory is a fresh temporary one per run). */
  command: string;
  baselineUsed: boolean;
  wallMs: Summary;
  /** Exit code of each run (0 = gate passed, 1 = regressions; without a baseline naive's expected failures count). */
  exitCodes: (number | null)[];
  /** The first line of the run's summary (counts of pass/fail/error). */
  summaryLine: string;
  /** Variants run once each to see where the time goes (same flags plus these). */
  breakdown: { flags: string; wallMs: number; exitCode: number | null }[];
}

export interface NpmTestResult {
  command: string;
  wallMs: number;
  exitCode: number | null;
  /** vitest's "Test Files" and "Tests" lines. */
  summary: string[];
  /** The slowest test files (vitest's JSON report: first test start to last test end per file). */
  slowestFiles: { file: string; ms: number; tests: number }[];
}

/**
 * Benchmark 4a: wall time of the README's main command with default budgets,
 * `node --import tsx cli/bin.ts run --baseline crosscheck-baseline --out <tmp>` (without `--baseline`
 * while the shipped baseline does not exist yet).
 */
export async function mainCommand(o: { reps: number; breakdown: boolean }, log: (s: string) => void): Promise<MainCommandResult> {
  const baselineUsed = existsSync(join(REPO_ROOT, BASELINE_FILE));
  const once = async (flags: string): Promise<{ wallMs: number; exitCode: number | null; stdout: string; command: string }> => {
    const out = mkdtempSync(join(tmpdir(), 'crosscheck-bench-'));
    const command = `node --import tsx cli/bin.ts run${baselineUsed ? ` --baseline ${BASELINE_FILE}` : ''}${flags} --out ${out}`;
    try {
      const run = await spawnTimed(command, { timeoutMs: 300_000 });
      if (run.exitCode !== 0 && run.exitCode !== 1) {
        throw new Error(`Failed to run the main command: \`${command}\` exited ${String(run.exitCode ?? run.signal)}. ${run.stderrTail.slice(-800)}`);
      }
      return { wallMs: run.wallMs, exitCode: run.exitCode, stdout: run.stdout, command: command.replace(out, '<tmp>') };
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  };
  const walls: number[] = [];
  const exitCodes: (number | null)[] = [];
  let summaryLine = '';
  let shown = '';
  for (let rep = 0; rep < o.reps; rep++) {
    const run = await once('');
    shown = run.command;
    walls.push(run.wallMs);
    exitCodes.push(run.exitCode);
    summaryLine = run.stdout.split('\n').find((l) => /\d+ (pass|fail)/.test(l))?.trim() ?? '';
    log(`  run ${rep + 1}/${o.reps}: ${(run.wallMs / 1000).toFixed(1)} s, exit ${String(run.exitCode)}`);
  }
  const breakdown: MainCommandResult['breakdown'] = [];
  // The search's share (one input per property instead of 100) and the simulated vendors judged as agents alone.
  for (const flags of o.breakdown ? [' --runs 1', ' --iut vendors'] : []) {
    const run = await once(flags);
    breakdown.push({ flags: flags.trim(), wallMs: run.wallMs, exitCode: run.exitCode });
    log(`  with ${flags.trim()}: ${(run.wallMs / 1000).toFixed(1)} s, exit ${String(run.exitCode)}`);
  }
  return { command: shown, baselineUsed, wallMs: summarize(walls), exitCodes, summaryLine, breakdown };
}

/** Benchmark 4b: wall time of `npm test`, once (it is long); a JSON report beside the default one names the slow files. */
export async function npmTest(): Promise<NpmTestResult> {
  const dir = mkdtempSync(join(tmpdir(), 'crosscheck-bench-vitest-'));
  const json = join(dir, 'vitest.json');
  const command = `npm test -- --reporter=default --reporter=json --outputFile.json=${json}`;
  try {
    const run = await spawnTimed(command, { timeoutMs: 900_000, env: { FORCE_COLOR: '0', NO_COLOR: '1' } });
    const summary = run.stdout
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => /^(Test Files|Tests|Duration)\b/.test(l));
    return { command: command.replace(json, '<tmp>/vitest.json'), wallMs: run.wallMs, exitCode: run.exitCode, summary, slowestFiles: slowestFiles(json) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface VitestJson {
  testResults?: { name: string; startTime?: number; endTime?: number; assertionResults?: unknown[] }[];
}

function slowestFiles(path: string): NpmTestResult['slowestFiles'] {
  if (!existsSync(path)) return [];
  const report = JSON.parse(readFileSync(path, 'utf8')) as VitestJson;
  return (report.testResults ?? [])
    .map((t) => ({ file: relative(REPO_ROOT, t.name), ms: (t.endTime ?? 0) - (t.startTime ?? 0), tests: t.assertionResults?.length ?? 0 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8);
}
