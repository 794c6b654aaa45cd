import type { JsonObject } from '../../../../harness/json/JsonValue.ts';
import type {
  SendMessageParams,
  SendMessageResult,
  WireAnswer,
} from '../../../../harness/wire/index.ts';
import type { CheckContext } from '../../CheckContext.ts';
import { isUnserved } from '../../CheckContext.ts';
import { describe } from '../../_internals/checkHelpers.ts';
import type { ProtoSpelling, RequestValues } from './RequestValues.ts';
import { find, VALUE_RULES, type ValueRun } from './ValueRun.ts';

/** A text SendMessage in a context of its own that asks for no history back, not waiting. */
function request(ctx: CheckContext): { params: JsonObject; contextId: string } {
  const message = ctx.message([{ text: 'a2a-crosscheck request-values probe: reply briefly.' }]);
  const contextId = `${message.messageId}-context`;
  message.contextId = contextId;
  return {
    params: {
      message,
      configuration: { historyLength: 0, returnImmediately: true },
    } as unknown as JsonObject,
    contextId,
  };
}

function rename(o: JsonObject, from: string, to: string): void {
  const value = o[from];
  if (value === undefined) return;
  delete o[from];
  o[to] = value;
}

/** The request with each spelling applied: a proto field name, or a role by its number. */
function respelled(params: JsonObject, spellings: readonly ProtoSpelling[]): JsonObject {
  const message = params['message'] as JsonObject;
  const configuration = params['configuration'] as JsonObject;
  for (const s of spellings) {
    if (s === 'message_id') rename(message, 'messageId', 'message_id');
    if (s === 'context_id') rename(message, 'contextId', 'context_id');
    if (s === 'history_length') rename(configuration, 'historyLength', 'history_length');
    if (s === 'role-number') message['role'] = 1;
  }
  return params;
}

const contextOf = (a: WireAnswer<SendMessageResult>): unknown =>
  a.result?.task?.contextId ?? a.result?.message?.contextId;
const historyOf = (a: WireAnswer<SendMessageResult>): number | undefined =>
  a.result?.task === undefined ? undefined : (a.result.task.history?.length ?? 0);

/**
 * The same SendMessage in JSON names and in the drawn ProtoJSON spellings (proto field names,
 * `role: 1` for ROLE_USER). A2A §5.5 adopts ProtoJSON, whose parsers accept the proto name beside
 * the JSON name and an enum's number beside its name, so both requests are one message: served
 * alike, in the context each names (when the first kept its own), with as much history back.
 */
export async function protoSpellings(
  ctx: CheckContext,
  probe: NonNullable<RequestValues['spellings']>,
  run: ValueRun,
): Promise<void> {
  const spellings = (Object.keys(probe) as ProtoSpelling[]).filter((s) => probe[s] !== null);
  if (spellings.length === 0) return;
  const plain = request(ctx);
  const other = request(ctx);
  const send = (p: JsonObject) =>
    ctx.binding.sendMessage(p as unknown as SendMessageParams, ctx.options());
  // Sent together: the two requests are independent, and a search sends many.
  const [control, answer] = await Promise.all([
    send(plain.params),
    send(respelled(other.params, spellings)),
  ]);
  if (isUnserved(control)) {
    run.unserved = true;
    return;
  }
  if (control.error !== undefined) {
    run.steps.push(`spellings: the request in JSON names was refused (${describe(control.error)})`);
    return;
  }
  run.judged.add(VALUE_RULES.spellings);
  const named = spellings.join(', ');
  if (answer.result === undefined) {
    find(
      run,
      VALUE_RULES.spellings,
      `a SendMessage spelt with ${named} was refused (${describe(answer.error)}); the same request in JSON names was served`,
    );
    return;
  }
  if (contextOf(control) === plain.contextId && contextOf(answer) !== other.contextId)
    find(
      run,
      VALUE_RULES.spellings,
      `a SendMessage spelt with ${named} was answered in context ${JSON.stringify(contextOf(answer))}, not the ${other.contextId} it named (kept in JSON names)`,
    );
  const [want, got] = [historyOf(control), historyOf(answer)];
  if (want !== undefined && got !== undefined && want !== got)
    find(
      run,
      VALUE_RULES.spellings,
      `a SendMessage spelt with ${named} got ${got} history message(s) back, the same request in JSON names ${want} (both asked historyLength 0)`,
    );
  run.steps.push(`spellings (${named}): answered as in JSON names`);
}
