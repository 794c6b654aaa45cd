import type { SelftestOutcome } from '../engine.ts';

/** One mutant's fate over the seeds of a multi-seed self-test. */
export interface MutantOverSeeds {
  id: string;
  brokenRule: string;
  /** Seeds at which its own rule caught it. */
  caughtAt: number[];
  /** Seeds at which its own rule did not. */
  missedAt: number[];
}

/** Why one twin of a rule did not prove it at one seed (the self-test's own words). */
export interface UnprovenAtSeed {
  seed: number;
  fault: string;
  /** The twin's verdict on the rule, and the control's. */
  twin: string;
  control: string;
  why: string[];
}

/** One agent rule's twins over the seeds. */
export interface TwinOverSeeds {
  rule: string;
  provenAt: number[];
  unprovenAt: number[];
  /** For each seed of `unprovenAt`, why: a rate says that a proof failed, this says how. */
  unproven: UnprovenAtSeed[];
}

/** A self-test folded over several seeds: a mutant or twin counts only when caught at each. */
export interface SelftestOverSeeds {
  seeds: number[];
  mutants: MutantOverSeeds[];
  twins: TwinOverSeeds[];
  /** Seeds at which `reference` itself was caught by a rule or errored. */
  uncleanControlAt: number[];
  /** Every mutant caught and every twin proven at every seed, and the control clean at each. */
  passed: boolean;
}

/**
 * Folds one self-test per seed into rates. A catch that holds at one seed and not at another is
 * a catch the search's tuning found, not one the mechanism guarantees: only a mutant caught by
 * its own rule at every seed, and a twin rule proven at every seed, count.
 */
export function foldSelftestSeeds(
  runs: readonly { seed: number; outcome: SelftestOutcome }[],
): SelftestOverSeeds {
  const seeds = runs.map((r) => r.seed);
  const mutants = new Map<string, MutantOverSeeds>();
  const twins = new Map<string, TwinOverSeeds>();
  const uncleanControlAt: number[] = [];
  for (const { seed, outcome } of runs) {
    for (const m of outcome.mutants) {
      const row = mutants.get(m.id) ?? {
        id: m.id,
        brokenRule: m.brokenRule,
        caughtAt: [],
        missedAt: [],
      };
      (m.caughtBy.includes(m.brokenRule) ? row.caughtAt : row.missedAt).push(seed);
      mutants.set(m.id, row);
    }
    const t = outcome.agentTwins;
    if (t !== undefined) {
      const unproven = new Set(t.unproven.map((u) => u.rule));
      for (const rule of [...t.proven, ...unproven]) {
        const row = twins.get(rule) ?? { rule, provenAt: [], unprovenAt: [], unproven: [] };
        (unproven.has(rule) ? row.unprovenAt : row.provenAt).push(seed);
        twins.set(rule, row);
      }
      for (const { rule, fault, twin, control, why } of t.unproven)
        twins.get(rule)!.unproven.push({ seed, fault, twin, control, why });
    }
    const c = outcome.control;
    if (c !== undefined && (c.caughtBy.length > 0 || c.errors > 0)) uncleanControlAt.push(seed);
  }
  const every = <T>(rows: Iterable<T>, ok: (row: T) => boolean): boolean => [...rows].every(ok);
  return {
    seeds,
    mutants: [...mutants.values()],
    twins: [...twins.values()].sort((a, b) => a.rule.localeCompare(b.rule)),
    uncleanControlAt,
    passed:
      mutants.size + twins.size > 0 &&
      every(
        mutants.values(),
        (m) => m.missedAt.length === 0 && m.caughtAt.length === seeds.length,
      ) &&
      every(
        twins.values(),
        (t) => t.unprovenAt.length === 0 && t.provenAt.length === seeds.length,
      ) &&
      uncleanControlAt.length === 0,
  };
}

/** The lines `selftest --seeds` prints: each mutant and twin rule with its rate, then totals. */
export function seedRateLines(folded: SelftestOverSeeds, runs: number): string[] {
  const n = folded.seeds.length;
  const rate = (hit: number[], miss: number[], what: string): string =>
    `${what} at ${hit.length}/${n} seeds${miss.length > 0 ? `, not at ${miss.join(', ')}` : ''}`;
  const lines = folded.mutants.map(
    (m) =>
      `  ${m.missedAt.length === 0 ? '✓' : '✗'} ${m.id} (breaks ${m.brokenRule}): ${rate(m.caughtAt, m.missedAt, 'caught')}`,
  );
  lines.push(
    `  ${folded.uncleanControlAt.length === 0 ? '✓' : '✗'} control (reference): ${folded.uncleanControlAt.length === 0 ? 'clean at every seed' : `caught or in error at ${folded.uncleanControlAt.join(', ')}`}`,
  );
  const everyMutant = folded.mutants.filter((m) => m.missedAt.length === 0).length;
  lines.push(
    `mutation score over seeds ${folded.seeds.join(',')}: ${everyMutant}/${folded.mutants.length} caught at every seed (${runs} runs)`,
  );
  for (const t of folded.twins) {
    lines.push(
      `  ${t.unprovenAt.length === 0 ? '✓' : '✗'} ${t.rule} (twin): ${rate(t.provenAt, t.unprovenAt, 'proven')}`,
    );
    for (const u of t.unproven)
      lines.push(
        `      seed ${u.seed}, ${u.fault}: twin ${u.twin}, control ${u.control}${u.why.map((w) => `; ${w}`).join('')}`,
      );
  }
  if (folded.twins.length > 0) {
    const everyTwin = folded.twins.filter((t) => t.unprovenAt.length === 0).length;
    lines.push(`${everyTwin}/${folded.twins.length} agent rules proven able to fail at every seed`);
  }
  return lines;
}
