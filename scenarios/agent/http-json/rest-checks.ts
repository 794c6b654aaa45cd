import { readTriState } from '../../../harness/card/index.ts';
import { isJsonObject } from '../../../harness/json/JsonValue.ts';
import type { WireAnswer } from '../../../harness/wire/index.ts';
import { A2A_ERROR_DOMAIN, A2A_ERRORS, errorByReason } from '../../../harness/wire/index.ts';
import type { CheckOutcome } from '../CheckOutcome.ts';
import type { AgentCheck } from '../AgentCheck.ts';
import { isUnserved } from '../CheckContext.ts';
import {
  describe,
  describeAnswer,
  refusedForCredentials,
  taskOf,
  unknownId,
} from '../_internals/checkHelpers.ts';
import { provokeErrors } from '../_internals/errorBattery.ts';

const ROUTES = { rule: 'A2A-REST-001', caseId: 'agent-rest-routes-served' };
const JSON_TYPE = { rule: 'A2A-REST-002', caseId: 'agent-rest-json-content-type' };
const QUERY = { rule: 'A2A-REST-003', caseId: 'agent-rest-query-parameters' };
const REST = ['HTTP+JSON'] as const;

/** Each operation at its resource URL, the content types of the answers, and query parameters. */
const routes: AgentCheck = {
  id: 'rest-routes',
  heads: [ROUTES, JSON_TYPE, QUERY],
  scope: 'each-binding',
  bindings: REST,
  async run(ctx) {
    const b = ctx.binding;
    const answers: { operation: string; answer: WireAnswer<unknown> }[] = [];
    const note = (operation: string, answer: WireAnswer<unknown>): WireAnswer<unknown> => (
      answers.push({ operation, answer }),
      answer
    );
    const sent = note(
      b.operationName('SendMessage'),
      await b.sendMessage(ctx.send('a2a-crosscheck probe: reply with anything.'), ctx.options()),
    );
    const task = taskOf(sent as WireAnswer<never>);
    const id = task?.id ?? unknownId(ctx, 'task');
    note(b.operationName('GetTask'), await b.getTask({ id }, ctx.options()));
    note(b.operationName('CancelTask'), await b.cancelTask({ id }, ctx.options()));
    note(
      b.operationName('ListTaskPushNotificationConfigs'),
      await b.listPushConfigs({ taskId: id }, ctx.options()),
    );
    note(b.operationName('GetExtendedAgentCard'), await b.getExtendedAgentCard(ctx.options()));
    if (readTriState(ctx.target.card, 'streaming') === true) {
      const read = await b.subscribeToTask({ id }, ctx.streamOptions({ maxEvents: 1 }));
      note(b.operationName('SubscribeToTask'), {
        http: read.http,
        raw: read.rawEvents,
        ...(read.error !== undefined && { error: read.error }),
      });
    }
    const list = note(b.operationName('ListTasks'), await b.listTasks({}, ctx.options()));
    const missing = answers
      .filter((a) => isUnserved(a.answer))
      .map((a) => `${a.operation} (HTTP ${a.answer.http.status})`);
    const records: CheckOutcome[] = [
      missing.length === 0
        ? ctx.pass(ROUTES, `${answers.length} operations answered at their resource URLs`)
        : ctx.fail(ROUTES, `not served at their resource URLs: ${missing.join(', ')}`, {
            actual: answers.map((a) => ({ operation: a.operation, status: a.answer.http.status })),
          }),
    ];
    const notJson = answers.filter(
      (a) =>
        a.answer.http.contentType !== '' &&
        !/^application\/(a2a\+)?json\b/i.test(a.answer.http.contentType) &&
        !/^text\/event-stream/i.test(a.answer.http.contentType) &&
        !isUnserved(a.answer) &&
        !refusedForCredentials(ctx, a.answer),
    );
    const plain = answers.filter((a) =>
      /^application\/json\b/i.test(a.answer.http.contentType),
    ).length;
    records.push(
      notJson.length === 0
        ? ctx.pass(
            JSON_TYPE,
            `every answer was JSON${plain > 0 ? ` (${plain} as application/json; §11.1 prefers application/a2a+json)` : ' (application/a2a+json)'}`,
          )
        : ctx.fail(
            JSON_TYPE,
            `answers not in a JSON content type: ${notJson.map((a) => `${a.operation} "${a.answer.http.contentType}"`).join(', ')}`,
          ),
    );
    if (task === undefined || isUnserved(list)) {
      records.push(
        ctx.notApplicable(
          QUERY,
          task === undefined ? 'no task to query for' : 'GET /tasks is not served',
          task === undefined ? 'A2A-SEND-001 judges the send' : 'charged to A2A-LIST-001',
        ),
      );
      return records;
    }
    await b.sendMessage(
      ctx.send('a2a-crosscheck probe: reply again.', { message: { contextId: task.contextId } }),
      ctx.options(),
    );
    const page = await b.listTasks({ contextId: task.contextId, pageSize: 1 }, ctx.options());
    const tasks = page.result?.tasks;
    const limited = await b.getTask({ id, historyLength: 0 }, ctx.options());
    const problems: string[] = [];
    if (!Array.isArray(tasks))
      problems.push(`GET /tasks?contextId=…&pageSize=1 answered ${describeAnswer(page)}`);
    else {
      if (tasks.length > 1) problems.push(`pageSize=1 returned ${tasks.length} tasks`);
      if (tasks.some((t) => t.contextId !== task.contextId))
        problems.push('contextId= let other contexts through');
    }
    if (Array.isArray(limited.result?.history) && limited.result.history.length > 0)
      problems.push(
        `historyLength=0 still returned ${limited.result.history.length} history message(s)`,
      );
    records.push(
      problems.length === 0
        ? ctx.pass(
            QUERY,
            'camelCase query parameters contextId, pageSize and historyLength were honoured',
          )
        : ctx.fail(QUERY, problems.join('; '), { actual: { list: page.raw, task: limited.raw } }),
    );
    return records;
  },
};

const STATUS_SHAPE = { rule: 'A2A-REST-004', caseId: 'agent-rest-error-status-objects' };
const INFO = { rule: 'A2A-REST-005', caseId: 'agent-rest-error-info' };
const STATUS = { rule: 'A2A-REST-006', caseId: 'agent-rest-error-http-status' };
const WORDS = { rule: 'A2A-ERR-001', caseId: 'agent-errors-explained' };

/** How A2A errors are written over HTTP+JSON (§11.6), judged on the battery's errors. */
const errorShape: AgentCheck = {
  id: 'rest-error-shape',
  heads: [STATUS_SHAPE, INFO, STATUS, WORDS],
  scope: 'each-binding',
  bindings: REST,
  async run(ctx) {
    const provoked = await provokeErrors(ctx);
    if (provoked.length === 0) {
      const why = 'the agent produced none of the A2A errors the harness provokes';
      return [STATUS_SHAPE, INFO, STATUS, WORDS].map((h) =>
        ctx.notApplicable(h, why, 'the operation rules judge those answers'),
      );
    }
    const shape: string[] = [];
    const info: string[] = [];
    const status: string[] = [];
    const words: string[] = [];
    for (const p of provoked) {
      const body = p.answer.raw;
      const error = isJsonObject(body) && isJsonObject(body['error']) ? body['error'] : undefined;
      if (error === undefined) shape.push(`${p.what}: the body is not { "error": { … } }`);
      else {
        if (error['code'] !== p.answer.http.status)
          shape.push(
            `${p.what}: error.code ${JSON.stringify(error['code'])} ≠ HTTP ${p.answer.http.status}`,
          );
        if (typeof error['status'] !== 'string') shape.push(`${p.what}: error.status is missing`);
        if (typeof error['message'] !== 'string') shape.push(`${p.what}: error.message is missing`);
        if (
          error['details'] !== undefined &&
          (!Array.isArray(error['details']) ||
            !error['details'].every((d) => isJsonObject(d) && typeof d['@type'] === 'string'))
        )
          shape.push(`${p.what}: error.details is not an array of @type objects`);
      }
      const ei = p.answer.error?.errorInfo;
      const meant = typeof ei?.reason === 'string' ? errorByReason(ei.reason) : null;
      if (ei === undefined) info.push(`${p.what}: no ErrorInfo in details`);
      else if (meant === null || ei.domain !== A2A_ERROR_DOMAIN)
        info.push(`${p.what}: ErrorInfo reason ${String(ei.reason)}, domain ${String(ei.domain)}`);
      // Judged against what the agent said it meant; without a reason the status is all there is.
      const against = meant ?? p.expected;
      if (p.answer.http.status !== A2A_ERRORS[against].http)
        status.push(
          `${p.what}: ${against} came as HTTP ${p.answer.http.status}, not ${A2A_ERRORS[against].http}`,
        );
      if ((p.answer.error?.message ?? '').trim() === '') words.push(`${p.what}: empty message`);
    }
    const n = provoked.length;
    const judge = (head: typeof INFO, problems: string[], ok: string): CheckOutcome =>
      problems.length === 0
        ? ctx.pass(head, ok)
        : ctx.fail(head, problems.slice(0, 3).join('; '), {
            actual: provoked.map((p) => ({
              what: p.what,
              status: p.answer.http.status,
              error: describe(p.answer.error),
            })),
          });
    return [
      judge(STATUS_SHAPE, shape, `${n} A2A error(s) were google.rpc.Status objects`),
      judge(INFO, info, `${n} A2A error(s) carried an ErrorInfo with their reason and domain`),
      judge(STATUS, status, `${n} A2A error(s) used their assigned HTTP status`),
      judge(WORDS, words, `${n} error(s) each came with a message`),
    ];
  },
};

/** Checks of the HTTP+JSON binding itself (A2A §11). */
export const REST_CHECKS: readonly AgentCheck[] = [routes, errorShape];
