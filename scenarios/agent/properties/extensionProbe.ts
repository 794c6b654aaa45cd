import fc from 'fast-check';
import type { ParsedCard } from '../../../harness/card/index.ts';
import { INPUT_REQUIRED_METADATA_KEY } from '../../../harness/wire/index.ts';
import type { CheckContext } from '../CheckContext.ts';
import { isTerminal, watchTask } from '../_internals/checkHelpers.ts';
import {
  agentRequestArb,
  extensionsOf,
  fullestActivation,
  type AgentRequest,
} from './AgentRequest.ts';
import { observe, type Observation } from './observeRequest.ts';
import { INPUT_REQUIRED } from './TaskModel.ts';

/**
 * How often the probe is drawn: `fc.option`'s `freq`, one request in `freq` goes without it. A
 * search of eight requests (four in the selftest) then misses it with probability 8^-8 (8^-4,
 * about 0.02 %), at any seed: drawn as a value of the request itself (an activation, a task) it
 * would hang on the few requests of a search, and be missed at some seeds by luck of the draw.
 */
const PROBE_FREQ = 8;

/**
 * The progress property's requests: non-blocking requests as every property draws them, each
 * (nearly always) with the extension probe run beside it, which shrinking drops when a failure
 * does not need it. The probe's follow-up is not a draw of its own: it is sent only when the first
 * message did not fail, so a failure needs it whenever it is sent.
 */
export function progressRequestArb(card: ParsedCard): fc.Arbitrary<AgentRequest> {
  return fc
    .record({
      request: agentRequestArb(card, ['non-blocking']),
      probe: fc.option(fc.constant(true), { freq: PROBE_FREQ, nil: false }),
    })
    .map(({ request, probe }) => ({ ...request, extensionProbe: probe }));
}

/** What the probe saw, and the stalls it found. */
export interface ProbeResult {
  problems: string[];
  observed: unknown;
}

const brief = (o: Observation): unknown => ({
  outcome: o.outcome,
  ...(o.error !== undefined && { error: { code: o.error.code, type: o.error.type } }),
  ...(o.states.length > 0 && { states: o.states }),
});

/**
 * Runs the extension probe (XV-WIRE-001, A2A §4.6.3): an agent may ignore an extension it does
 * not support or refuse the request with an error, on a first message and on a follow-up alike,
 * but never drop the message. The first message must bring its task to WORKING, an interrupted or a terminal
 * state within the progress deadline; the follow-up, which brings the input the task stopped for
 * without asking for another stop, must bring it back to WORKING or a terminal state (an agent
 * that dropped the message leaves it waiting as it was). An agent that does not stop the task
 * for input (the convention binds none) gets no follow-up.
 */
export async function probeExtensions(ctx: CheckContext): Promise<ProbeResult | 'unserved'> {
  const card = ctx.target.card;
  const { progressMs } = ctx.target.deadlines;
  const request: AgentRequest = {
    task: 'new',
    activation: fullestActivation(card),
    mode: 'non-blocking',
    parts: ['text'],
    historyLength: null,
    copies: 1,
  };
  const uris = extensionsOf(request, card).join(', ');
  const first = await observe(ctx, request, {
    metadata: { [INPUT_REQUIRED_METADATA_KEY]: true },
  });
  if (first.outcome === 'unserved') return 'unserved';
  const observed: Record<string, unknown> = { activated: uris, first: brief(first) };
  const stalled = stallOf(first, progressMs);
  if (stalled !== undefined)
    return {
      problems: [`${stalled}, after a first message activating ${uris}`],
      observed,
    };
  const task = first.task;
  if (first.outcome !== 'task' || task === undefined) return { problems: [], observed };
  // The task moved; it is followed up once it waits for input (within a progress deadline more:
  // a task that does not stop for input is not judged here).
  let state = first.states.at(-1);
  if (state !== INPUT_REQUIRED && !isTerminal(state)) {
    const watched = await watchTask(ctx, task.id, 'settled', progressMs);
    state = watched.states.at(-1) ?? state;
  }
  if (state !== INPUT_REQUIRED) {
    observed['followUp'] =
      `not sent: the task is ${state ?? 'without a state'}, not ${INPUT_REQUIRED}`;
    return { problems: [], observed };
  }
  const next = await observe(ctx, request, {
    until: 'resumed',
    followUp: { taskId: task.id, contextId: task.contextId },
  });
  observed['followUp'] = brief(next);
  // A follow-up the agent does not serve at all is A2A-SEND-001's, judged on first messages.
  if (next.outcome === 'unserved') return { problems: [], observed };
  const resumed = stallOf(next, progressMs);
  return {
    problems:
      resumed === undefined
        ? []
        : [
            `${resumed}, after a message activating ${uris} brought ${task.id} the input it waited for in ${INPUT_REQUIRED}`,
          ],
    observed,
  };
}

/** The stall an observation shows, in words, or undefined when the task moved or an error came. */
function stallOf(o: Observation, progressMs: number): string | undefined {
  if (o.outcome === 'stall')
    return `stall: ${o.states.length === 0 ? 'no answer' : `the task stayed ${o.states.at(-1)}`} within ${progressMs} ms`;
  if (o.outcome === 'error' && !Number.isInteger(o.error?.code)) return 'an error without a code';
  return undefined;
}
