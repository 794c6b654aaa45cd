import { readTriState, type TriStateCapability } from '../../harness/card/index.ts';
import { isCrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import type { CaseRecord } from '../core/ConformanceCase.ts';
import type { AgentProbe } from './AgentProbe.ts';

/** JSON-RPC codes A2A §3.3.4 requires (A2A §5.4 table). */
const UNSUPPORTED_OPERATION = -32004;
const PUSH_NOT_SUPPORTED = -32003;

interface CapabilityProbe {
  caseId: string;
  rule: string;
  capability: TriStateCapability;
  expectedCode: number;
  what: string;
  call(probe: AgentProbe): Promise<{ code: number | null; answer: unknown }>;
}

const PROBES: CapabilityProbe[] = [
  {
    caseId: 'agent-streaming-undeclared-refused',
    rule: 'A2A-CAP-001',
    capability: 'streaming',
    expectedCode: UNSUPPORTED_OPERATION,
    what: 'SendStreamingMessage',
    async call(probe) {
      const read = await probe.stream({
        message: probe.message([{ text: 'a2a-crosscheck probe: stream this.' }]),
      });
      if (read.error !== undefined) return { code: read.error.code, answer: read.error };
      return { code: null, answer: read.failure ?? `${read.events.length} stream event(s)` };
    },
  },
  {
    caseId: 'agent-push-undeclared-refused',
    rule: 'A2A-CAP-002',
    capability: 'pushNotifications',
    expectedCode: PUSH_NOT_SUPPORTED,
    what: 'CreateTaskPushNotificationConfig',
    async call(probe) {
      const params = {
        taskId: 'a2a-crosscheck-probe-task',
        config: { url: 'http://127.0.0.1:9/a2a-crosscheck-webhook' },
      };
      const outcome = await probe.rpc('CreateTaskPushNotificationConfig', params);
      return { code: outcome.error?.code ?? null, answer: outcome.error ?? outcome.result };
    },
  },
  {
    caseId: 'agent-extended-card-undeclared-refused',
    rule: 'A2A-CAP-003',
    capability: 'extendedAgentCard',
    expectedCode: UNSUPPORTED_OPERATION,
    what: 'GetExtendedAgentCard',
    async call(probe) {
      const outcome = await probe.rpc('GetExtendedAgentCard', {});
      return { code: outcome.error?.code ?? null, answer: outcome.error ?? outcome.result };
    },
  },
];

/**
 * A2A §3.3.4: with a capability false or absent, its operations MUST fail with the named error.
 * Absent and `false` are the same here (only signing tells them apart); a declared capability
 * makes the probe not applicable.
 */
export async function checkCapabilityErrors(probe: AgentProbe): Promise<CaseRecord[]> {
  const records: CaseRecord[] = [];
  for (const p of PROBES) {
    const mark = probe.transcript.mark();
    const declared = readTriState(probe.card, p.capability);
    if (declared === true) {
      records.push(
        probe.record(
          p,
          'not-applicable',
          {
            summary: `capabilities.${p.capability} is true`,
            reason: 'condition "capability-not-declared" does not hold',
          },
          mark,
        ),
      );
      continue;
    }
    let code: number | null;
    let answer: unknown;
    try {
      ({ code, answer } = await p.call(probe));
    } catch (cause) {
      const why = isCrosscheckError(cause) ? cause.code : 'INTERNAL';
      records.push(
        probe.record(
          p,
          'error',
          {
            summary: `${p.what} could not be judged (${why})`,
            reason: cause instanceof Error ? cause.message : String(cause),
          },
          mark,
        ),
      );
      continue;
    }
    const state = declared === false ? 'false' : 'absent';
    records.push(
      probe.record(
        p,
        code === p.expectedCode ? 'pass' : 'fail',
        {
          summary:
            code === p.expectedCode
              ? `${p.what} with capabilities.${p.capability} ${state} answered ${p.expectedCode}`
              : `${p.what} with capabilities.${p.capability} ${state} must answer ${p.expectedCode}, got ${code === null ? 'no error' : code}`,
          expected: { code: p.expectedCode },
          actual: answer,
        },
        mark,
      ),
    );
  }
  return records;
}
