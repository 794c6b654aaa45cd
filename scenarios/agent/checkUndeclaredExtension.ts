import { isCrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { readExtensions } from '../../harness/card/index.ts';
import {
  INTERRUPTED_STATES,
  TERMINAL_STATES,
  watchProgress,
  type SendMessageResult,
} from '../../harness/wire/index.ts';
import type { CaseRecord } from '../core/ConformanceCase.ts';
import type { AgentProbe } from './AgentProbe.ts';
import { AGENT_CHECK_DEFAULTS } from './defaults.ts';

const HEAD = { caseId: 'agent-undeclared-extension-progresses', rule: 'XV-WIRE-001' };

/**
 * XV-WIRE-001: activate an extension the card does not declare (`A2A-Extensions` and the
 * message's `extensions`), non-blocking, and watch the first task. An error answer or a direct
 * message is a pass (A2A §4.6.3 allows erroring); the task must reach WORKING, an interrupted or
 * a terminal state within the progress deadline, else it stalled (seed 000's framework A).
 */
export async function checkUndeclaredExtension(probe: AgentProbe): Promise<CaseRecord> {
  const mark = probe.transcript.mark();
  const declared = readExtensions(probe.card);
  const uri = AGENT_CHECK_DEFAULTS.undeclaredExtension;
  if (Array.isArray(declared) && declared.includes(uri)) {
    return probe.record(
      HEAD,
      'not-applicable',
      {
        summary: `the card declares the probe extension ${uri}`,
        reason: 'no undeclared extension to activate',
      },
      mark,
    );
  }
  const message = probe.message([{ text: 'a2a-crosscheck probe: reply with anything.' }], {
    extensions: [uri],
  });
  const { progressMs, callMs } = probe.deadlines;
  let outcome;
  try {
    // An agent that ignores returnImmediately and then stalls never answers: give it the
    // progress deadline on top of the call deadline, then count it as a stall.
    outcome = await probe.rpc<SendMessageResult>(
      'SendMessage',
      { message, configuration: { returnImmediately: true } },
      { extensions: [uri], deadlineMs: callMs + progressMs },
    );
  } catch (cause) {
    if (isCrosscheckError(cause, 'NET_TIMEOUT')) {
      return probe.record(
        HEAD,
        'fail',
        {
          summary: 'stall: SendMessage with an undeclared extension got no answer at all',
          reason: cause.message,
        },
        mark,
      );
    }
    throw cause;
  }
  if (outcome.error !== undefined) {
    return probe.record(
      HEAD,
      'pass',
      {
        summary: `the agent refused the undeclared extension with JSON-RPC error ${outcome.error.code} (an error, not a stall)`,
        actual: outcome.error,
      },
      mark,
    );
  }
  const task = outcome.result?.task;
  if (task === undefined) {
    return probe.record(
      HEAD,
      'pass',
      {
        summary: 'the agent proceeded without the extension and answered with a message',
        actual: outcome.result,
      },
      mark,
    );
  }
  const first = task.status?.state;
  if (typeof first === 'string' && isProgress(first)) {
    return probe.record(
      HEAD,
      'pass',
      { summary: `the first task is already ${first}`, actual: { state: first } },
      mark,
    );
  }
  const watched = await watchProgress(probe.client, task.id, { progressDeadlineMs: progressMs });
  probe.transcript.note('progress watch', {
    taskId: task.id,
    states: watched.states,
    reached: watched.reached,
    stalled: watched.stalled,
    elapsedMs: Math.round(watched.elapsedMs),
  });
  if (watched.reached !== null) {
    return probe.record(
      HEAD,
      'pass',
      {
        summary: `the first task reached ${watched.reached} within ${progressMs} ms`,
        actual: { states: watched.states },
      },
      mark,
    );
  }
  return probe.record(
    HEAD,
    'fail',
    watched.stalled
      ? {
          summary: `stall: the first task stayed ${watched.states.at(-1) ?? first ?? 'unknown'} for ${progressMs} ms after an undeclared extension was activated`,
          expected: 'TASK_STATE_WORKING, an interrupted or a terminal state',
          actual: { states: watched.states },
        }
      : {
          summary: `GetTask failed while watching the first task: ${watched.error?.code ?? '?'} ${watched.error?.message ?? ''}`,
          actual: watched.error,
        },
    mark,
  );
}

/** XV-WIRE-001's goal: WORKING, an interrupted or a terminal state. */
function isProgress(state: string): boolean {
  return (
    state === 'TASK_STATE_WORKING' || INTERRUPTED_STATES.has(state) || TERMINAL_STATES.has(state)
  );
}
