import { readTriState } from '../../harness/card/index.ts';
import type { ReassembledArtifact } from '../../harness/contract/types.ts';
import { createModel } from '../../harness/model/index.ts';
import type { SendMessageResult } from '../../harness/wire/index.ts';
import type { CaseRecord } from '../core/ConformanceCase.ts';
import type { AgentProbe } from './AgentProbe.ts';

const HEAD = { caseId: 'agent-blocking-task-carries-every-chunk', rule: 'A2A-STR-001' };
const PROMPT = 'a2a-crosscheck probe: produce your usual artifact.';

/**
 * A2A-STR-001 (A2A §3.2.2): when the agent streams an artifact in `append` chunks, a blocking
 * `SendMessage` with the same request must return the task with every chunk merged. The
 * streamed chunks are reassembled with the reference model; then each artifact of the blocking
 * task, in order, must have as many parts as its streamed twin (ids differ between two tasks;
 * content is compared and reported, not required, since an agent may word two runs differently).
 */
export async function checkBlockingArtifacts(probe: AgentProbe): Promise<CaseRecord> {
  const mark = probe.transcript.mark();
  if (readTriState(probe.card, 'streaming') !== true) {
    return probe.record(
      HEAD,
      'not-applicable',
      {
        summary: 'the agent does not declare streaming, so chunking cannot be observed',
        reason: 'condition "chunked-artifacts" cannot be established',
      },
      mark,
    );
  }
  const streamed = await probe.stream({ message: probe.message([{ text: PROMPT }]) });
  if (streamed.failure !== undefined) {
    return probe.record(
      HEAD,
      'error',
      {
        summary: 'the streaming run did not complete, so chunking could not be observed',
        reason: streamed.failure,
      },
      mark,
    );
  }
  if (streamed.error !== undefined) {
    return probe.record(
      HEAD,
      'not-applicable',
      {
        summary: `the agent declares streaming but refused to stream (JSON-RPC error ${streamed.error.code})`,
        reason: 'condition "chunked-artifacts" cannot be established',
      },
      mark,
    );
  }
  const chunked = streamed.events.some((e) => e.artifactUpdate?.append === true);
  if (!chunked) {
    return probe.record(
      HEAD,
      'not-applicable',
      {
        summary: 'the agent streamed no append chunks',
        reason: 'condition "chunked-artifacts" does not hold',
      },
      mark,
    );
  }
  const merged = createModel().reassemble({
    events: streamed.events as Record<string, unknown>[],
  }).artifacts;
  const blocking = await probe.rpc<SendMessageResult>('SendMessage', {
    message: probe.message([{ text: PROMPT }]),
  });
  const task = blocking.result?.task;
  if (task === undefined) {
    return probe.record(
      HEAD,
      'fail',
      { summary: 'a blocking SendMessage returned no task to compare', actual: blocking },
      mark,
    );
  }
  const got: ReassembledArtifact[] = (task.artifacts ?? []).map((a) => ({
    artifactId: a.artifactId,
    parts: a.parts as Record<string, unknown>[],
  }));
  const shortfall = merged.findIndex((a, i) => (got[i]?.parts.length ?? 0) < a.parts.length);
  const evidence = { expected: shape(merged), actual: shape(got) };
  if (shortfall === -1) {
    return probe.record(
      HEAD,
      'pass',
      {
        summary: `the blocking task carries every streamed chunk (${merged.map((a) => a.parts.length).join('+')} parts)`,
        ...evidence,
      },
      mark,
    );
  }
  const want = merged[shortfall]!.parts.length;
  const have = got[shortfall]?.parts.length ?? 0;
  return probe.record(
    HEAD,
    'fail',
    {
      summary: `artifact ${shortfall + 1} was streamed in ${want} parts but the blocking task carries ${have}: chunks were lost (${task.status?.state ?? 'no state'})`,
      ...evidence,
    },
    mark,
  );
}

function shape(
  artifacts: ReassembledArtifact[],
): { artifactId: string; parts: number; text: string }[] {
  return artifacts.map((a) => ({
    artifactId: a.artifactId,
    parts: a.parts.length,
    text: a.parts.map((p) => (typeof p['text'] === 'string' ? p['text'] : '')).join(''),
  }));
}
