/**
 * Child process of the wire benchmark: runs the seed cases S1–S3 (scenarios/wire via
 * wirePhase) for `reference` and `naive` over one transport, `reps` times, and prints one JSON
 * line. A process of its own per transport, because msw patches the process's `fetch`.
 *
 *   node --import tsx bench/wireChild.ts msw|loopback [reps] [seed]
 */
import { resolveOptions } from '../harness/options/index.ts';
import { resolveInProcessIut } from '../engine/run/resolveIuts.ts';
import { runConformance } from '../engine/run/runConformance.ts';
import { wireCases } from '../scenarios/wire/wire-cases.ts';
import { wirePhase } from '../engine/wire/wirePhase.ts';
import { VENDOR_DEFAULTS } from '../vendors/defaults.ts';
import type { WireChildOutput, WireRep } from './WireChildOutput.ts';

const kind = process.argv[2];
if (kind !== 'msw' && kind !== 'loopback') throw new Error(`Failed to start the wire benchmark: transport "${String(kind)}" is not msw or loopback.`);
const reps = Number(process.argv[3] ?? 3);
const seed = Number(process.argv[4] ?? 42);

const out: WireChildOutput = { kind, progressDeadlineMs: VENDOR_DEFAULTS.progressDeadlineMs, reps: [] };
for (let rep = 0; rep <= reps; rep++) {
  const options = resolveOptions({ transports: [kind], seed });
  const iuts = [await resolveInProcessIut('reference', options.deadlines.callMs), await resolveInProcessIut('naive', options.deadlines.callMs)];
  const started = performance.now();
  const outcome = await runConformance({ options, iuts, cases: [], phases: [wirePhase(wireCases)] });
  const wallMs = performance.now() - started;
  // Repetition 0 warms up (module loading, JIT, msw's first interception) and is not reported.
  if (rep === 0) continue;
  const casesMsByIut: Record<string, number> = {};
  const cases: WireRep['cases'] = {};
  for (const r of outcome.records) {
    const ms = r.evidence.durationMs ?? 0;
    casesMsByIut[r.iut] = (casesMsByIut[r.iut] ?? 0) + ms;
    cases[`${r.iut}/${r.caseId}`] = { verdict: r.verdict, durationMs: ms };
  }
  out.reps.push({ wallMs, casesMsByIut, cases });
}
process.stdout.write(`${JSON.stringify(out)}\n`);
