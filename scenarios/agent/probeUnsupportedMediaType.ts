import type { SendMessageResult } from '../../harness/wire/index.ts';
import { taskFailureCode, watchProgress } from '../../harness/wire/index.ts';
import type { CaseRecord } from '../core/ConformanceCase.ts';
import type { AgentProbe } from './AgentProbe.ts';
import { AGENT_CHECK_DEFAULTS } from './defaults.ts';

const HEAD = { caseId: 'agent-unsupported-media-type-probe', rule: 'XV-DEL-001' };
const CONTENT_TYPE_NOT_SUPPORTED = -32005;

/**
 * Sends a part of a media type no card accepts. XV-DEL-001 binds the caller, and A2A v1.0 gives
 * the agent no MUST here (§3.3.2 lists ContentTypeNotSupportedError as possible, §13.4 says
 * SHOULD reject), so the result is recorded as `not-applicable` with what the agent did in the
 * details: -32005 before any task is the preferred behaviour; accepting the task and failing it
 * afterwards is what makes seed 002's retry storm possible.
 */
export async function probeUnsupportedMediaType(probe: AgentProbe): Promise<CaseRecord> {
  const mark = probe.transcript.mark();
  const mediaType = AGENT_CHECK_DEFAULTS.unsupportedMediaType;
  const message = probe.message([
    { raw: Buffer.from('a2a-crosscheck').toString('base64'), mediaType, filename: 'probe.bin' },
  ]);
  const outcome = await probe.rpc<SendMessageResult>('SendMessage', {
    message,
    configuration: { returnImmediately: true },
  });
  let observed: string;
  if (outcome.error !== undefined) {
    observed =
      outcome.error.code === CONTENT_TYPE_NOT_SUPPORTED
        ? 'answered -32005 ContentTypeNotSupportedError before creating a task (preferred)'
        : `answered JSON-RPC error ${outcome.error.code} before creating a task (an error, though not -32005)`;
  } else if (outcome.result?.task !== undefined) {
    const task = outcome.result.task;
    const watched = await watchProgress(probe.client, task.id, {
      goal: 'settled',
      progressDeadlineMs: probe.deadlines.progressMs * 3,
    });
    const code = watched.task === undefined ? undefined : taskFailureCode(watched.task);
    observed =
      `accepted the part (task ${task.status?.state ?? '?'}) and then ` +
      (watched.reached === null
        ? 'did not settle within the deadline'
        : `reached ${watched.reached}${code === undefined ? '' : ` with error ${code}`}`) +
      ': a caller learns of the mismatch only after acceptance (seed 002)';
  } else {
    observed = 'answered with a message, accepting the part';
  }
  return probe.record(
    HEAD,
    'not-applicable',
    {
      summary: `unsupported media type probe: the agent ${observed}`,
      reason:
        'XV-DEL-001 binds the caller; A2A v1.0 sets no MUST for the agent (§3.3.2, §13.4 SHOULD)',
      details: `Sent one part of media type "${mediaType}".`,
    },
    mark,
  );
}
