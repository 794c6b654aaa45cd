import type { WireAnswer } from '../../../harness/wire/index.ts';
import { assertLoopback, isWireError, userHeadersFor } from '../../../harness/wire/index.ts';
import { sendRawHttpRequest } from '../../../harness/wire/sendRawHttpRequest.ts';
import type { CheckOutcome } from '../CheckOutcome.ts';
import type { AgentCheck } from '../AgentCheck.ts';
import { isUnserved, type CheckContext } from '../CheckContext.ts';
import { describeAnswer, unknownId } from '../_internals/checkHelpers.ts';

const UNSUPPORTED = { rule: 'A2A-VER-001', caseId: 'agent-unsupported-version-refused' };
const MISSING = { rule: 'A2A-VER-002', caseId: 'agent-missing-version-read-as-0-3' };
const CURRENT = { rule: 'A2A-VER-003', caseId: 'agent-declared-version-served' };
const PATCH = { rule: 'A2A-VER-004', caseId: 'agent-patch-version-ignored' };

/** Whether the card also declares a v0.3 interface at the binding's URL (then 0.3 answers are fine). */
const serves03Here = (ctx: CheckContext): boolean =>
  ctx.target.interfaces.some(
    (i) =>
      i.protocolVersion.startsWith('0.3') &&
      i.url.replace(/\/+$/, '') === ctx.binding.url.replace(/\/+$/, ''),
  );

/** A2A-Version handling (§3.6.2), probed with GetTask of an unknown id (cheap, side-effect free). */
const versions: AgentCheck = {
  id: 'version-negotiation',
  heads: [UNSUPPORTED, MISSING, CURRENT, PATCH],
  scope: 'each-binding',
  async run(ctx) {
    const id = unknownId(ctx, 'task');
    const ask = (version: string | null): Promise<WireAnswer<unknown>> =>
      ctx.binding.getTask({ id }, ctx.options({ version }));
    const records: CheckOutcome[] = [];
    const future = await ask('99.0');
    records.push(
      isWireError(future.error, 'VersionNotSupported')
        ? ctx.pass(UNSUPPORTED, 'A2A-Version 99.0 was refused with VersionNotSupportedError')
        : ctx.fail(UNSUPPORTED, `A2A-Version 99.0 was answered ${describeAnswer(future)}`, {
            expected: { error: 'VersionNotSupported' },
            actual: future.error ?? future.raw,
          }),
    );
    if (serves03Here(ctx))
      records.push(
        ctx.notApplicable(
          MISSING,
          'the card declares a v0.3 interface at this URL too',
          'a v0.3 answer to a header-less request is then correct',
        ),
      );
    else {
      const none = await ask(null);
      const refused = isWireError(none.error, 'VersionNotSupported') || isUnserved(none);
      records.push(
        refused
          ? ctx.pass(
              MISSING,
              `a request without A2A-Version to a v1.0-only interface was answered ${describeAnswer(none)}, as a v0.3 request`,
            )
          : ctx.fail(
              MISSING,
              `a request without A2A-Version was answered with v1.0 semantics: ${describeAnswer(none)}`,
              {
                expected: 'VersionNotSupportedError (or MethodNotFound, reading it as v0.3)',
                actual: none.error ?? none.raw,
              },
            ),
      );
    }
    const current = await ask('1.0');
    records.push(
      isWireError(current.error, 'VersionNotSupported')
        ? ctx.fail(
            CURRENT,
            'A2A-Version 1.0, which the card declares, was refused with VersionNotSupportedError',
            { actual: current.error },
          )
        : ctx.pass(CURRENT, `A2A-Version 1.0 was served (${describeAnswer(current)})`),
    );
    const patch = await ask('1.0.1');
    records.push(
      isWireError(patch.error, 'VersionNotSupported')
        ? ctx.fail(
            PATCH,
            'A2A-Version 1.0.1 was refused: the patch number took part in negotiation',
            { actual: patch.error },
          )
        : ctx.pass(PATCH, `A2A-Version 1.0.1 was served as 1.0 (${describeAnswer(patch)})`),
    );
    return records;
  },
};

const CASE = { rule: 'A2A-SVC-001', caseId: 'agent-service-parameters-any-case' };

/**
 * Service-parameter names in odd letter case. `fetch` lower-cases header names on the wire, so
 * this probe speaks HTTP/1.1 through node:http, which sends names exactly as written.
 */
const headerCase: AgentCheck = {
  id: 'service-parameter-case',
  heads: [CASE],
  scope: 'each-binding',
  async run(ctx) {
    const url = assertLoopback(
      ctx.binding.url,
      ctx.target.http.allowRemote,
      ctx.target.http.allowSpecial,
    );
    const id = unknownId(ctx, 'task');
    const jsonRpc = ctx.binding.name === 'JSONRPC';
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'A2A-VERSION': '1.0',
      ...userHeadersFor(ctx.target.http, url.href, ctx.target.userHeaders),
    };
    if (ctx.target.requiredExtensions.length > 0)
      headers['a2a-EXTENSIONS'] = ctx.target.requiredExtensions.join(', ');
    const body = jsonRpc
      ? JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'GetTask', params: { id } })
      : undefined;
    const target = jsonRpc
      ? url
      : new URL(`${url.href.replace(/\/+$/, '')}/tasks/${encodeURIComponent(id)}`);
    ctx.transcript.request(
      `${jsonRpc ? 'POST' : 'GET'} ${target.pathname} (header names A2A-VERSION, a2a-EXTENSIONS)`,
      body ?? null,
      { 'A2A-VERSION': '1.0' },
    );
    const answer = await sendRawHttpRequest(
      target,
      jsonRpc ? 'POST' : 'GET',
      headers,
      body,
      ctx.target.deadlines.callMs,
    );
    ctx.transcript.response('(odd-case headers)', {
      status: answer.status,
      body: answer.text.slice(0, 1024),
    });
    const refused = /VERSION_NOT_SUPPORTED|EXTENSION_SUPPORT_REQUIRED|-3200[89]/.test(answer.text);
    return [
      refused
        ? ctx.fail(
            CASE,
            'a request whose A2A-Version (and A2A-Extensions) header names were spelled in other letter case was refused as if they were missing',
            { actual: answer.text.slice(0, 400) },
          )
        : ctx.pass(
            CASE,
            `service parameters spelled A2A-VERSION / a2a-EXTENSIONS were honoured (HTTP ${answer.status})`,
          ),
    ];
  },
};

/** Checks of versioning and service parameters. */
export const VERSION_CHECKS: readonly AgentCheck[] = [versions, headerCase];
