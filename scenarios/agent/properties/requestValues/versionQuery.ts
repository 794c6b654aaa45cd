import {
  createJsonRpcBinding,
  createRestBinding,
  userHeadersFor,
  type AgentBinding,
  type WireAnswer,
} from '../../../../harness/wire/index.ts';
import type { CheckContext } from '../../CheckContext.ts';
import { isUnserved } from '../../CheckContext.ts';
import { describeAnswer } from '../../_internals/checkHelpers.ts';
import type { RequestValues } from './RequestValues.ts';
import { find, VALUE_RULES, type ValueRun } from './ValueRun.ts';

type Probe = NonNullable<RequestValues['versionQuery']>;

/** One binding's GetTask of `id` without and with the query: the two answers. */
type Asker = (id: string) => Promise<{ plain: WireAnswer<unknown>; asked: WireAnswer<unknown> }>;

const outcome = (a: WireAnswer<unknown>): string =>
  a.error === undefined
    ? a.result === undefined
      ? 'nothing'
      : 'a result'
    : `error ${a.error.code}`;

/**
 * The same GetTask (of a task nobody created) twice, with `A2A-Version: 1.0` both times and the
 * second time with `A2A-Version` query parameters too, on each v1.0 interface of the card that
 * carries service parameters in HTTP headers (its JSON-RPC and its HTTP+JSON one, whichever the
 * binding under test is). Both bindings carry them as header fields (A2A §9.2, §11.2: "Service
 * parameter names MUST be transmitted as HTTP header fields"), so with the header sent the
 * version is the header's and a query parameter changes nothing: both requests are answered
 * alike, in 1.0. §3.6.1 lets a client give the version as a request parameter "instead of a
 * header" (its example is an HTTP+JSON GET): that is a request without the header, which this
 * probe never sends, so that reading is not judged here.
 */
export async function versionQuery(ctx: CheckContext, probe: Probe, run: ValueRun): Promise<void> {
  const askers = [jsonRpcAsker(ctx, probe), restAsker(ctx, probe)].flatMap((a) =>
    a === undefined ? [] : [a],
  );
  if (askers.length === 0) {
    run.steps.push('version query: skipped (no JSON-RPC or HTTP+JSON v1.0 interface)');
    return;
  }
  const id = `${ctx.message([{ text: '' }]).messageId}-no-such-task`;
  // The interfaces are independent: asked at once, judged in order.
  const answers = await Promise.all(askers.map((a) => a.ask(id)));
  for (const [i, { plain, asked }] of answers.entries()) {
    const { name, query } = askers[i]!;
    if (isUnserved(plain)) {
      run.steps.push(`version query (${name}): GetTask not served`);
      continue;
    }
    run.judged.add(VALUE_RULES.version);
    run.steps.push(
      `version query (${name}) ${query}: ${outcome(asked)}, without it ${outcome(plain)}`,
    );
    if (outcome(asked) !== outcome(plain))
      find(
        run,
        VALUE_RULES.version,
        `${name} GetTask with A2A-Version 1.0 in its header and ${query} in its URL was answered ${describeAnswer(asked)}; without the query, ${describeAnswer(plain)}: a query parameter decided the version`,
      );
  }
}

/** The query the probe appends, as `?name=value&…`. */
function queryOf(probe: Probe): string {
  const query = new URLSearchParams();
  for (const name of probe.names) query.append(name, probe.value);
  return `?${query.toString()}`;
}

/**
 * The JSON-RPC asker: the binding under test when it is JSON-RPC v1.0, else the card's v1.0
 * JSON-RPC interface, when it declares one. The query goes on the endpoint's URL.
 */
function jsonRpcAsker(
  ctx: CheckContext,
  probe: Probe,
): { name: string; query: string; ask: Asker } | undefined {
  const isRpc = (b: AgentBinding): boolean => b.name === 'JSONRPC' && b.generation === '1.0';
  const declared = isRpc(ctx.binding) ? ctx.binding : ctx.bindings.find(isRpc);
  if (declared === undefined) return undefined;
  const url = new URL(declared.url);
  for (const name of probe.names) url.searchParams.append(name, probe.value);
  const at = (href: string) =>
    ctx.recorded(
      createJsonRpcBinding({
        url: href,
        generation: '1.0',
        target: ctx.target.http,
        headers: userHeadersFor(ctx.target.http, href, ctx.target.userHeaders),
      }),
    );
  const plainly = declared === ctx.binding ? ctx.binding : at(declared.url);
  const queried = at(url.href);
  return {
    name: 'JSON-RPC',
    query: url.search,
    async ask(id) {
      const plain = await plainly.getTask({ id }, ctx.options());
      const asked = isUnserved(plain) ? plain : await queried.getTask({ id }, ctx.options());
      return { plain, asked };
    },
  };
}

/**
 * The HTTP+JSON asker: the binding under test when it is HTTP+JSON v1.0, else the card's v1.0
 * HTTP+JSON interface, when it declares one. The query goes on GetTask's own URL
 * (`GET /tasks/{id}?A2A-Version=…`, §3.6.1's example).
 */
function restAsker(
  ctx: CheckContext,
  probe: Probe,
): { name: string; query: string; ask: Asker } | undefined {
  const isRest = (b: AgentBinding): boolean => b.name === 'HTTP+JSON' && b.generation === '1.0';
  const declared = isRest(ctx.binding) ? ctx.binding : ctx.bindings.find(isRest);
  if (declared === undefined) return undefined;
  const rest = ctx.recorded(
    createRestBinding({
      url: declared.url,
      target: ctx.target.http,
      headers: userHeadersFor(ctx.target.http, declared.url, ctx.target.userHeaders),
    }),
  );
  const query = queryOf(probe);
  return {
    name: 'HTTP+JSON',
    query,
    async ask(id) {
      const plain = await rest.getTask({ id }, ctx.options());
      if (isUnserved(plain)) return { plain, asked: plain };
      // A raw request is no operation of the binding's: recorded here, as the id probe does.
      const path = `/tasks/${encodeURIComponent(id)}${query}`;
      const label = `GET ${path}`;
      ctx.transcript.request(label, null);
      const asked = await rest.request('GET', path, undefined, ctx.options());
      ctx.transcript.response(label, asked.raw ?? null);
      return { plain, asked };
    },
  };
}
