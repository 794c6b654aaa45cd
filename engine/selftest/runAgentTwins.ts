import { foldVerdicts, type Verdict } from '../../harness/vocabulary/index.ts';
import type { AgentTwin } from '../../scenarios/agent/AgentTwin.ts';
import { AGENT_TWINS } from '../../scenarios/index.ts';
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
  const chosen = all.filter((t) => matchesAny(t.rule, input.rules ?? []));
  const violable = chosen.filter((t): t is Extract<AgentTwin, { fault: unknown }> => 'fault' in t);
  const notViolable = chosen
    .filter((t): t is Extract<AgentTwin, { notViolable: string }> => 'notViolable' in t)
    .map((t) => ({ rule: t.rule, reason: t.notViolable }));

  const twinId = (i: number): string => `twin-${i}`;
  const controlId = (i: number): string => `control-${i}`;
  const personas = violable.flatMap((t, i) => [
    twinPersona(twinId(i), t.base ?? 'full-surface', [t.fault]),
    twinPersona(controlId(i), t.base ?? 'full-surface'),
  ]);
  const fleet = await createVendors({ seed, personas, progressDeadlineMs: PROGRESS_MS });
  const transport = await startLoopbackServer(fleet);
  try {
    const judge = async (vendor: string, rule: string, base: TwinBase) => {
      const checks = ALL_AGENT_CHECKS.filter((c) => c.heads.some((h) => h.rule === rule));
      const { records } = await judgeAgent(transport.urls[vendor]!.origin, {
        reporting: { iut: vendor },
        seed,
        budget: { deadlines: DEADLINES, concurrency: 4, propertyRuns: 4 },
        scope: { rules: new Set([rule]), checks },
        ...(base === 'secured' && {
          reach: { headers: { authorization: `Bearer ${TWIN_BEARER_TOKEN}` } },
        }),
      });
      return records;
    };
    const twins = await runLimited(violable, input.concurrency ?? 3, async (t, i) => {
      const base = t.base ?? 'full-surface';
      const [onTwin, onControl] = await Promise.all([
        judge(twinId(i), t.rule, base),
        judge(controlId(i), t.rule, base),
      ]);
      const twin = foldVerdicts(onTwin.map((r) => r.verdict));
      const control = foldVerdicts(onControl.map((r) => r.verdict));
      const why = [
        ...(twin === 'fail'
          ? []
          : onTwin.map((r) => `twin ${r.caseId}: ${r.verdict}: ${r.evidence.summary}`)),
        ...(control === 'pass'
          ? []
          : onControl
              .filter((r) => r.verdict !== 'pass')
              .map((r) => `control ${r.caseId}: ${r.verdict}: ${r.evidence.summary}`)),
      ];
      return {
        rule: t.rule,
        fault: t.fault,
        base,
        twin,
        control,
        proven: twin === 'fail' && control === 'pass',
        why,
      };
    });
    return { twins, notViolable, durationMs: Date.now() - started };
  } finally {
    fleet.close();
    await transport.close();
  }
}
