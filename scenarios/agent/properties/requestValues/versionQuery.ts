import {
  createJsonRpcBinding,
  userHeadersFor,
  type WireAnswer,
} from '../../../../harness/wire/index.ts';
import type { CheckContext } from '../../CheckContext.ts';
import { isUnserved } from '../../CheckContext.ts';
import { describeAnswer } from '../../_internals/checkHelpers.ts';
import type { RequestValues } from './RequestValues.ts';
import { find, VALUE_RULES, type ValueRun } from './ValueRun.ts';

const outcome = (a: WireAnswer<unknown>): string =>
  a.error === undefined
    ? a.result === undefined
      ? 'nothing'
      : 'a result'
    : `error ${a.error.code}`;

/**
 * The same GetTask (of a task nobody created) twice, with `A2A-Version: 1.0` both times and the
 * second time with `A2A-Version` query parameters too. The JSON-RPC binding carries service
 * parameters in HTTP headers only (A2A §9.2: "Service parameter names MUST be transmitted as HTTP
 * header fields"), so a query parameter is no version: both are answered alike, in 1.0.
 */
export async function versionQuery(
  ctx: CheckContext,
  probe: NonNullable<RequestValues['versionQuery']>,
  run: ValueRun,
): Promise<void> {
  if (ctx.binding.name !== 'JSONRPC' || ctx.binding.generation !== '1.0') {
    run.steps.push('version query: skipped (not a JSON-RPC v1.0 binding)');
    return;
  }
  const url = new URL(ctx.binding.url);
  for (const name of probe.names) url.searchParams.append(name, probe.value);
  const queried = ctx.recorded(
    createJsonRpcBinding({
      url: url.href,
      generation: '1.0',
      target: ctx.target.http,
      headers: userHeadersFor(ctx.target.http, url.href, ctx.target.userHeaders),
    }),
  );
  const id = `${ctx.message([{ text: '' }]).messageId}-no-such-task`;
  const plain = await ctx.binding.getTask({ id }, ctx.options());
  if (isUnserved(plain)) {
    run.steps.push('version query: GetTask not served');
    return;
  }
  const asked = await queried.getTask({ id }, ctx.options());
  run.judged.add(VALUE_RULES.version);
  const query = url.search;
  run.steps.push(`version query ${query}: ${outcome(asked)}, without it ${outcome(plain)}`);
  if (outcome(asked) !== outcome(plain))
    find(
      run,
      VALUE_RULES.version,
      `GetTask with A2A-Version 1.0 in its header and ${query} in its URL was answered ${describeAnswer(asked)}; without the query, ${describeAnswer(plain)}: a query parameter decided the version`,
    );
}
