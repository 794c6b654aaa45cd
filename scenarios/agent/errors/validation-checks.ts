import type { SendMessageParams, WireAnswer } from '../../../harness/wire/index.ts';
import { isWireError } from '../../../harness/wire/index.ts';
import type { CheckOutcome } from '../CheckOutcome.ts';
import type { AgentCheck } from '../AgentCheck.ts';
import type { CheckContext } from '../CheckContext.ts';
import { describeAnswer } from '../_internals/checkHelpers.ts';

const VALIDATE = { rule: 'A2A-ERR-002', caseId: 'agent-malformed-params-refused' };

/** Malformed requests the agent must refuse as invalid parameters, before doing anything. */
function malformed(
  ctx: CheckContext,
): { what: string; call: () => Promise<WireAnswer<unknown>> }[] {
  const base = ctx.send('a2a-crosscheck probe: reply with anything.');
  const without = (member: string): SendMessageParams => {
    const message = { ...base.message } as Record<string, unknown>;
    delete message[member];
    return { message } as unknown as SendMessageParams;
  };
  const cases: { what: string; call: () => Promise<WireAnswer<unknown>> }[] = [
    {
      what: 'SendMessage without a message',
      call: () => ctx.binding.sendMessage({} as SendMessageParams, ctx.options()),
    },
    {
      what: 'SendMessage with no parts',
      call: () =>
        ctx.binding.sendMessage({ message: { ...base.message, parts: [] } }, ctx.options()),
    },
    {
      what: 'SendMessage without a messageId',
      call: () => ctx.binding.sendMessage(without('messageId'), ctx.options()),
    },
    {
      what: 'SendMessage without a role',
      call: () => ctx.binding.sendMessage(without('role'), ctx.options()),
    },
  ];
  if (ctx.binding.name === 'JSONRPC')
    cases.push({
      what: 'GetTask without an id',
      call: () => ctx.binding.getTask({} as { id: string }, ctx.options()),
    });
  return cases;
}

/** A2A §3.3.2 "Servers MUST validate all input parameters before processing". */
const invalidParams: AgentCheck = {
  id: 'malformed-params',
  heads: [VALIDATE],
  scope: 'each-binding',
  async run(ctx): Promise<CheckOutcome[]> {
    const wrong: string[] = [];
    let judged = 0;
    for (const c of malformed(ctx)) {
      const answer = await c.call();
      if (
        ctx.unserved(VALIDATE, 'SendMessage', answer) !== undefined &&
        c.what.startsWith('SendMessage')
      )
        return [ctx.unserved(VALIDATE, 'SendMessage', answer)!];
      judged++;
      if (!isWireError(answer.error, 'InvalidParams'))
        wrong.push(`${c.what} → ${describeAnswer(answer)}`);
    }
    return [
      wrong.length === 0
        ? ctx.pass(
            VALIDATE,
            `${judged} malformed request(s) were each refused as invalid parameters`,
          )
        : ctx.fail(
            VALIDATE,
            `${wrong.length} of ${judged} malformed request(s) were not refused as InvalidParams: ${wrong.slice(0, 3).join('; ')}`,
            { actual: wrong },
          ),
    ];
  },
};

/** Checks of parameter validation. */
export const VALIDATION_CHECKS: readonly AgentCheck[] = [invalidParams];
