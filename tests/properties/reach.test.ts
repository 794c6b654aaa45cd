import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULTS } from '../../harness/options/index.ts';
import { type Rule } from '../../harness/rules/index.ts';
import { ruleRegistry } from '../../scenarios/catalogue.ts';
import { allCases } from '../../engine/run/suiteCases.ts';
import { PROPERTY_DEFINITIONS } from '../../engine/search/searchedProperties.ts';
import type { Scenario } from '../../scenarios/properties/VerifierScenario.ts';
import { REACH_CATALOGUE } from '../../scenarios/properties/reach/reachCatalogue.ts';

/**
 * Reach, measured: every rule the generators search lists what its text quantifies
 * over, and every dimension a property owns is reached within the default budget (100 runs) at
 * the default seed and at two more, so no catch depends on the seed. The counts are printed with
 * fast-check's statistics for the default seed.
 */
const SEEDS = [DEFAULTS.seed, 1, 2];

/** A rule only a live agent is judged on: no generator of the suite's cases searches it. */
const agentOnly = (rule: Rule): boolean => rule.roles.every((role) => role === 'agent');
const samples = new Map<string, Map<number, Scenario[]>>();

function sampled(property: string, seed: number): Scenario[] {
  let bySeed = samples.get(property);
  if (bySeed === undefined) samples.set(property, (bySeed = new Map<number, Scenario[]>()));
  let values = bySeed.get(seed);
  if (values === undefined) {
    const def = PROPERTY_DEFINITIONS.find((d) => d.id === property)!;
    values = fc.sample(def.arbitrary, { seed, numRuns: DEFAULTS.runs });
    bySeed.set(seed, values);
  }
  return values;
}

describe('reach catalogue', () => {
  it('lists every rule the generators search once, each with at least one dimension', () => {
    const listed = REACH_CATALOGUE.map((r) => r.rule);
    const searched = ruleRegistry
      .select({ profile: 'all' })
      .filter((r) => !agentOnly(r))
      .map((r) => r.id);
    expect([...listed].sort()).toEqual([...searched].sort());
    expect(REACH_CATALOGUE.filter((r) => r.dimensions.length === 0).map((r) => r.rule)).toEqual([]);
  });

  it('claims no rule that only the agent role names', () => {
    // Agent-role rules' reach is covered by the agent checks (scenarios/agent/checks/, one per rule: scenarios/agent/agentChecks.test.ts) and the live-agent properties (scenarios/agent/properties/).
    const claimed = REACH_CATALOGUE.filter(
      (r) => !ruleRegistry.has(r.rule) || agentOnly(ruleRegistry.get(r.rule)),
    ).map((r) => r.rule);
    expect(claimed).toEqual([]);
  });

  it('binds every dimension to a property of its rule, to example cases, or names the gap', () => {
    const cases = new Set(allCases.map((c) => c.id));
    const bad = REACH_CATALOGUE.flatMap((r) =>
      r.dimensions.flatMap((d) => {
        const why: string[] = [];
        if (d.property !== undefined) {
          const def = PROPERTY_DEFINITIONS.find((p) => p.id === d.property);
          if (def?.rule !== r.rule) why.push(`property ${d.property} is not one of ${r.rule}`);
          if (d.reached === undefined) why.push('no reach predicate');
        }
        for (const id of d.examples ?? [])
          if (!cases.has(id) && !id.startsWith('agent-')) why.push(`example ${id} is no case`);
        if (d.property === undefined && (d.examples ?? []).length === 0 && d.gap === undefined)
          why.push('neither a property, nor examples, nor a named gap');
        return why.map((w) => `${r.rule}/${d.id}: ${w}`);
      }),
    );
    expect(bad).toEqual([]);
  });

  it('reaches every property dimension within the default budget, at every seed', () => {
    const missed: string[] = [];
    for (const { rule, dimensions } of REACH_CATALOGUE) {
      for (const d of dimensions) {
        if (d.property === undefined || d.reached === undefined) continue;
        for (const seed of SEEDS) {
          const hits = sampled(d.property, seed).filter(d.reached).length;
          if (hits === 0) missed.push(`${rule}/${d.id} (${d.property}) at seed ${seed}`);
        }
      }
    }
    expect(missed).toEqual([]);
  });

  it('records the reach of the default seed as fast-check statistics', () => {
    const lines: string[] = [];
    const byProperty = new Map<string, { label: string; reached: (s: Scenario) => boolean }[]>();
    for (const { rule, dimensions } of REACH_CATALOGUE) {
      for (const d of dimensions) {
        if (d.property === undefined || d.reached === undefined) continue;
        const list = byProperty.get(d.property) ?? [];
        list.push({ label: `${rule} ${d.id}`, reached: d.reached });
        byProperty.set(d.property, list);
      }
    }
    for (const [property, dims] of byProperty) {
      const def = PROPERTY_DEFINITIONS.find((p) => p.id === property)!;
      lines.push(`${property}:`);
      fc.statistics(def.arbitrary, (s) => dims.filter((d) => d.reached(s)).map((d) => d.label), {
        seed: DEFAULTS.seed,
        numRuns: DEFAULTS.runs,
        logger: (line) => lines.push(`  ${line}`),
      });
    }
    // One line per dimension reached at least once, under its property.
    const labelled = lines.filter((l) => l.startsWith('  '));
    expect(labelled.length).toBeGreaterThanOrEqual(
      [...byProperty.values()].reduce((n, dims) => n + dims.length, 0),
    );
    if (process.env['CROSSCHECK_REACH_REPORT'] !== undefined) console.log(lines.join('\n'));
  });
});
