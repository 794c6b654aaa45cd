import type { StreamEvent } from '../../../harness/contract/types.ts';
import { type JsonObject, isJsonObject } from '../../../harness/json/JsonValue.ts';
import { conditionHolds } from '../../../harness/rules/index.ts';
import { matchExpected } from '../../core/matchExpected.ts';
import { ORACLE } from '../../properties/oracle.ts';
import { type ClientJudge, transcriptOf } from '../../properties/client/clientJudges.ts';

// The stream rule's judge of a client over the wire: what the caller reported against what the
// vendor streamed.

function normalized(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

/** XV-STR-001: a completed streamed task reports every chunk the peer streamed, reassembled. */
export const losslessReassembly: ClientJudge = async (e) => {
  const { result } = e.seen;
  if (result.outcome !== 'completed' || result.servedBy === undefined) return [];
  const served = normalized(result.servedBy);
  const id = Object.keys(e.seen.cardUrls).find((k) => normalized(e.seen.cardUrls[k]!) === served);
  if (id === undefined) return [];
  const t = transcriptOf(e, id);
  const start = t.findLastIndex(
    (x) => x.direction === 'request' && x.label === 'SendStreamingMessage',
  );
  if (start < 0) return [];
  const events = t
    .slice(start)
    .filter((x) => x.direction === 'event')
    .map((x) => (x.body as { result?: StreamEvent }).result)
    .filter((r): r is StreamEvent => isJsonObject(r));
  // Seed 002's condition: with every artifact in one chunk there is nothing to reassemble.
  if (!conditionHolds('chunked-artifacts', { events: events as JsonObject[] })) return [];
  const expected = ORACLE.reassemble({ events }).artifacts;
  return matchExpected(result.artifacts ?? [], expected, '/artifacts').map(
    (m) =>
      `/${id}: ${m} (the caller reported the task completed; ${events.length} events were streamed)`,
  );
};
