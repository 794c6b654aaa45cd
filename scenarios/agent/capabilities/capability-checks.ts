import {
  readRequiredExtensions,
  readTriState,
  type TriStateCapability,
} from '../../../harness/card/index.ts';
import { isJsonObject } from '../../../harness/json/JsonValue.ts';
import type { A2AErrorName, A2AOperation, WireAnswer } from '../../../harness/wire/index.ts';
import type { CheckOutcome } from '../CheckOutcome.ts';
import type { AgentCheck, CheckHead } from '../AgentCheck.ts';
import type { CheckContext } from '../CheckContext.ts';
import {
  blockingTask,
  describe,
  describeAnswer,
  expectError,
  refusedForCredentials,
  unknownId,
} from '../_internals/checkHelpers.ts';

const BOTH = ['1.0', '0.3'] as const;

interface Probe {
  head: CheckHead;
  operation: A2AOperation;
  expected: A2AErrorName;
  call(ctx: CheckContext, taskId: string): Promise<WireAnswer<unknown>>;
}

const asAnswer = (
  read: Awaited<ReturnType<CheckContext['binding']['subscribeToTask']>>,
): WireAnswer<unknown> => ({
  http: read.http,
  raw: read.rawEvents,
  ...(read.error !== undefined && { error: read.error }),
  ...(read.error === undefined && {
    result: `${read.events.length} stream event(s), ended ${read.end}`,
  }),
});

/** A2A §3.3.4, one probe per operation an undeclared capability covers. */
const PROBES: Record<TriStateCapability, Probe[]> = {
  streaming: [
    {
      head: { rule: 'A2A-CAP-001', caseId: 'agent-streaming-undeclared-refused' },
      operation: 'SendStreamingMessage',
      expected: 'UnsupportedOperation',
      call: async (ctx) =>
        asAnswer(
          await ctx.binding.sendStreamingMessage(
            ctx.send('a2a-crosscheck probe: stream this.'),
            ctx.streamOptions(),
          ),
        ),
    },
    {
      head: { rule: 'A2A-CAP-001', caseId: 'agent-subscribe-undeclared-refused' },
      operation: 'SubscribeToTask',
      expected: 'UnsupportedOperation',
      call: async (ctx, id) =>
        asAnswer(await ctx.binding.subscribeToTask({ id }, ctx.streamOptions())),
    },
  ],
  pushNotifications: [
    {
      head: { rule: 'A2A-CAP-002', caseId: 'agent-push-undeclared-refused' },
      operation: 'CreateTaskPushNotificationConfig',
      expected: 'PushNotificationNotSupported',
      call: (ctx, taskId) =>
        ctx.binding.createPushConfig(
          { taskId, url: 'http://127.0.0.1:9/a2a-crosscheck-webhook' },
          ctx.options(),
        ),
    },
    {
      head: { rule: 'A2A-CAP-002', caseId: 'agent-push-get-undeclared-refused' },
      operation: 'GetTaskPushNotificationConfig',
      expected: 'PushNotificationNotSupported',
      call: (ctx, taskId) =>
        ctx.binding.getPushConfig({ taskId, id: unknownId(ctx, 'config') }, ctx.options()),
    },
    {
      head: { rule: 'A2A-CAP-002', caseId: 'agent-push-list-undeclared-refused' },
      operation: 'ListTaskPushNotificationConfigs',
      expected: 'PushNotificationNotSupported',
      call: (ctx, taskId) => ctx.binding.listPushConfigs({ taskId }, ctx.options()),
    },
    {
      head: { rule: 'A2A-CAP-002', caseId: 'agent-push-delete-undeclared-refused' },
      operation: 'DeleteTaskPushNotificationConfig',
      expected: 'PushNotificationNotSupported',
      call: (ctx, taskId) =>
        ctx.binding.deletePushConfig({ taskId, id: unknownId(ctx, 'config') }, ctx.options()),
    },
  ],
  extendedAgentCard: [
    {
      head: { rule: 'A2A-CAP-003', caseId: 'agent-extended-card-undeclared-refused' },
      operation: 'GetExtendedAgentCard',
      expected: 'UnsupportedOperation',
      call: (ctx) => ctx.binding.getExtendedAgentCard(ctx.options()),
    },
  ],
};

/**
 * A2A §3.3.4: with a capability false or absent, its operations MUST fail with the named error,
 * and a -32601 is a failure of that rule (the operation exists in the protocol; the agent must
 * refuse it properly). A declared capability makes its probes not applicable.
 */
function capabilityCheck(capability: TriStateCapability): AgentCheck {
  const probes = PROBES[capability];
  return {
    id: `capability-${capability}-undeclared`,
    heads: probes.map((p) => p.head),
    scope: 'each-binding',
    // v0.3 declared the extended card at the card's top level and named no error for it.
    generations: capability === 'extendedAgentCard' ? ['1.0'] : BOTH,
    async run(ctx) {
      const declared = readTriState(ctx.target.card, capability);
      if (declared === true)
        return probes.map((p) =>
          ctx.notApplicable(
            p.head,
            `capabilities.${capability} is true`,
            'condition "capability-not-declared" does not hold',
          ),
        );
      const needsTask = probes.some(
        (p) => p.operation !== 'SendStreamingMessage' && p.operation !== 'GetExtendedAgentCard',
      );
      let taskId = unknownId(ctx, 'task');
      if (needsTask) {
        // A real task, so that "no such task" cannot stand in for the capability refusal.
        const got = await blockingTask(ctx);
        if ('task' in got) taskId = got.task.id;
      }
      const state = declared === false ? 'false' : 'absent';
      const records: CheckOutcome[] = [];
      for (const p of probes) {
        const answer = await p.call(ctx, taskId);
        const r = expectError(
          ctx,
          p.head,
          answer,
          p.expected,
          `${ctx.binding.operationName(p.operation)} with capabilities.${capability} ${state}`,
          p.operation,
        );
        // The method's own rule owns a -32601 here: the capability rule is that method's rule.
        records.push(
          r.verdict === 'not-applicable'
            ? ctx.fail(
                p.head,
                `${ctx.binding.operationName(p.operation)} with capabilities.${capability} ${state} is not served (${describe(answer.error)}); it must answer ${p.expected}`,
                { actual: answer.error },
              )
            : r,
        );
      }
      return records;
    },
  };
}

const REQUIRED = { rule: 'A2A-CAP-004', caseId: 'agent-required-extension-omitted-refused' };

const requiredExtension: AgentCheck = {
  id: 'capability-required-extension',
  heads: [REQUIRED],
  scope: 'each-binding',
  async run(ctx) {
    const required = readRequiredExtensions(ctx.target.card);
    if (required.length === 0)
      return [
        ctx.notApplicable(
          REQUIRED,
          'the card marks no extension required',
          'condition "required-extension-declared" does not hold',
        ),
      ];
    const answer = await ctx.binding.sendMessage(
      ctx.send('a2a-crosscheck probe: reply with anything.'),
      { deadlineMs: ctx.target.deadlines.callMs },
    );
    return [
      expectError(
        ctx,
        REQUIRED,
        answer,
        'ExtensionSupportRequired',
        `SendMessage without the required extension ${required[0]}`,
        'SendMessage',
      ),
    ];
  },
};

const EXTENDED = { rule: 'A2A-CARD-009', caseId: 'agent-extended-card-served-or-not-configured' };
const EXTENDED_AUTH = { rule: 'A2A-CARD-010', caseId: 'agent-extended-card-needs-credentials' };

const extendedCard: AgentCheck = {
  id: 'extended-card',
  heads: [EXTENDED, EXTENDED_AUTH],
  scope: 'each-binding',
  async run(ctx) {
    if (readTriState(ctx.target.card, 'extendedAgentCard') !== true) {
      const why = 'capabilities.extendedAgentCard is not true';
      return [EXTENDED, EXTENDED_AUTH].map((h) =>
        ctx.notApplicable(
          h,
          why,
          'condition "capability-declared" does not hold; A2A-CAP-003 judges the refusal',
        ),
      );
    }
    const answer = await ctx.binding.getExtendedAgentCard(ctx.options());
    const records: CheckOutcome[] = [];
    const unserved = ctx.unserved(EXTENDED, 'GetExtendedAgentCard', answer);
    const status = answer.http.status;
    if (unserved !== undefined) records.push(unserved);
    else if (refusedForCredentials(ctx, answer))
      // A2A §13.3 lets an agent serve its extended card to authenticated callers only: a 401 or
      // 403 to a caller that sent no credentials is that guard, not an answer to judge.
      records.push(
        ctx.record(EXTENDED, 'error', {
          summary: `GetExtendedAgentCard answered HTTP ${status} to a caller without credentials: pass the agent's credentials with --header 'Authorization: <scheme> <token>' to judge the extended card`,
          reason:
            'the agent guards its extended card (A2A §13.3) and the run sent no --header credentials, so neither a card nor ExtendedAgentCardNotConfiguredError could be asked for',
          code: 'NOT_TESTABLE',
        }),
      );
    else if (status === 401 || status === 403)
      records.push(
        ctx.fail(
          EXTENDED,
          `GetExtendedAgentCard answered HTTP ${status} with the --header credentials, neither a card nor ExtendedAgentCardNotConfiguredError (if the credentials are wrong, fix the --header values)`,
          { actual: answer.error ?? answer.raw },
        ),
      );
    else if (answer.error?.type === 'ExtendedAgentCardNotConfigured')
      records.push(
        ctx.pass(EXTENDED, `answered ${describe(answer.error)}: declared but not configured`),
      );
    else if (isJsonObject(answer.result) && typeof answer.result['name'] === 'string')
      records.push(ctx.pass(EXTENDED, `served an extended card ("${answer.result['name']}")`));
    else
      records.push(
        ctx.fail(
          EXTENDED,
          `GetExtendedAgentCard answered ${describeAnswer(answer)}, neither a card nor ExtendedAgentCardNotConfiguredError`,
          { actual: answer.error ?? answer.raw },
        ),
      );
    const secured = ctx.target.card.typed.securityRequirements.length > 0;
    if (!secured)
      records.push(
        ctx.notApplicable(
          EXTENDED_AUTH,
          'the card declares no security requirement',
          'condition "security-declared" does not hold',
        ),
      );
    else {
      const bare = await ctx.unauthenticated().getExtendedAgentCard(ctx.options());
      records.push(
        bare.result !== undefined && answer.result !== undefined
          ? ctx.fail(
              EXTENDED_AUTH,
              'the extended card was handed to a caller without credentials',
              { actual: bare.raw },
            )
          : ctx.pass(
              EXTENDED_AUTH,
              `without credentials GetExtendedAgentCard answered ${describeAnswer(bare)}`,
            ),
      );
    }
    return records;
  },
};

/** Checks of A2A §3.3.4 capability validation and the extended card. */
export const CAPABILITY_CHECKS: readonly AgentCheck[] = [
  capabilityCheck('streaming'),
  capabilityCheck('pushNotifications'),
  capabilityCheck('extendedAgentCard'),
  requiredExtension,
  extendedCard,
];
