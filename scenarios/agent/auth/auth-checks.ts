import type { AgentBinding, WireAnswer } from '../../../harness/wire/index.ts';
import type { CheckOutcome } from '../CheckOutcome.ts';
import type { AgentCheck } from '../AgentCheck.ts';
import type { CheckContext } from '../CheckContext.ts';
import { describeAnswer, unknownId } from '../_internals/checkHelpers.ts';

const AUTH = { rule: 'A2A-AUTH-001', caseId: 'agent-requests-without-credentials-refused' };
const SAME = { rule: 'A2A-BIND-005', caseId: 'agent-bindings-enforce-same-authentication' };

const secured = (ctx: CheckContext): boolean =>
  ctx.target.card.typed.securityRequirements.length > 0;

/** A request went through without credentials: a result, neither an HTTP 401/403 nor an error. */
const served = (a: WireAnswer<unknown>): boolean =>
  a.result !== undefined && a.error === undefined && a.http.status < 400;

async function probe(
  ctx: CheckContext,
  binding: AgentBinding,
): Promise<{ send: WireAnswer<unknown>; get: WireAnswer<unknown> }> {
  return {
    send: await binding.sendMessage(ctx.send('a2a-crosscheck probe: who am I?'), ctx.options()),
    get: await binding.getTask({ id: unknownId(ctx, 'task') }, ctx.options()),
  };
}

/** A2A §7.4: without the `--header` credentials, SendMessage and GetTask are refused. */
const withoutCredentials: AgentCheck = {
  id: 'auth-without-credentials',
  heads: [AUTH],
  scope: 'each-binding',
  async run(ctx): Promise<CheckOutcome[]> {
    if (!secured(ctx))
      return [
        ctx.notApplicable(
          AUTH,
          'the card declares no security requirement',
          'condition "security-declared" does not hold',
        ),
      ];
    const { send, get } = await probe(ctx, ctx.unauthenticated());
    const leaks = [
      served(send) && 'SendMessage',
      get.result !== undefined && get.http.status < 400 && 'GetTask',
    ].filter(Boolean);
    return [
      leaks.length === 0
        ? ctx.pass(
            AUTH,
            `without credentials SendMessage answered ${describeAnswer(send)} and GetTask ${describeAnswer(get)}`,
          )
        : ctx.fail(AUTH, `without credentials the agent served ${leaks.join(' and ')}`, {
            actual: { send: send.raw, get: get.raw },
          }),
    ];
  },
};

/** A2A §5.1: every binding enforces the same authentication. */
const sameOnEveryBinding: AgentCheck = {
  id: 'auth-every-binding',
  heads: [SAME],
  scope: 'all-bindings',
  async run(ctx): Promise<CheckOutcome[]> {
    if (!secured(ctx))
      return [
        ctx.notApplicable(
          SAME,
          'the card declares no security requirement',
          'condition "security-declared" does not hold',
        ),
      ];
    const outcomes: { binding: string; served: boolean }[] = [];
    for (const raw of ctx.target.bindings) {
      const { send } = await probe(ctx, ctx.unauthenticatedFor(raw));
      outcomes.push({ binding: raw.name, served: served(send) });
    }
    const open = outcomes.filter((o) => o.served).map((o) => o.binding);
    return [
      open.length === 0 || open.length === outcomes.length
        ? ctx.pass(
            SAME,
            `every binding ${open.length === 0 ? 'refused' : 'served'} an unauthenticated SendMessage alike`,
          )
        : ctx.fail(
            SAME,
            `an unauthenticated SendMessage was served on ${open.join(', ')} but refused on the other binding(s): an authentication bypass`,
            { actual: outcomes },
          ),
    ];
  },
};

/** Checks of authentication. */
export const AUTH_CHECKS: readonly AgentCheck[] = [withoutCredentials, sameOnEveryBinding];
