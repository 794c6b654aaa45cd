import { readTriState } from '../../../harness/card/index.ts';
import { isCrosscheckError } from '../../../harness/errors/CrosscheckError.ts';
import type { A2ATask, AgentBinding, WireAnswer } from '../../../harness/wire/index.ts';
import type { CheckOutcome } from '../CheckOutcome.ts';
import { EVERY_BINDING, type AgentCheck } from '../AgentCheck.ts';
import { isUnserved, type CheckContext } from '../CheckContext.ts';
import {
  describeAnswer,
  isTerminal,
  settle,
  taskOf,
  unknownId,
} from '../_internals/checkHelpers.ts';

const ANSWERS = { rule: 'A2A-BIND-001', caseId: 'agent-declared-interface-answers' };

/** Each declared interface answers in its binding at its URL (a well-formed answer, any outcome). */
const interfaceAnswers: AgentCheck = {
  id: 'binding-answers',
  bindings: EVERY_BINDING,
  heads: [ANSWERS],
  scope: 'each-binding',
  generations: ['1.0', '0.3'],
  gate: true,
  async run(ctx) {
    let answer: WireAnswer<unknown>;
    try {
      answer = await ctx.binding.getTask({ id: unknownId(ctx, 'task') }, ctx.options());
    } catch (cause) {
      if (!isCrosscheckError(cause, 'NET_UNREACHABLE') && !isCrosscheckError(cause, 'NET_TIMEOUT'))
        throw cause;
      const what =
        cause.code === 'NET_TIMEOUT'
          ? `did not answer within ${ctx.target.deadlines.callMs} ms`
          : 'cannot be reached';
      return [
        ctx.fail(ANSWERS, `the ${ctx.binding.name} interface at ${ctx.binding.url} ${what}`, {
          reason: cause.message,
        }),
      ];
    }
    const wellFormed =
      answer.malformed === undefined && (answer.result !== undefined || answer.error !== undefined);
    // GetTask is a core operation: an interface that does not know it (-32601, no route) is not
    // an A2A interface of the declared version, and nothing else is judged on it.
    if (wellFormed && isUnserved(answer))
      return [
        ctx.fail(
          ANSWERS,
          `the ${ctx.binding.name} interface at ${ctx.binding.url} does not serve ${ctx.binding.operationName('GetTask')} (${describeAnswer(answer)}): it is not an A2A v${ctx.binding.generation} interface`,
          { actual: answer.raw },
        ),
      ];
    return [
      wellFormed
        ? ctx.pass(
            ANSWERS,
            `the ${ctx.binding.name} interface at ${ctx.binding.url} answered in its binding (${describeAnswer(answer)})`,
          )
        : ctx.fail(
            ANSWERS,
            `the ${ctx.binding.name} interface at ${ctx.binding.url} does not answer as ${ctx.binding.name}: HTTP ${answer.http.status}, ${answer.malformed ?? describeAnswer(answer)}`,
            { actual: answer.raw },
          ),
    ];
  },
};

const SAME_OPS = { rule: 'A2A-BIND-002', caseId: 'agent-bindings-serve-same-operations' };
const SAME_RESULT = { rule: 'A2A-BIND-003', caseId: 'agent-bindings-equivalent-results' };
const SAME_ERROR = { rule: 'A2A-BIND-004', caseId: 'agent-bindings-same-errors' };

type Probe = (b: AgentBinding, ctx: CheckContext, id: string) => Promise<WireAnswer<unknown>>;
const OPERATIONS: [string, Probe][] = [
  [
    'SendMessage',
    (b, ctx) =>
      b.sendMessage(ctx.send('a2a-crosscheck probe: reply with anything.'), ctx.options()),
  ],
  ['GetTask', (b, ctx, id) => b.getTask({ id }, ctx.options())],
  ['ListTasks', (b, ctx) => b.listTasks({ pageSize: 1 }, ctx.options())],
  ['CancelTask', (b, ctx, id) => b.cancelTask({ id }, ctx.options())],
  [
    'ListTaskPushNotificationConfigs',
    (b, ctx, id) => b.listPushConfigs({ taskId: id }, ctx.options()),
  ],
  ['GetExtendedAgentCard', (b, ctx) => b.getExtendedAgentCard(ctx.options())],
];

/** What an error meant, comparable across bindings. */
const meaning = (a: WireAnswer<unknown>): string =>
  a.error === undefined
    ? 'a result'
    : (a.error.type ?? (a.http.status === 404 ? 'TaskNotFound' : `HTTP ${a.http.status}`));

/** Binding agreement (§5.1): the same operations, equivalent results, the same errors. */
const agreement: AgentCheck = {
  id: 'binding-agreement',
  bindings: EVERY_BINDING,
  heads: [SAME_OPS, SAME_RESULT, SAME_ERROR],
  scope: 'all-bindings',
  async run(ctx) {
    const id = unknownId(ctx, 'task');
    const served = new Map<string, string[]>();
    const results: { binding: string; answer: WireAnswer<unknown> }[] = [];
    const errors: { binding: string; probe: string; meaning: string }[] = [];
    for (const b of ctx.bindings) {
      const ops: string[] = [];
      for (const [name, probe] of OPERATIONS) {
        const answer = await probe(b, ctx, id);
        if (!isUnserved(answer)) ops.push(name);
        if (name === 'SendMessage') results.push({ binding: b.name, answer });
        if (name === 'GetTask' || name === 'CancelTask')
          errors.push({
            binding: b.name,
            probe: `${name} of an unknown id`,
            meaning: meaning(answer),
          });
      }
      if (readTriState(ctx.target.card, 'streaming') === true) {
        const read = await b.subscribeToTask({ id }, ctx.streamOptions({ maxEvents: 1 }));
        if (!isUnserved(read)) ops.push('SubscribeToTask');
      }
      const done = await finishedTask(ctx, results.at(-1)!.answer);
      if (done !== undefined)
        errors.push({
          binding: b.name,
          probe: 'CancelTask of a finished task',
          meaning: meaning(await b.cancelTask({ id: done.id }, ctx.options())),
        });
      served.set(b.name, ops);
    }
    const records: CheckOutcome[] = [];
    const all = [...new Set([...served.values()].flat())];
    const gaps = [...served].flatMap(([b, ops]) =>
      all.filter((o) => !ops.includes(o)).map((o) => `${o} on ${b}`),
    );
    records.push(
      gaps.length === 0
        ? ctx.pass(SAME_OPS, `every binding serves the same ${all.length} operations`)
        : ctx.fail(SAME_OPS, `served on one binding but not on another: ${gaps.join(', ')}`, {
            actual: Object.fromEntries(served),
          }),
    );
    const shapes = results.map((r) => ({ binding: r.binding, shape: shapeOf(r.answer) }));
    const distinct = new Set(shapes.map((s) => s.shape));
    records.push(
      distinct.size === 1
        ? ctx.pass(
            SAME_RESULT,
            `the same blocking SendMessage gave ${shapes[0]!.shape} on every binding`,
          )
        : ctx.fail(
            SAME_RESULT,
            `the same blocking SendMessage gave ${shapes.map((s) => `${s.shape} on ${s.binding}`).join(' but ')}`,
            { actual: shapes },
          ),
    );
    const byProbe = new Map<string, string[]>();
    for (const e of errors)
      byProbe.set(e.probe, [...(byProbe.get(e.probe) ?? []), `${e.meaning} on ${e.binding}`]);
    const split = [...byProbe].filter(
      ([, v]) => new Set(v.map((x) => x.split(' on ')[0])).size > 1,
    );
    records.push(
      split.length === 0
        ? ctx.pass(SAME_ERROR, `${byProbe.size} fault(s) got the same A2A error on every binding`)
        : ctx.fail(SAME_ERROR, split.map(([p, v]) => `${p}: ${v.join(' vs ')}`).join('; '), {
            actual: errors,
          }),
    );
    return records;
  },
};

/**
 * The task a blocking SendMessage answered, once it is finished. A blocking answer may come before
 * the end (A2A §3.2.2 lets an agent answer a blocking send in an interrupted state, and a faulty one
 * answers at once): cancelling it then raced the agent's work, succeeding on one binding and
 * refused on the next as the agent happened to finish between, a split the bindings did not make.
 * So the task is read back until it settles, and a task that does not end terminal (interrupted,
 * or still running at the progress deadline) is no finished task to probe.
 */
async function finishedTask(
  ctx: CheckContext,
  answer: WireAnswer<unknown>,
): Promise<A2ATask | undefined> {
  const task = taskOf(answer as WireAnswer<never>);
  if (task === undefined || isTerminal(task.status?.state)) return task;
  const settled = await settle(ctx, task.id, ctx.target.deadlines.progressMs);
  return isTerminal(settled?.status?.state) ? settled : undefined;
}

/** A result's comparable shape: kind, final state, artifacts and their part counts. */
function shapeOf(answer: WireAnswer<unknown>): string {
  const r = answer.result as
    | {
        task?: { status?: { state?: string }; artifacts?: { parts?: unknown[] }[] };
        message?: unknown;
      }
    | undefined;
  if (r === undefined) return `an error (${meaning(answer)})`;
  if (r.message !== undefined) return 'a message';
  const t = r.task;
  const parts = (t?.artifacts ?? [])
    .map((a) => (Array.isArray(a.parts) ? a.parts.length : 0))
    .join('+');
  return `a task ${t?.status?.state ?? '(no state)'} with ${t?.artifacts?.length ?? 0} artifact(s)${parts !== '' ? ` of ${parts} part(s)` : ''}`;
}

/** Checks that the declared bindings agree (A2A §5.1, §5.2). */
export const BINDING_CHECKS: readonly AgentCheck[] = [interfaceAnswers, agreement];
