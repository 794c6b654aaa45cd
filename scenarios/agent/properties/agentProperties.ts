import { readRequiredExtensions, readTriState } from '../../../harness/card/index.ts';
import { CONDITIONS } from '../../../harness/rules/index.ts';
import {
  A2A_ERRORS,
  INPUT_REQUIRED_METADATA_KEY,
  isWireError,
  TERMINAL_STATES,
  type A2AErrorName,
} from '../../../harness/wire/index.ts';
import { createModel } from '../../../harness/model/index.ts';
import type fc from 'fast-check';
import type { ParsedCard } from '../../../harness/card/index.ts';
import type { CheckContext } from '../CheckContext.ts';
import type { CheckHead } from '../CheckHead.ts';
import type { AgentRequest } from './AgentRequest.ts';
import { taskProgramArb, type TaskProgram } from './TaskProgram.ts';
import { PROGRAM_RULES, runTaskProgram } from './runTaskProgram.ts';
import { observe, type Observation } from './observeRequest.ts';
import { probeExtensions, progressRequestArb } from './extensionProbe.ts';
import { INPUT_REQUIRED as INPUT_REQUIRED_STATE } from './TaskModel.ts';
import { requestValuesProperty } from './requestValues/requestValuesProperty.ts';

/** What one evaluation of a property found. */
export interface Evaluation {
  problems: string[];
  /** What the agent did, briefly, for the counterexample. */
  observed: unknown;
  /** What the invariant wanted. */
  expected: string;
  /**
   * `false` when the request never reached what the invariant is about (no chunks were streamed,
   * no task came back): it passes, but judged nothing. A search where no request held is not
   * applicable, never a pass.
   */
  held?: boolean;
  /** For a property of several rules: each problem under the rule it breaks, in `problems` order. */
  findings?: readonly { rule: string; problem: string }[];
  /** For a property of several rules: the rules this evaluation judged something of. */
  judgedRules?: readonly string[];
}

/** A property of every conforming agent, checked on generated inputs (requests by default). */
export interface AgentProperty<I = AgentRequest> {
  /** Case id stem (`-jsonrpc` / `-http-json` is appended). */
  id: string;
  rule: string;
  /** Protocol generations it holds for; default v1.0 (the seed rules hold for both). */
  generations?: readonly ('1.0' | '0.3')[];
  /** The request modes it generates; default every mode the card allows. */
  modes?: readonly AgentRequest['mode'][];
  /**
   * Generate only requests meant to be served (a new task, payload parts the card declares, no
   * omitted required extension), for invariants about a served task: refused requests would
   * judge nothing (`held: false`).
   */
  served?: boolean;
  /** Inputs other than one request (a program of operations); default `agentRequestArb`. */
  input?: (card: ParsedCard) => fc.Arbitrary<I>;
  /**
   * The cases of a property of several rules (`rule` among them): each finding is charged to its
   * own rule's case. Default one case, `id` under `rule`.
   */
  heads?: readonly CheckHead[];
  /**
   * For a property of several rules: why a rule no evaluation judged is not applicable, where
   * the generic words ("no program reached it") would hide that it waits on a probe convention.
   */
  unreached?: Readonly<Record<string, string>>;
  /**
   * For a property of several rules whose input is made of parts each judged by its own rules:
   * the inputs that judge `rule` alone. When set, each head is searched on its own (its own
   * search of the run's runs, failure shrunk for its rule, judged count), so a failure of one
   * rule does not end the search for the others; without it one search judges every head.
   */
  searchEach?: (rule: string, card: ParsedCard) => fc.Arbitrary<I>;
  /**
   * Why the property cannot be judged on this agent, or undefined; `rule`, for a property
   * searched head by head, is the head's rule.
   */
  inapplicable(ctx: CheckContext, rule?: string): string | undefined;
  /**
   * `'unserved'` when the agent does not serve SendMessage at all (charged to A2A-SEND-001).
   * `only`, when one head is searched on its own, is its rule: requests that judge only other
   * rules may be left out.
   */
  evaluate(ctx: CheckContext, input: I, only?: string): Promise<Evaluation | 'unserved'>;
}

const brief = (o: Observation): unknown => ({
  outcome: o.outcome,
  ...(o.error !== undefined && {
    error: { code: o.error.code, type: o.error.type, message: o.error.message.slice(0, 120) },
  }),
  ...(o.states.length > 0 && { states: o.states }),
});

/**
 * The A2A errors a request makes due, if any. Several may apply at once and A2A orders none of
 * them, so any of them is right. A part that is not plain text may always be refused as
 * ContentTypeNotSupported (§3.1.1): which media types an agent takes is its own business.
 */
function dueErrors(ctx: CheckContext, request: AgentRequest): A2AErrorName[] {
  const due: A2AErrorName[] = [];
  if (request.task === 'unknown') due.push('TaskNotFound');
  if (request.activation === 'omit-required' && readRequiredExtensions(ctx.target.card).length > 0)
    due.push('ExtensionSupportRequired');
  if (due.length > 0 && request.parts.some((p) => p !== 'text'))
    due.push('ContentTypeNotSupported');
  return due;
}

/**
 * XV-WIRE-001, generalised: whatever is activated, the task progresses or a typed error comes.
 * Watched by polling a non-blocking task (a blocking call or a stream would only tell a stall
 * by a silence, which costs the call deadline and says less). Each request is (nearly always)
 * followed by the extension probe: the undeclared URI beside every declared one, on a first
 * message and on a follow-up to a task waiting for input (`probeExtensions`).
 */
const progress: AgentProperty = {
  id: 'agent-prop-progress',
  rule: 'XV-WIRE-001',
  generations: ['1.0', '0.3'],
  modes: ['non-blocking'],
  input: progressRequestArb,
  inapplicable: () => undefined,
  async evaluate(ctx, request) {
    // The probe makes a task of its own: it runs beside the request, not after it, so the search
    // costs the longer of the two per request, not their sum.
    const [o, probed] = await Promise.all([
      observe(ctx, request, { mode: 'non-blocking', until: 'progress' }),
      request.extensionProbe === true ? probeExtensions(ctx) : undefined,
    ]);
    if (o.outcome === 'unserved' || probed === 'unserved') return 'unserved';
    const problems =
      o.outcome === 'stall'
        ? [
            `stall: ${o.states.length === 0 ? 'no answer' : `the task stayed ${o.states.at(-1)}`} within ${ctx.target.deadlines.progressMs} ms`,
          ]
        : o.outcome === 'error' && !Number.isInteger(o.error?.code)
          ? ['an error without a code']
          : [];
    const expected =
      'WORKING, an interrupted or a terminal state, or a typed error, within the progress deadline';
    if (probed === undefined) return { problems, observed: brief(o), expected };
    return {
      problems: [...problems, ...probed.problems],
      observed: { request: brief(o), probe: probed.observed },
      expected: `${expected}; a task continued from ${INPUT_REQUIRED_STATE}, WORKING or a terminal state`,
    };
  },
};

/** A2A-STR-001: the blocking answer carries every chunk the stream of the same request carried. */
const merged: AgentProperty = {
  id: 'agent-prop-blocking-equals-stream',
  rule: 'A2A-STR-001',
  generations: ['1.0', '0.3'],
  served: true,
  inapplicable: (ctx) =>
    readTriState(ctx.target.card, 'streaming') === true
      ? undefined
      : 'the agent does not declare streaming',
  async evaluate(ctx, request) {
    const streamed = await observe(ctx, request, { mode: 'streaming' });
    if (streamed.outcome === 'unserved') return 'unserved';
    const expected =
      'every artifact of the blocking task has at least the parts the stream delivered';
    if (
      streamed.outcome !== 'stream' ||
      !(streamed.events ?? []).some((e) => e.artifactUpdate?.append === true)
    )
      return { problems: [], observed: brief(streamed), expected, held: false };
    const want = createModel().reassemble({
      events: streamed.events as Record<string, unknown>[],
    }).artifacts;
    const blocking = await observe(ctx, request, { mode: 'blocking' });
    if (blocking.outcome !== 'task')
      return { problems: [], observed: brief(blocking), expected, held: false };
    const got = blocking.task?.artifacts ?? [];
    const short = want.findIndex((a, i) => (got[i]?.parts.length ?? 0) < a.parts.length);
    const parts = {
      streamed: want.map((a) => a.parts.length),
      blocking: got.map((a) => a.parts.length),
    };
    return {
      problems:
        short === -1
          ? []
          : [
              `artifact ${short + 1}: ${want[short]!.parts.length} part(s) streamed, ${got[short]?.parts.length ?? 0} in the blocking task`,
            ],
      observed: parts,
      expected,
    };
  },
};

/** A2A-RPC-006 (errors carry A2A codes): a due A2A error comes under its assigned code or status. */
const codes: AgentProperty = {
  id: 'agent-prop-a2a-error-codes',
  rule: 'A2A-RPC-006',
  inapplicable: () => undefined,
  async evaluate(ctx, request) {
    const o = await observe(ctx, request);
    if (o.outcome === 'unserved') return 'unserved';
    const due = dueErrors(ctx, request);
    const expected =
      due.length === 0
        ? 'no A2A error is due'
        : `${due.join(' or ')} under ${due.map((d) => (ctx.binding.name === 'JSONRPC' ? A2A_ERRORS[d].code : `HTTP ${A2A_ERRORS[d].http}`)).join(' / ')}`;
    if (o.outcome !== 'error' || due.length === 0)
      return { problems: [], observed: brief(o), expected };
    const right = due.some((d) =>
      ctx.binding.name === 'JSONRPC'
        ? o.error!.code === A2A_ERRORS[d].code
        : o.status === A2A_ERRORS[d].http && isWireError(o.error, d),
    );
    return {
      problems: right
        ? []
        : [
            `${due.join(' or ')} was due; the agent answered ${o.error!.code} "${o.error!.message.slice(0, 80)}"`,
          ],
      observed: brief(o),
      expected,
    };
  },
};

/** A2A-CAP-004: a request that omits a required extension is refused, never served as if none were. */
const required: AgentProperty = {
  id: 'agent-prop-required-extension',
  rule: 'A2A-CAP-004',
  inapplicable: (ctx) =>
    readRequiredExtensions(ctx.target.card).length > 0
      ? undefined
      : 'the card marks no extension required',
  async evaluate(ctx, request) {
    const expected = 'ExtensionSupportRequiredError when a required extension is omitted';
    if (request.activation !== 'omit-required')
      return { problems: [], observed: 'all required extensions activated', expected };
    const o = await observe(ctx, request);
    if (o.outcome === 'unserved') return 'unserved';
    const refused =
      o.outcome === 'error' &&
      (isWireError(o.error, 'ExtensionSupportRequired') ||
        (request.task === 'unknown' && isWireError(o.error, 'TaskNotFound')));
    return {
      problems:
        refused || o.outcome === 'error'
          ? []
          : [
              `the request omitting ${readRequiredExtensions(ctx.target.card).join(', ')} was served (${o.outcome}): the requirement was ignored`,
            ],
      observed: brief(o),
      expected,
    };
  },
};

/** A2A-STREAM-003: observed states move only along the lifecycle. */
const lifecycle: AgentProperty = {
  id: 'agent-prop-lifecycle',
  rule: 'A2A-STREAM-003',
  inapplicable: (ctx) =>
    readTriState(ctx.target.card, 'streaming') === true
      ? undefined
      : 'the agent does not declare streaming',
  async evaluate(ctx, request) {
    const o = await observe(ctx, request, { until: 'settled' });
    if (o.outcome === 'unserved') return 'unserved';
    const s = o.states;
    const terminal = s.findIndex((x) => TERMINAL_STATES.has(x));
    const problems: string[] = [];
    if (terminal !== -1 && s.slice(terminal + 1).some((x) => x !== s[terminal]))
      problems.push(`a state after the terminal ${s[terminal]}: ${s.join(' → ')}`);
    const working = s.indexOf('TASK_STATE_WORKING');
    if (working !== -1 && s.slice(working + 1).includes('TASK_STATE_SUBMITTED'))
      problems.push(`back to SUBMITTED after WORKING: ${s.join(' → ')}`);
    return {
      problems,
      observed: brief(o),
      expected: 'SUBMITTED → WORKING → … → one terminal state, never back',
    };
  },
};

/** A2A-HIST-002: never more history than asked for. */
const history: AgentProperty = {
  id: 'agent-prop-history-length',
  rule: 'A2A-HIST-002',
  inapplicable: () => undefined,
  async evaluate(ctx, request) {
    const expected = `at most ${request.historyLength ?? '∞'} history message(s)`;
    if (request.historyLength === null || request.mode === 'streaming')
      return { problems: [], observed: 'no history length asked', expected };
    const o = await observe(ctx, request);
    if (o.outcome === 'unserved') return 'unserved';
    const n = Array.isArray(o.answered?.history) ? o.answered.history.length : 0;
    return {
      problems:
        n > request.historyLength
          ? [`historyLength ${request.historyLength} returned ${n} message(s)`]
          : [],
      observed: { history: n },
      expected,
    };
  },
};

/** Why the task model judged nothing of interrupted tasks: no task ever stopped for input. */
const INPUT_REQUIRED_UNREACHED =
  `condition "interrupted-task" does not hold: ${CONDITIONS['interrupted-task'].notApplicableReason}. ` +
  `A cooperating agent stops a task in INPUT_REQUIRED when the request metadata ` +
  `${INPUT_REQUIRED_METADATA_KEY} asks it (A2A §3.2.5: metadata is free-form); A2A obliges no ` +
  `agent to stop a task for input.`;

/**
 * The task model (A2A §3.1.1–§3.1.5): generated programs of sends (every mode, every declared
 * and skill-only media type with its case and parameter variants, follow-ups), GetTask,
 * ListTasks and CancelTask, each answer compared with a model of the agent's tasks built from
 * its earlier answers and streamed events. Each comparison is charged to the rule that states it.
 */
const taskModelProperty: AgentProperty<TaskProgram> = {
  id: 'agent-prop-task-model',
  rule: PROGRAM_RULES.get,
  heads: [
    { rule: PROGRAM_RULES.get, caseId: 'agent-prop-task-model' },
    { rule: PROGRAM_RULES.list, caseId: 'agent-prop-task-model-listing' },
    { rule: PROGRAM_RULES.order, caseId: 'agent-prop-task-model-listing-order' },
    { rule: PROGRAM_RULES.cancelRunning, caseId: 'agent-prop-task-model-cancel-running' },
    { rule: PROGRAM_RULES.cancelTerminal, caseId: 'agent-prop-task-model-cancel-settled' },
    { rule: PROGRAM_RULES.media, caseId: 'agent-prop-task-model-media-types' },
    { rule: PROGRAM_RULES.lastChunk, caseId: 'agent-prop-task-model-last-chunk' },
    { rule: PROGRAM_RULES.subscribe, caseId: 'agent-prop-task-model-subscription' },
    { rule: PROGRAM_RULES.pushCreate, caseId: 'agent-prop-task-model-push-create' },
    { rule: PROGRAM_RULES.pushGet, caseId: 'agent-prop-task-model-push-get' },
    { rule: PROGRAM_RULES.pushList, caseId: 'agent-prop-task-model-push-list' },
    { rule: PROGRAM_RULES.pushDelete, caseId: 'agent-prop-task-model-push-delete' },
    { rule: PROGRAM_RULES.distinctTasks, caseId: 'agent-prop-task-model-concurrent-sends' },
    { rule: PROGRAM_RULES.resume, caseId: 'agent-prop-task-model-input-required-follow-up' },
    { rule: PROGRAM_RULES.blocking, caseId: 'agent-prop-task-model-blocking-input-required' },
  ],
  unreached: {
    [PROGRAM_RULES.resume]: INPUT_REQUIRED_UNREACHED,
    [PROGRAM_RULES.blocking]: INPUT_REQUIRED_UNREACHED,
  },
  input: taskProgramArb,
  inapplicable: () => undefined,
  async evaluate(ctx, program) {
    const run = await runTaskProgram(ctx, program);
    if (run.unserved) return 'unserved';
    return {
      problems: run.findings.map((f) => f.problem),
      findings: run.findings,
      judgedRules: [...run.judged],
      observed: run.steps,
      expected:
        'every read of a task, a listing and a cancel agrees with what the agent said before',
      held: run.judged.size > 0,
    };
  },
};

/** The live-agent properties, in report order. */
export const AGENT_PROPERTIES: readonly AgentProperty<unknown>[] = [
  progress,
  merged,
  codes,
  required,
  lifecycle,
  history,
  taskModelProperty,
  requestValuesProperty,
];
