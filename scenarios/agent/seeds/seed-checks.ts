import { readExtensions, readTriState } from '../../../harness/card/index.ts';
import { isCrosscheckError } from '../../../harness/errors/CrosscheckError.ts';
import type { ReassembledArtifact } from '../../../harness/contract/types.ts';
import { createModel } from '../../../harness/model/index.ts';
import type { AgentCheck } from '../AgentCheck.ts';
import { AGENT_CHECK_DEFAULTS } from '../defaults.ts';
import {
  describe,
  describeAnswer,
  isSettled,
  taskOf,
  watchTask,
} from '../_internals/checkHelpers.ts';

const BOTH = ['1.0', '0.3'] as const;
const WIRE = { rule: 'XV-WIRE-001', caseId: 'agent-undeclared-extension-progresses' };

/**
 * XV-WIRE-001: activate an extension the card does not declare (`A2A-Extensions` and the
 * message's `extensions`), non-blocking, and watch the first task. An error that refuses the
 * extension, or a direct message, is a pass (§4.6.3 allows erroring); a -32601 is not (the
 * agent did not serve SendMessage at all: charged to A2A-SEND-001). The task must reach
 * WORKING, an interrupted or a terminal state within the progress deadline, else it stalled
 * (seed 000's framework A).
 */
const undeclaredExtension: AgentCheck = {
  id: 'undeclared-extension',
  heads: [WIRE],
  scope: 'each-binding',
  generations: BOTH,
  async run(ctx) {
    const uri = AGENT_CHECK_DEFAULTS.undeclaredExtension;
    const declared = readExtensions(ctx.target.card);
    if (Array.isArray(declared) && declared.includes(uri))
      return [
        ctx.notApplicable(
          WIRE,
          `the card declares the probe extension ${uri}`,
          'no undeclared extension to activate',
        ),
      ];
    const { progressMs, callMs } = ctx.target.deadlines;
    let answer;
    try {
      // An agent that ignores returnImmediately and then stalls never answers: give it the
      // progress deadline on top of the call deadline, then count it as a stall.
      answer = await ctx.binding.sendMessage(
        ctx.send('a2a-crosscheck probe: reply with anything.', {
          blocking: false,
          message: { extensions: [uri] },
        }),
        ctx.options({ extensions: [uri], deadlineMs: callMs + progressMs }),
      );
    } catch (cause) {
      if (isCrosscheckError(cause, 'NET_TIMEOUT'))
        return [
          ctx.fail(WIRE, 'stall: SendMessage with an undeclared extension got no answer at all', {
            reason: cause.message,
          }),
        ];
      throw cause;
    }
    const unserved = ctx.unserved(WIRE, 'SendMessage', answer);
    if (unserved !== undefined) return [unserved];
    if (answer.error !== undefined)
      return [
        ctx.pass(
          WIRE,
          `the agent refused the undeclared extension with ${describe(answer.error)} (an error, not a stall)`,
          { actual: answer.error },
        ),
      ];
    const task = taskOf(answer);
    if (task === undefined)
      return [
        answer.result?.message !== undefined
          ? ctx.pass(
              WIRE,
              'the agent proceeded without the extension and answered with a message',
              { actual: answer.raw },
            )
          : ctx.fail(WIRE, `SendMessage answered ${describeAnswer(answer)}`, {
              actual: answer.raw,
            }),
      ];
    const first = task.status?.state;
    if (first === 'TASK_STATE_WORKING' || isSettled(first))
      return [ctx.pass(WIRE, `the first task is already ${first}`, { actual: { state: first } })];
    const watched = await watchTask(ctx, task.id, 'progress', progressMs);
    ctx.transcript.note('progress watch', {
      taskId: task.id,
      states: watched.states,
      reached: watched.reached,
      stalled: watched.stalled,
    });
    if (watched.reached !== null)
      return [
        ctx.pass(WIRE, `the first task reached ${watched.reached} within ${progressMs} ms`, {
          actual: { states: watched.states },
        }),
      ];
    return [
      watched.stalled
        ? ctx.fail(
            WIRE,
            `stall: the first task stayed ${watched.states.at(-1) ?? first ?? 'unknown'} for ${progressMs} ms after an undeclared extension was activated`,
            {
              expected: 'TASK_STATE_WORKING, an interrupted or a terminal state',
              actual: { states: watched.states },
            },
          )
        : ctx.fail(
            WIRE,
            `GetTask failed while watching the first task: ${describe(watched.error)}`,
            { actual: watched.error },
          ),
    ];
  },
};

const MERGED = { rule: 'A2A-STR-001', caseId: 'agent-blocking-task-carries-every-chunk' };
const PROMPT = 'a2a-crosscheck probe: produce your usual artifact.';

/**
 * A2A-STR-001 (§3.2.2): when the agent streams an artifact in `append` chunks, a blocking
 * SendMessage with the same request must return the task with every chunk merged. The streamed
 * chunks are reassembled with the reference model; each artifact of the blocking task, in
 * order, must have as many parts as its streamed twin (content may differ between two runs).
 */
const blockingArtifacts: AgentCheck = {
  id: 'blocking-artifacts',
  heads: [MERGED],
  scope: 'each-binding',
  generations: BOTH,
  async run(ctx) {
    if (readTriState(ctx.target.card, 'streaming') !== true)
      return [
        ctx.notApplicable(
          MERGED,
          'the agent does not declare streaming, so chunking cannot be observed',
          'condition "chunked-artifacts" cannot be established',
        ),
      ];
    const streamed = await ctx.binding.sendStreamingMessage(ctx.send(PROMPT), ctx.streamOptions());
    const unserved = ctx.unserved(MERGED, 'SendStreamingMessage', streamed);
    if (unserved !== undefined) return [unserved];
    if (streamed.end === 'stall' || streamed.end === 'timeout')
      return [
        ctx.record(MERGED, 'error', {
          summary: 'the streaming run did not complete, so chunking could not be observed',
          reason: `the stream ended: ${streamed.end}`,
        }),
      ];
    if (streamed.error !== undefined && streamed.events.length === 0)
      return [
        ctx.notApplicable(
          MERGED,
          `the agent declares streaming but refused to stream (${describe(streamed.error)})`,
          'condition "chunked-artifacts" cannot be established',
        ),
      ];
    if (!streamed.events.some((e) => e.artifactUpdate?.append === true))
      return [
        ctx.notApplicable(
          MERGED,
          'the agent streamed no append chunks',
          'condition "chunked-artifacts" does not hold',
        ),
      ];
    const merged = createModel().reassemble({
      events: streamed.events as Record<string, unknown>[],
    }).artifacts;
    const blocking = await ctx.binding.sendMessage(ctx.send(PROMPT), ctx.options());
    const task = taskOf(blocking);
    if (task === undefined)
      return [
        ctx.fail(MERGED, 'a blocking SendMessage returned no task to compare', {
          actual: blocking.raw,
        }),
      ];
    const got: ReassembledArtifact[] = (task.artifacts ?? []).map((a) => ({
      artifactId: a.artifactId,
      parts: a.parts as Record<string, unknown>[],
    }));
    const shortfall = merged.findIndex((a, i) => (got[i]?.parts.length ?? 0) < a.parts.length);
    const evidence = { expected: shape(merged), actual: shape(got) };
    if (shortfall === -1)
      return [
        ctx.pass(
          MERGED,
          `the blocking task carries every streamed chunk (${merged.map((a) => a.parts.length).join('+')} parts)`,
          evidence,
        ),
      ];
    const want = merged[shortfall]!.parts.length;
    const have = got[shortfall]?.parts.length ?? 0;
    return [
      ctx.fail(
        MERGED,
        `artifact ${shortfall + 1} was streamed in ${want} parts but the blocking task carries ${have}: chunks were lost (${task.status?.state ?? 'no state'})`,
        evidence,
      ),
    ];
  },
};

function shape(
  artifacts: ReassembledArtifact[],
): { artifactId: string; parts: number; text: string }[] {
  return artifacts.map((a) => ({
    artifactId: a.artifactId,
    parts: a.parts.length,
    text: a.parts.map((p) => (typeof p['text'] === 'string' ? p['text'] : '')).join(''),
  }));
}

/** The seeds' wire failures, judged on live agents. */
export const SEED_CHECKS: readonly AgentCheck[] = [undeclaredExtension, blockingArtifacts];
