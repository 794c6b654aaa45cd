import { Transcript } from '../../../harness/results/Transcript.ts';
import type { Evidence } from '../../../harness/results/types.ts';
import {
  LINGER_METADATA_KEY,
  lingerFor,
  type A2AMessage,
  type A2APart,
  type AgentBinding,
  type BindingCallOptions,
  type BindingStreamOptions,
  type SendMessageParams,
} from '../../../harness/wire/index.ts';
import type { AgentTarget } from '../AgentTarget.ts';
import type { CheckContext } from '../CheckContext.ts';
import type { CheckHead } from '../CheckHead.ts';
import type { CheckOutcome } from '../CheckOutcome.ts';

/** What a test's fake agent needs of its check context besides the binding it is reached by. */
export interface StubCheckContextInit {
  /** Every drivable binding, the one under test first; by default only `binding`. */
  readonly bindings?: readonly AgentBinding[];
  /** The card the checks read (`typed`, `emitted`); none by default. */
  readonly card?: object;
  /** The prefix of the ids the check makes. */
  readonly idPrefix?: string;
}

/**
 * A check context around a test's fake agent, made as the engine's `createCheckContext` makes
 * one but without a network, a webhook or a clock (the transcript's entries are all at 0):
 * messages get fresh ids, `send` spells a non-blocking call and a linger the way the engine
 * does, options pass through, and outcomes carry their evidence as given. The fake agent serves
 * every operation (`unserved` is always `undefined`), and a check that asks for what a fake
 * cannot give (credentials, a recorded binding) throws rather than judging a stub.
 */
export function stubCheckContext(
  binding: AgentBinding,
  init: StubCheckContextInit = {},
): CheckContext {
  const bindings = init.bindings ?? [binding];
  const idPrefix = init.idPrefix ?? 'crosscheck-42-0-stub';
  const target = {
    ...(init.card !== undefined && { card: init.card }),
    deadlines: { callMs: 4_000, progressMs: 300 },
  } as unknown as AgentTarget;
  let n = 0;
  const record = (
    head: CheckHead,
    verdict: CheckOutcome['verdict'],
    evidence: Evidence,
  ): CheckOutcome => ({ head, verdict, evidence });
  const notStubbed = (what: string) => (): never => {
    throw new Error(`stubCheckContext: ${what} is not stubbed; give the test a real context`);
  };
  const message = (parts: A2APart[], extra: Partial<A2AMessage> = {}): A2AMessage => ({
    role: 'ROLE_USER',
    messageId: `${idPrefix}-m${(n += 1)}`,
    parts,
    ...extra,
  });
  return {
    target,
    binding,
    bindings,
    transcript: new Transcript(
      { client: 'harness', server: 'fake-agent', keeper: 'harness' },
      () => 0,
    ),
    idPrefix,
    quiet: () => binding,
    unauthenticated: notStubbed('unauthenticated()'),
    unauthenticatedFor: notStubbed('unauthenticatedFor()'),
    recorded: notStubbed('recorded()'),
    message,
    send(text, extra = {}) {
      const params: SendMessageParams = { message: message([{ text }], extra.message) };
      if (extra.blocking === false) params.configuration = { returnImmediately: true };
      if (extra.linger !== undefined && extra.linger !== false) {
        const ms = extra.linger === true ? lingerFor(target.deadlines.progressMs) : extra.linger;
        params.metadata = { [LINGER_METADATA_KEY]: ms };
        params.message.metadata = { ...params.message.metadata, [LINGER_METADATA_KEY]: ms };
      }
      return params;
    },
    options: (extra: BindingCallOptions = {}) => ({ ...extra }),
    streamOptions: (extra: BindingStreamOptions = {}) => ({ ...extra }),
    record,
    pass: (head, summary, more = {}) => record(head, 'pass', { summary, ...more }),
    fail: (head, summary, more = {}) => record(head, 'fail', { summary, ...more }),
    notApplicable: (head, summary, reason) => record(head, 'not-applicable', { summary, reason }),
    unserved: () => undefined,
  };
}
