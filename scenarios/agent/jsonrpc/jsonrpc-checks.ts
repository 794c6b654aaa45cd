import { isJsonObject } from '../../../harness/json/JsonValue.ts';
import type { JsonRpcBinding, WireAnswer } from '../../../harness/wire/index.ts';
import {
  A2A_ERROR_DOMAIN,
  A2A_ERRORS,
  ERROR_INFO_TYPE,
  errorByReason,
} from '../../../harness/wire/index.ts';
import type { CheckOutcome } from '../CheckOutcome.ts';
import type { AgentCheck } from '../AgentCheck.ts';
import { describe, describeAnswer, unknownId } from '../_internals/checkHelpers.ts';
import { provokeErrors } from '../_internals/errorBattery.ts';

const PARSE = { rule: 'A2A-RPC-001', caseId: 'agent-jsonrpc-parse-error' };
const INVALID = { rule: 'A2A-RPC-002', caseId: 'agent-jsonrpc-invalid-request' };
const METHOD = { rule: 'A2A-RPC-003', caseId: 'agent-jsonrpc-method-not-found' };
const ENVELOPE = { rule: 'A2A-RPC-004', caseId: 'agent-jsonrpc-response-envelope' };

const codeOf = (a: WireAnswer<unknown>): number | undefined => a.error?.code;

/** The JSON-RPC 2.0 envelope: parse errors, invalid requests, unknown methods, answer shape. */
const envelope: AgentCheck = {
  id: 'jsonrpc-envelope',
  heads: [PARSE, INVALID, METHOD, ENVELOPE],
  scope: 'each-binding',
  bindings: ['JSONRPC'],
  async run(ctx) {
    const rpc = ctx.binding as JsonRpcBinding;
    const opts = ctx.options();
    const records: CheckOutcome[] = [];
    ctx.transcript.request('(malformed JSON)', '{"jsonrpc": "2.0", "id": 1, "method": ');
    const parse = await rpc.post('{"jsonrpc": "2.0", "id": 1, "method": ', opts);
    ctx.transcript.response('(malformed JSON)', parse.raw);
    const parseId = isJsonObject(parse.raw) ? parse.raw['id'] : undefined;
    records.push(
      codeOf(parse) === -32700 && parseId === null
        ? ctx.pass(PARSE, 'unparseable JSON was answered -32700 with a null id')
        : ctx.fail(
            PARSE,
            codeOf(parse) === -32700
              ? `-32700 came with id ${JSON.stringify(parseId)}, not null`
              : `unparseable JSON was answered ${describeAnswer(parse)}`,
            { expected: { code: -32700, id: null }, actual: parse.raw },
          ),
    );
    const bad = [
      {
        what: '"jsonrpc": "1.0"',
        body: JSON.stringify({
          jsonrpc: '1.0',
          id: 2,
          method: rpc.operationName('GetTask'),
          params: { id: unknownId(ctx, 'task') },
        }),
      },
      { what: 'no "method"', body: JSON.stringify({ jsonrpc: '2.0', id: 3, params: {} }) },
      { what: 'a numeric "method"', body: JSON.stringify({ jsonrpc: '2.0', id: 4, method: 7 }) },
    ];
    const wrong: string[] = [];
    for (const b of bad) {
      ctx.transcript.request(`(invalid request: ${b.what})`, b.body);
      const answer = await rpc.post(b.body, opts);
      ctx.transcript.response(`(invalid request: ${b.what})`, answer.raw);
      if (codeOf(answer) !== -32600) wrong.push(`${b.what} → ${describeAnswer(answer)}`);
    }
    records.push(
      wrong.length === 0
        ? ctx.pass(INVALID, `${bad.length} invalid requests were each answered -32600`)
        : ctx.fail(INVALID, `invalid requests not answered -32600: ${wrong.join('; ')}`),
    );
    ctx.transcript.request('CrosscheckNoSuchMethod', {});
    const unknown = await rpc.call('CrosscheckNoSuchMethod', {}, opts);
    ctx.transcript.response('CrosscheckNoSuchMethod', unknown.raw);
    records.push(
      codeOf(unknown) === -32601
        ? ctx.pass(METHOD, 'an unknown method was answered -32601')
        : ctx.fail(METHOD, `an unknown method was answered ${describeAnswer(unknown)}`, {
            actual: unknown.raw,
          }),
    );

    const stringId = JSON.stringify({
      jsonrpc: '2.0',
      id: 'crosscheck-string-id',
      method: rpc.operationName('GetTask'),
      params: { id: unknownId(ctx, 'task') },
    });
    ctx.transcript.request('GetTask (string id)', stringId);
    const echoed = await rpc.post(stringId, opts);
    ctx.transcript.response('GetTask (string id)', echoed.raw);
    const answers = [
      unknown,
      echoed,
      await rpc.getTask({ id: unknownId(ctx, 'task') }, opts),
      await rpc.sendMessage(ctx.send('a2a-crosscheck probe: reply with anything.'), opts),
    ];
    const problems: string[] = [];
    if (isJsonObject(echoed.raw) && echoed.raw['id'] !== 'crosscheck-string-id')
      problems.push(`a string id came back as ${JSON.stringify(echoed.raw['id'])}`);
    for (const a of answers) {
      if (!/^application\/json\b/i.test(a.http.contentType))
        problems.push(`content type "${a.http.contentType}"`);
      if (a.malformed !== undefined) problems.push(a.malformed);
    }
    records.push(
      problems.length === 0
        ? ctx.pass(
            ENVELOPE,
            `${answers.length} answers were application/json JSON-RPC 2.0 responses echoing their ids`,
          )
        : ctx.fail(ENVELOPE, [...new Set(problems)].join('; ')),
    );
    return records;
  },
};

const SHAPE = { rule: 'A2A-RPC-005', caseId: 'agent-jsonrpc-error-objects' };
const CODES = { rule: 'A2A-RPC-006', caseId: 'agent-jsonrpc-a2a-error-codes' };
const INFO = { rule: 'A2A-RPC-007', caseId: 'agent-jsonrpc-error-info' };
const WORDS = { rule: 'A2A-ERR-001', caseId: 'agent-errors-explained' };

/** How A2A errors are written over JSON-RPC, judged on every error the battery provoked. */
const errorShape: AgentCheck = {
  id: 'jsonrpc-error-shape',
  heads: [SHAPE, CODES, INFO, WORDS],
  scope: 'each-binding',
  bindings: ['JSONRPC'],
  async run(ctx) {
    const provoked = await provokeErrors(ctx);
    if (provoked.length === 0) {
      const why = 'the agent produced none of the A2A errors the harness provokes';
      return [SHAPE, CODES, INFO, WORDS].map((h) =>
        ctx.notApplicable(h, why, 'the operation rules judge those answers'),
      );
    }
    const shape: string[] = [];
    const codes: string[] = [];
    const info: string[] = [];
    const words: string[] = [];
    for (const p of provoked) {
      const raw =
        isJsonObject(p.answer.raw) && isJsonObject(p.answer.raw['error'])
          ? p.answer.raw['error']
          : {};
      if (!Number.isInteger(raw['code'])) shape.push(`${p.what}: "code" is not an integer`);
      if (typeof raw['message'] !== 'string') shape.push(`${p.what}: "message" is not a string`);
      const data = raw['data'];
      if (
        data !== undefined &&
        (!Array.isArray(data) ||
          !data.every((d) => isJsonObject(d) && typeof d['@type'] === 'string'))
      )
        shape.push(`${p.what}: "data" is not an array of @type objects`);
      const ei = p.answer.error!.errorInfo;
      // The code is judged against what the agent said it meant (ErrorInfo); without one, the
      // code is the only meaning there is, and the operation's own rule judges it.
      const meant = typeof ei?.reason === 'string' ? errorByReason(ei.reason) : null;
      if (meant !== null && p.answer.error!.code !== A2A_ERRORS[meant].code)
        codes.push(
          `${p.what}: ErrorInfo says ${meant} but the code is ${p.answer.error!.code}, not ${A2A_ERRORS[meant].code}`,
        );
      if (ei === undefined) info.push(`${p.what}: no ${ERROR_INFO_TYPE.split('/').at(-1)} in data`);
      else if (meant === null || ei.domain !== A2A_ERROR_DOMAIN)
        info.push(`${p.what}: ErrorInfo reason ${String(ei.reason)}, domain ${String(ei.domain)}`);
      if (p.answer.error!.message.trim() === '') words.push(`${p.what}: empty message`);
    }
    const n = provoked.length;
    const named = provoked.filter(
      (p) => typeof p.answer.error?.errorInfo?.reason === 'string',
    ).length;
    const judge = (head: typeof SHAPE, problems: string[], ok: string): CheckOutcome =>
      problems.length === 0
        ? ctx.pass(head, ok)
        : ctx.fail(head, problems.slice(0, 3).join('; '), {
            actual: provoked.map((p) => ({ what: p.what, error: describe(p.answer.error) })),
          });
    return [
      judge(SHAPE, shape, `${n} A2A error(s) were JSON-RPC error objects with @type details`),
      named === 0
        ? ctx.notApplicable(
            CODES,
            'no error named itself with an ErrorInfo reason',
            'without one the code is the only meaning; the operation rules judge it',
          )
        : judge(
            CODES,
            codes,
            `${named} A2A error(s) used the code their ErrorInfo reason is assigned`,
          ),
      judge(INFO, info, `${n} A2A error(s) carried an ErrorInfo with their reason and domain`),
      judge(WORDS, words, `${n} error(s) each came with a message`),
    ];
  },
};

/** Checks of the JSON-RPC binding itself (A2A §9). */
export const JSONRPC_CHECKS: readonly AgentCheck[] = [envelope, errorShape];
