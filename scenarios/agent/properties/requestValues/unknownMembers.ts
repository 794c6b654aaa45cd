import type { JsonObject, JsonValue } from '../../../../harness/json/JsonValue.ts';
import { applyJsonMutation } from '../../../../harness/mutation/index.ts';
import type { A2AMessage, SendMessageParams, WireAnswer } from '../../../../harness/wire/index.ts';
import type { SendMessageResult } from '../../../../harness/wire/index.ts';
import type { CheckContext } from '../../CheckContext.ts';
import { isUnserved } from '../../CheckContext.ts';
import { describe } from '../../_internals/checkHelpers.ts';
import type { RequestValues, UnknownPlace } from './RequestValues.ts';
import { find, VALUE_RULES, type ValueRun } from './ValueRun.ts';

/** Where each place is in a SendMessageRequest (RFC 6901). */
const POINTERS: Record<UnknownPlace, string> = {
  request: '',
  message: '/message',
  part: '/message/parts/0',
  configuration: '/configuration',
};

const TEXT = 'a2a-crosscheck request-values probe: reply briefly.';

/** A text SendMessage in a context of its own, with every member a reader must still read. */
function request(ctx: CheckContext): { params: JsonObject; message: A2AMessage } {
  const message = ctx.message([{ text: TEXT }]);
  message.contextId = `${message.messageId}-context`;
  // Non-blocking: nothing judged needs the task settled. The place exists in both requests.
  const params = { message, configuration: { returnImmediately: true } };
  return { params: params as unknown as JsonObject, message };
}

const contextOf = (a: WireAnswer<SendMessageResult>): unknown =>
  a.result?.task?.contextId ?? a.result?.message?.contextId;

/**
 * The same SendMessage twice, without and with members A2A v1.0 does not define at the drawn
 * places (the generic mutator's `add-unknown` edit, prototype names among the members): A2A §5.7
 * says a server SHOULD ignore them, so the second is answered as the first: served when it was
 * served, in the context it named when the first kept its own, and its text as sent where the
 * agent hands the message back in the task's history.
 */
export async function unknownMembers(
  ctx: CheckContext,
  probe: NonNullable<RequestValues['unknown']>,
  run: ValueRun,
): Promise<void> {
  const places = (Object.keys(POINTERS) as UnknownPlace[]).filter((p) => probe[p] !== null);
  if (places.length === 0) return;
  const plain = request(ctx);
  const edited = request(ctx);
  let params: JsonValue = edited.params;
  for (const place of places) {
    const { member, value } = probe[place]!;
    params = applyJsonMutation(params, { op: 'add-unknown', at: POINTERS[place], member, value });
  }
  // Sent together: the two requests are independent, and a search sends many.
  const send = (p: JsonValue) =>
    ctx.binding.sendMessage(p as unknown as SendMessageParams, ctx.options());
  const [control, answer] = await Promise.all([send(plain.params), send(params)]);
  if (isUnserved(control)) {
    run.unserved = true;
    return;
  }
  if (control.error !== undefined) {
    run.steps.push(`unknown members: the plain request was refused (${describe(control.error)})`);
    return;
  }
  const named = places.map((p) => `${JSON.stringify(probe[p]!.member)} in the ${p}`).join(', ');
  run.judged.add(VALUE_RULES.unknown);
  if (answer.error !== undefined || answer.result === undefined) {
    find(
      run,
      VALUE_RULES.unknown,
      `a SendMessage with unknown members (${named}) was refused (${answer.error === undefined ? 'no result' : describe(answer.error)}); the same request without them was served`,
    );
    return;
  }
  const kept = contextOf(control) === plain.message.contextId;
  const context = contextOf(answer);
  if (kept && context !== edited.message.contextId)
    find(
      run,
      VALUE_RULES.unknown,
      `with unknown members (${named}) the answer came in context ${JSON.stringify(context)}, not the ${edited.message.contextId} the message named (kept without them)`,
    );
  const echoed = answer.result.task?.history?.find((m) => m.messageId === edited.message.messageId);
  const text = echoed?.parts?.[0]?.text;
  if (echoed !== undefined && text !== TEXT)
    find(
      run,
      VALUE_RULES.unknown,
      `with unknown members (${named}) the task's history holds the message's first part as ${JSON.stringify(text)}, not the text sent`,
    );
  run.steps.push(`unknown members (${named}): served like the plain request`);
}
