import type { Evidence } from '../../harness/results/types.ts';
import type {
  AgentBinding,
  BindingCallOptions,
  SendMessageParams,
} from '../../harness/wire/index.ts';
import { LINGER_METADATA_KEY, lingerFor } from '../../harness/wire/index.ts';
import { bindingSlug, type AgentCheck, type CheckHead } from '../../scenarios/agent/AgentCheck.ts';
import type { CheckOutcome } from '../../scenarios/agent/CheckOutcome.ts';
import type { AgentTarget } from '../../scenarios/agent/AgentTarget.ts';
import {
  isUnserved,
  OPERATION_OWNER,
  type CheckContext,
} from '../../scenarios/agent/CheckContext.ts';
import type { Transcript } from '../../harness/results/Transcript.ts';

export function createCheckContext(init: {
  check: AgentCheck;
  target: AgentTarget;
  binding: AgentBinding;
  bindings: readonly AgentBinding[];
  transcript: Transcript;
  /** Wraps a binding so its exchanges land in this check's transcript. */
  record: (binding: AgentBinding) => AgentBinding;
  /** The unwrapped binding under test (to derive others from). */
  raw: AgentBinding | undefined;
}): CheckContext {
  const { target, binding, transcript, check } = init;
  const slug = init.raw === undefined ? 'card' : bindingSlug(init.raw.name);
  const idPrefix = `crosscheck-${target.seed}-${target.runId}-${check.id}-${slug}`;
  let n = 0;
  const options = (extra: BindingCallOptions = {}): BindingCallOptions => ({
    deadlineMs: target.deadlines.callMs,
    ...(target.signal !== undefined && { signal: target.signal }),
    ...extra,
    extensions: [...new Set([...target.requiredExtensions, ...(extra.extensions ?? [])])],
  });
  // The outcome carries the transcript as it stands when the check concludes on that head.
  const record = (
    head: CheckHead,
    verdict: CheckOutcome['verdict'],
    evidence: Evidence,
  ): CheckOutcome => ({
    head,
    verdict,
    evidence: { ...evidence, transcript: transcript.since(0) },
  });
  const ctx: CheckContext = {
    idPrefix,
    target,
    binding,
    bindings: init.bindings,
    transcript,
    unauthenticated() {
      if (init.raw === undefined) throw new Error('no binding to probe without credentials');
      return init.record(target.withoutCredentials(init.raw));
    },
    unauthenticatedFor: (b) => init.record(target.withoutCredentials(b)),
    recorded: <B extends AgentBinding>(b: B) => init.record(b) as B,
    quiet: () => init.raw ?? binding,
    message(parts, extra = {}) {
      n += 1;
      // Unique across runs: an agent MAY deduplicate by messageId (§3.3.1).
      return {
        messageId: `${idPrefix}-m${n}`,
        role: 'ROLE_USER',
        parts,
        ...extra,
      };
    },
    send(text, extra = {}) {
      const params: SendMessageParams = { message: ctx.message([{ text }], extra.message) };
      if (extra.blocking === false) params.configuration = { returnImmediately: true };
      if (extra.linger !== undefined && extra.linger !== false) {
        // Request metadata in v1.0; a v0.3 executor sees only the message, so it rides there too.
        const ms = extra.linger === true ? lingerFor(target.deadlines.progressMs) : extra.linger;
        const linger = { [LINGER_METADATA_KEY]: ms };
        params.metadata = linger;
        params.message.metadata = { ...params.message.metadata, ...linger };
      }
      return params;
    },
    options,
    streamOptions: (extra = {}) => ({
      eventDeadlineMs: target.deadlines.callMs,
      ...options(extra),
      ...extra,
      extensions: options(extra).extensions ?? [],
    }),
    record,
    pass: (head, summary, more = {}) => record(head, 'pass', { summary, ...more }),
    fail: (head, summary, more = {}) => record(head, 'fail', { summary, ...more }),
    notApplicable: (head, summary, reason) => record(head, 'not-applicable', { summary, reason }),
    unserved(head, operation, answer) {
      if (!isUnserved(answer)) return undefined;
      const owner = OPERATION_OWNER[operation];
      if (owner === head.rule)
        return record(head, 'fail', {
          summary: `${binding.operationName(operation)} is not served (${answer.error?.code ?? answer.http.status}): the agent does not implement a core operation`,
          actual: answer.error,
        });
      return record(head, 'not-applicable', {
        summary: `${binding.operationName(operation)} is not served, so this cannot be judged`,
        reason: `the missing operation is charged to ${owner}, never counted as evidence here`,
      });
    },
  };
  return ctx;
}
