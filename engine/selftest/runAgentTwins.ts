import { foldVerdicts, type Verdict } from '../../harness/vocabulary/index.ts';
import type { AgentTwin } from '../../scenarios/agent/AgentTwin.ts';
import { AGENT_TWINS } from '../../scenarios/index.ts';
import { TWIN_COLLATERAL, type TwinCollateral } from '../../scenarios/agent/twinCollateral.ts';
import {
  createVendors,
  startLoopbackServer,
  twinPersona,
  TWIN_BEARER_TOKEN,
  type TwinBase,
} from '../../vendors/index.ts';
import { ALL_AGENT_CHECKS } from '../agent/agentSuite.ts';
import { judgeAgent } from '../agent/judgeAgent.ts';
import { matchesAny } from './matchesAny.ts';
import { runLimited } from '../run/runLimited.ts';

/** Options of {@link runAgentTwins}; every one optional. */
export interface AgentTwinsInput {
  /** Run seed (identities, ids). Default 0. */
  seed?: number;
  /** Only the twins of these rules (ids or globs, `A2A-PUSH-*`). Default: every twin. */
  rules?: readonly string[];
  /** Twins judged at once. Default 3. */
  concurrency?: number;
  /** The twins (default `AGENT_TWINS`). */
  twins?: readonly AgentTwin[];
  /**
   * `own-rule` (default) judges each twin and its control by the checks of the twin's rule only;
   * `all-rules` judges them by every agent check, so a twin is proven only when the rules it fails
   * and its control passes are its own and its declared collateral (`TWIN_COLLATERAL`), each one.
   */
  scope?: 'own-rule' | 'all-rules';
  /** The collateral each fault declares (default `TWIN_COLLATERAL`), read with `all-rules`. */
  collateral?: Readonly<Partial<Record<string, readonly TwinCollateral[]>>>;
}

/** One twin's fate: the rule's folded verdict on the twin and on its control. */
export interface AgentTwinOutcome {
  rule: string;
  fault: string;
  base: TwinBase;
  twin: Verdict;
  control: Verdict;
  /** `fail` on the twin, `pass` on the control. */
  proven: boolean;
  /** Why not proven: the summaries of the records that were not as required. */
  why: string[];
  /**
   * With `all-rules`: the rules that fail on the twin and do not on its control, sorted (its own
   * rule among them when it is proven), and those neither its rule nor declared collateral.
   */
  failedRules?: string[];
  unexpected?: string[];
  /** With `all-rules`: declared collateral the twin did not fail. */
  undeclaredMissing?: string[];
}

export interface AgentTwinsResult {
  twins: AgentTwinOutcome[];
  /** Rules that declare no simulated peer can break them, with the reason. */
  notViolable: { rule: string; reason: string }[];
  durationMs: number;
}

/** The progress deadline the twins are tuned for; judged against three of it, as the main job does. */
const PROGRESS_MS = 300;
const DEADLINES = { callMs: PROGRESS_MS * 16, progressMs: PROGRESS_MS * 3 };

/**
 * The agent suite's own power: every agent rule's broken twin, a simulated vendor
 * with one named fault, is judged on loopback by only the checks that record the rule, and so is
 * the same vendor without the fault. The rule is proven able to fail when its verdict is `fail`
 * on the twin and `pass` on the control.
 */
export async function runAgentTwins(input: AgentTwinsInput = {}): Promise<AgentTwinsResult> {
  const started = Date.now();
  const seed = input.seed ?? 0;
  const all = input.twins ?? AGENT_TWINS;
  const collateral = input.collateral ?? TWIN_COLLATERAL;
  const chosen = all.filter((t) => matchesAny(t.rule, input.rules ?? []));
  const violable = chosen.filter((t): t is Extract<AgentTwin, { fault: unknown }> => 'fault' in t);
  const notViolable = chosen
    .filter((t): t is Extract<AgentTwin, { notViolable: string }> => 'notViolable' in t)
    .map((t) => ({ rule: t.rule, reason: t.notViolable }));

  const everyRule = input.scope === 'all-rules';
  const twinId = (i: number): string => `twin-${i}`;
  // Judged by every check, a control does not depend on the twin's rule: one per base serves all.
  const baseOf = (t: { base?: TwinBase }): TwinBase => t.base ?? 'full-surface';
  const controlId = (i: number): string =>
    everyRule ? `control-${baseOf(violable[i]!)}` : `control-${i}`;
  const bases = [...new Set(violable.map(baseOf))];
  // Each twin beside its own control, as the fleet has always been made (own-rule).
  const personas = [
    ...violable.flatMap((t, i) => [
      twinPersona(twinId(i), baseOf(t), [t.fault]),
      ...(everyRule ? [] : [twinPersona(controlId(i), baseOf(t))]),
    ]),
    ...(everyRule ? bases.map((b) => twinPersona(`control-${b}`, b)) : []),
  ];
  const fleet = await createVendors({ seed, personas, progressDeadlineMs: PROGRESS_MS });
  const transport = await startLoopbackServer(fleet);
  try {
    const judge = async (vendor: string, rule: string, base: TwinBase) => {
      const checks = everyRule
        ? ALL_AGENT_CHECKS
        : ALL_AGENT_CHECKS.filter((c) => c.heads.some((h) => h.rule === rule));
      const { records } = await judgeAgent(transport.urls[vendor]!.origin, {
        reporting: { iut: vendor },
        seed,
        budget: { deadlines: DEADLINES, concurrency: 4, propertyRuns: 4 },
        scope: { ...(everyRule ? {} : { rules: new Set([rule]) }), checks },
        ...(base === 'secured' && {
          reach: { headers: { authorization: `Bearer ${TWIN_BEARER_TOKEN}` } },
        }),
      });
      return records;
    };
    const controls = new Map<string, ReturnType<typeof judge>>();
    const twins = await runLimited(violable, input.concurrency ?? 3, async (t, i) => {
      const base = t.base ?? 'full-surface';
      const controlVendor = controlId(i);
      let onControlRun = everyRule ? controls.get(controlVendor) : undefined;
      if (onControlRun === undefined) {
        onControlRun = judge(controlVendor, t.rule, base);
        if (everyRule) controls.set(controlVendor, onControlRun);
      }
      const [onTwin, onControl] = await Promise.all([judge(twinId(i), t.rule, base), onControlRun]);
      const { twin, control, why } = ownRuleOutcome(t.rule, onTwin, onControl);
      const proven = twin === 'fail' && control === 'pass';
      if (!everyRule) return { rule: t.rule, fault: t.fault, base, twin, control, proven, why };
      const spec = specificity(t, onTwin, onControl, collateral);
      return {
        rule: t.rule,
        fault: t.fault,
        base,
        twin,
        control,
        proven: proven && spec.unexpected.length === 0 && spec.undeclaredMissing.length === 0,
        why: [...why, ...spec.why],
        failedRules: spec.failedRules,
        unexpected: spec.unexpected,
        undeclaredMissing: spec.undeclaredMissing,
      };
    });
    return { twins, notViolable, durationMs: Date.now() - started };
  } finally {
    fleet.close();
    await transport.close();
  }
}

type Judged = { rule: string; verdict: Verdict; caseId: string; evidence: { summary: string } };

/** The twin's and the control's verdicts on the twin's own rule, and why either is not as owed. */
function ownRuleOutcome(rule: string, onTwin: readonly Judged[], onControl: readonly Judged[]) {
  const own = (r: { rule: string }): boolean => r.rule === rule;
  const twin = foldVerdicts(onTwin.filter(own).map((r) => r.verdict));
  const control = foldVerdicts(onControl.filter(own).map((r) => r.verdict));
  const why = [
    ...(twin === 'fail'
      ? []
      : onTwin.filter(own).map((r) => `twin ${r.caseId}: ${r.verdict}: ${r.evidence.summary}`)),
    ...(control === 'pass'
      ? []
      : onControl
          .filter((r) => own(r) && r.verdict !== 'pass')
          .map((r) => `control ${r.caseId}: ${r.verdict}: ${r.evidence.summary}`)),
  ];
  return { twin, control, why };
}

/**
 * Which rules a twin fails beyond its control's, against its own rule and declared collateral:
 * a rule the fault breaks besides its own must be declared, and a declared one must still fail.
 */
function specificity(
  t: { rule: string; fault: string },
  onTwin: readonly Judged[],
  onControl: readonly Judged[],
  collateral: Readonly<Partial<Record<string, readonly TwinCollateral[]>>>,
) {
  const failing = (records: readonly Judged[]): Set<string> => {
    const byRule = new Map<string, Verdict[]>();
    for (const r of records) byRule.set(r.rule, [...(byRule.get(r.rule) ?? []), r.verdict]);
    return new Set(
      [...byRule].flatMap(([rule, vs]) => (foldVerdicts(vs) === 'fail' ? [rule] : [])),
    );
  };
  const onControlFailing = failing(onControl);
  const failedRules = [...failing(onTwin)].filter((r) => !onControlFailing.has(r)).sort();
  const declared = (collateral[t.fault] ?? []).map((c) => c.rule);
  const unexpected = failedRules.filter((r) => r !== t.rule && !declared.includes(r));
  const undeclaredMissing = (collateral[t.fault] ?? [])
    .filter((c) => c.may === undefined && !failedRules.includes(c.rule))
    .map((c) => c.rule);
  const why = [
    ...unexpected.flatMap((rule) =>
      onTwin
        .filter((r) => r.rule === rule && r.verdict === 'fail')
        .slice(0, 1)
        .map((r) => `also fails ${rule}, not declared: ${r.caseId}: ${r.evidence.summary}`),
    ),
    ...undeclaredMissing.map((rule) => `declared collateral ${rule} did not fail`),
  ];
  return { failedRules, unexpected, undeclaredMissing, why };
}
