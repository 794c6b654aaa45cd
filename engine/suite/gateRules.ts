import type { HelloResult } from '../../harness/contract/types.ts';
import { BUILTIN_IUTS, type ResolvedRunOptions } from '../../harness/options/index.ts';
import type { RuleResult } from '../../harness/results/types.ts';
import type { Rule } from '../../harness/rules/Rule.ts';
import { isFailing } from '../../harness/vocabulary/verdict.ts';
import { ruleRegistry } from '../rules.ts';
import {
  compareToBaseline,
  createReport,
  describeOutcome,
  knownFindings,
  regressionWords,
  reportGate,
  reportRulesFrom,
  triage,
  type CrosscheckReport,
  type LoadedBaseline,
  type ReportGate,
} from '../../reports/index.ts';

/** What one rule's test in the user's suite says. */
export interface RuleTest {
  /** `fail`: a regression or a stale entry; `skip`: nothing applicable; else `pass`. */
  status: 'pass' | 'fail' | 'skip';
  /** The failure message, or the skip note, or what passed as expected. */
  message: string;
  /** How many of the rule's cases fail or error, whatever the gate made of them. */
  failing: number;
}

/** The rules a suite registers: those of the selection that judge a role the adapter declares. */
export function rulesForRoles(rules: readonly Rule[], hello: HelloResult): Rule[] {
  return rules.filter((r) => r.roles.some((role) => hello.roles.includes(role)));
}

/**
 * Gates a suite's results exactly as `run` gates a report (the same `compareToBaseline`, the same
 * baseline file or directory, the same strictness, the same shipped third-party findings), then
 * turns the gate into one verdict per rule: a rule fails when one of its cases regresses (not in
 * the baseline, or listed with another outcome, or under `strict` still TODO) or one of its
 * baseline entries went stale; a SHOULD failure without `strict` passes, as on the command line;
 * a rule with nothing applicable is skipped with the reasons.
 */
export function gateRules(input: {
  results: RuleResult[];
  rules: readonly Rule[];
  hello: HelloResult;
  options: ResolvedRunOptions;
  baseline: LoadedBaseline | null;
  /**
   * The path of the adapter's module (crosscheckSuite's `module`, or the path it was given). Without
   * it the records name the adapter by its hello name, which `replay --iut` cannot load: the replay
   * command then says where the path goes, and how to get one to paste.
   */
  module?: string;
}): { report: CrosscheckReport; gate: ReportGate; tests: Map<string, RuleTest> } {
  const { results, rules, hello, options } = input;
  const ungated = createReport({
    seed: options.seed,
    profile: options.profile,
    startedAt: new Date(0).toISOString(),
    durationMs: 0,
    ...(options.rule.length > 0 ? { ruleFilter: options.rule } : {}),
    iuts: [{ id: hello.name, transport: 'in-process', roles: hello.roles }],
    vendors: [],
    rules: reportRulesFrom(rules),
    results,
  });
  const comparison = compareToBaseline(ungated, input.baseline, {
    strict: options.strict,
    known: knownFindings(),
    knownRules: ruleRegistry,
  });
  const gate = reportGate(comparison, options.strict);
  const report = { ...ungated, gate };
  const t = triage(report, ruleRegistry);
  const regressions = [...t.regressions.shared.flatMap((s) => s.cases), ...t.regressions.single];
  const tests = new Map<string, RuleTest>();
  // A built-in adapter's hello name is its built-in name, which replay loads (naive, reference).
  const loadable =
    input.module !== undefined || (BUILTIN_IUTS as readonly string[]).includes(hello.name);
  const replayLine = (replay: string): string =>
    loadable
      ? `\n    replay: ${replay}`
      : `\n    replay: ${replay.replace(`--iut ${hello.name} `, '--iut <path of the module exporting the adapter> ')}\n    (crosscheckSuite was given the adapter without its module path: pass { module: './my-adapter.ts' } for a command to paste)`;
  for (const rule of rules) {
    const mine = results.filter((r) => r.rule === rule.id);
    const failing = mine.flatMap((r) => r.cases).filter((c) => isFailing(c.verdict)).length;
    const bad = regressions
      .filter((c) => c.rule === rule.id)
      .map(
        (c) =>
          `  ${c.outcome.verdict} (${c.vendor ?? 'no vendor'}, ${c.transport}) case ${c.case}: ${regressionWords(c)}\n    ${c.summary}${c.reason && c.reason !== c.summary ? `\n    reason: ${c.reason}` : ''}${c.knownIn ? `\n    known in ${c.knownIn}: ${c.knownReason ?? ''}` : ''}${c.replay ? replayLine(c.replay) : ''}`,
      );
    const stale = gate.stale
      .filter((s) => s.rule === rule.id)
      .map(
        (s) =>
          `  stale baseline entry: case ${s.case} (${s.vendor ?? 'no vendor'}, ${s.transport}) now ${s.now}; remove it from the baseline`,
      );
    if (bad.length + stale.length > 0) {
      tests.set(rule.id, {
        status: 'fail',
        message: `${rule.id} regressed in ${bad.length + stale.length} case(s):\n${[...bad, ...stale].join('\n')}`,
        failing,
      });
    } else if (mine.length === 0 || mine.every((r) => r.verdict === 'not-applicable')) {
      tests.set(rule.id, { status: 'skip', message: notApplicableNote(mine), failing });
    } else {
      const expected = gate.baselined.filter((b) => b.rule === rule.id);
      const below = gate.advisories.filter((a) => a.rule === rule.id);
      const notes = [
        expected.length > 0 ? `${expected.length} case(s) fail as the baseline expects` : '',
        below.length > 0
          ? `${below.length} case(s) fail below the gating level (${below.map((a) => `${a.case}: ${describeOutcome(a.got)}`).join(', ')})`
          : '',
      ].filter(Boolean);
      tests.set(rule.id, { status: 'pass', message: notes.join('; '), failing });
    }
  }
  return { report, gate, tests };
}

/** Why a rule had nothing to judge: the distinct reasons of its not-applicable cases. */
function notApplicableNote(results: readonly RuleResult[]): string {
  const reasons = [
    ...new Set(results.flatMap((r) => r.cases).map((c) => c.evidence.reason ?? c.evidence.summary)),
  ];
  return reasons.length === 0
    ? 'not applicable: no case of this rule ran'
    : `not applicable: ${reasons.join('; ')}`;
}
