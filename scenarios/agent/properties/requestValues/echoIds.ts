import { isJsonObject } from '../../../../harness/json/JsonValue.ts';
import type { JsonRpcBinding } from '../../../../harness/wire/index.ts';
import type { CheckContext } from '../../CheckContext.ts';
import { isUnserved } from '../../CheckContext.ts';
import type { RequestValues } from './RequestValues.ts';
import { find, VALUE_RULES, type ValueRun } from './ValueRun.ts';

/**
 * Sends one request per generated id and requires each answer to echo it exactly, its JSON type
 * included (JSON-RPC 2.0 §5: "It MUST be the same as the value of the id member in the Request
 * Object"; A2A §9). A zero, an empty or a numeric string is an id like any other. JSON-RPC alone
 * has request ids: an HTTP+JSON request names its operation by verb and path (§11.3) and its answer
 * carries no id, so nothing is sent on that binding (the property calls the rule inapplicable
 * there).
 */
export async function echoIds(
  ctx: CheckContext,
  probe: NonNullable<RequestValues['ids']>,
  run: ValueRun,
): Promise<void> {
  if (ctx.binding.name !== 'JSONRPC') {
    run.steps.push('ids: skipped (not a JSON-RPC binding)');
    return;
  }
  const rpc = ctx.binding as JsonRpcBinding;
  // Sent together (each request is independent of the others), then judged in order.
  const exchanges = probe.ids.map(async (id) => {
    const message = ctx.message([{ text: 'a2a-crosscheck request-values probe: reply briefly.' }]);
    // Each request its own unknown task id: no verdict may hang on what another request left.
    const params =
      probe.method === 'GetTask'
        ? { id: `${message.messageId}-no-such-task` }
        : { message, configuration: { returnImmediately: true } };
    const method = rpc.operationName(probe.method);
    const body = JSON.stringify({ jsonrpc: '2.0', id, method, params });
    const label = `${method} (id ${JSON.stringify(id)})`;
    ctx.transcript.request(label, body);
    const answer = await rpc.post(body, ctx.options());
    ctx.transcript.response(label, answer.raw);
    return { id, method, label, answer };
  });
  for (const { id, method, label, answer } of await Promise.all(exchanges)) {
    if (isUnserved(answer)) {
      if (probe.method === 'SendMessage') run.unserved = true;
      run.steps.push(`${label}: not served`);
      return;
    }
    // A body that is no JSON object echoes nothing: the envelope check's to judge, not the id's.
    if (!isJsonObject(answer.raw) || !('id' in answer.raw)) {
      run.steps.push(`${label}: no envelope to read an id from`);
      continue;
    }
    run.judged.add(VALUE_RULES.ids);
    const echoed = answer.raw['id'];
    run.steps.push(`${label}: answered id ${JSON.stringify(echoed)}`);
    if (echoed !== id)
      find(
        run,
        VALUE_RULES.ids,
        `${method} with id ${JSON.stringify(id)} was answered with id ${JSON.stringify(echoed)}`,
      );
  }
}
