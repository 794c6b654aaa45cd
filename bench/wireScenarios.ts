import { lastJsonLine, spawnTimed } from './spawnTimed.ts';
import { summarize, type Summary } from './stats.ts';
import { STALL_CASE, type WireChildOutput } from './WireChildOutput.ts';

export interface WireTransportResult {
  kind: 'msw' | 'loopback';
  command: string;
  /** Child process wall time, spawn to exit (startup, a warm-up repetition, then `reps`). */
  childWallMs: number;
  /** runConformance wall time of S1–S3 for reference and naive together. Target < 5 s. */
  wallMs: Summary;
  referenceCasesMs: Summary;
  naiveCasesMs: Summary;
  /** Duration of naive's S1 (the stall) / (4 × progress deadline). Target ≤ 1.5. */
  stallMs: Summary;
  stallBudgetMs: number;
  stallRatio: Summary;
  /** Verdicts as expected: reference passes every case, naive fails the stall case. */
  verdictsAsExpected: boolean;
  verdictProblems: string[];
}

/**
 * Benchmark 3: S1–S3 for `reference` and `naive` over loopback and over msw, each transport in a
 * child process of its own (`node --import tsx bench/wireChild.ts <kind>`).
 */
export async function wireScenarios(o: { reps: number; seed: number }, log: (s: string) => void): Promise<WireTransportResult[]> {
  const results: WireTransportResult[] = [];
  for (const kind of ['loopback', 'msw'] as const) {
    const command = `node --import tsx bench/wireChild.ts ${kind} ${o.reps} ${o.seed}`;
    const run = await spawnTimed(command, { timeoutMs: 180_000 });
    if (run.exitCode !== 0) throw new Error(`Failed to run the wire benchmark: \`${command}\` exited ${String(run.exitCode ?? run.signal)}. ${run.stderrTail.slice(-800)}`);
    const out = lastJsonLine<WireChildOutput>(run);
    const stallBudgetMs = 4 * out.progressDeadlineMs;
    const problems: string[] = [];
    for (const [i, rep] of out.reps.entries()) {
      for (const [key, c] of Object.entries(rep.cases)) {
        if (key.startsWith('reference/') && c.verdict !== 'pass') problems.push(`rep ${i + 1}: ${key} ${c.verdict}`);
      }
      const stall = rep.cases[`naive/${STALL_CASE}`];
      if (stall?.verdict !== 'fail') problems.push(`rep ${i + 1}: naive/${STALL_CASE} ${stall?.verdict ?? 'missing'}`);
    }
    const stallMs = out.reps.map((r) => r.cases[`naive/${STALL_CASE}`]?.durationMs ?? Number.NaN);
    const result: WireTransportResult = {
      kind,
      command,
      childWallMs: run.wallMs,
      wallMs: summarize(out.reps.map((r) => r.wallMs)),
      referenceCasesMs: summarize(out.reps.map((r) => r.casesMsByIut['reference'] ?? 0)),
      naiveCasesMs: summarize(out.reps.map((r) => r.casesMsByIut['naive'] ?? 0)),
      stallMs: summarize(stallMs),
      stallBudgetMs,
      stallRatio: summarize(stallMs.map((ms) => ms / stallBudgetMs)),
      verdictsAsExpected: problems.length === 0,
      verdictProblems: problems,
    };
    log(`  ${kind}: ${result.wallMs.median.toFixed(0)} ms wall, stall ${result.stallMs.median.toFixed(0)} ms (${result.stallRatio.median.toFixed(2)} × ${stallBudgetMs} ms)`);
    results.push(result);
  }
  return results;
}
