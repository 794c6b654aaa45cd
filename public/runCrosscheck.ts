import type { AdapterModule } from '../harness/contract/types.ts';
import { resolveOptions, type RunOptions } from '../harness/options/index.ts';
import type { CrosscheckReport } from '../reports/CrosscheckReport.ts';
import type { RunProgress } from '../engine/run/RunPhase.ts';

/** Options of {@link runCrosscheck}: the CLI's run options, plus what only code can pass. */
export interface RunCrosscheckOptions extends RunOptions {
  /**
   * Adapter objects judged in-process beside the IUTs `iut`, `iutCmd` and `agentUrl` name. When
   * given alone, no built-in IUT runs.
   */
  adapters?: readonly AdapterModule[];
  /** Also write report.json, report.md, report.html and junit.xml into `out`. Default false. */
  write?: boolean;
  /** Called as units of work finish. */
  onProgress?: (progress: RunProgress) => void;
}

/**
 * Runs the harness from code, as `a2a-crosscheck run` does, and returns the report object
 * (`report.json`'s content), gated on `baseline` (a file, or a directory of baseline files) when one is given: `report.gate.exitCode` is the
 * exit code the CLI would return. Options are validated like the CLI's flags (a mistake throws a
 * `CrosscheckError` with code `USAGE` before any work); nothing is written unless `write` is set.
 *
 * ```ts
 * import { runCrosscheck } from 'a2a-crosscheck';
 * const report = await runCrosscheck({ adapters: [myAdapter], profile: 'cross-vendor' });
 * ```
 */
export async function runCrosscheck(options: RunCrosscheckOptions = {}): Promise<CrosscheckReport> {
  const { adapters = [], write = false, onProgress = () => {}, ...runOptions } = options;
  const named =
    (runOptions.iut?.length ?? 0) +
    (runOptions.iutCmd?.length ?? 0) +
    (runOptions.agentUrl?.length ?? 0);
  const resolved = resolveOptions(runOptions);
  // Adapter objects given alone: judge them only, not the built-in IUTs a bare run selects.
  if (adapters.length > 0 && named === 0) resolved.iut = [];
  // The engine and the renderers load on first use, not when the library entry is imported.
  const [{ runToReport }, reports, { ruleRegistry }] = await Promise.all([
    import('../engine/root/defaultEngine.ts'),
    import('../reports/index.ts'),
    import('../engine/rules.ts'),
  ]);
  const baseline =
    resolved.baseline === null ? null : await reports.readBaseline(resolved.baseline);
  const ungated = await runToReport(resolved, onProgress, adapters);
  const comparison = reports.compareToBaseline(ungated, baseline, {
    strict: resolved.strict,
    known: reports.knownFindings(),
    knownRules: ruleRegistry,
  });
  const report = {
    ...ungated,
    gate: reports.reportGate(
      comparison,
      resolved.strict,
      ungated.interrupted?.signal,
      ungated.harnessDefect !== undefined,
    ),
  };
  if (write) await reports.writeReports(report, resolved.out, { rules: ruleRegistry });
  return report;
}
