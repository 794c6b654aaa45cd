import { parentPort } from 'node:worker_threads';
import { isHarnessDefect } from '../../harness/errors/index.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';
import type { CaseJob } from './CaseJob.ts';
import type { FromWorker, ToWorker } from './messages.ts';
import { closeJobState, runCaseJob } from './runCaseJob.ts';

/**
 * Wire jobs share this thread's served fleet and its free slots, so they run one after the
 * other; contract-level jobs run as they come.
 */
let wireQueue: Promise<unknown> = Promise.resolve();

function schedule(job: CaseJob): Promise<CaseRecord[]> {
  if (job.wire === undefined) return runCaseJob(job);
  const next = wireQueue.then(() => runCaseJob(job));
  wireQueue = next.catch(() => undefined);
  return next;
}

const port = parentPort;
if (port !== null) {
  port.on('message', (message: ToWorker) => {
    if (message.type === 'close') {
      void closeJobState().finally(() => port.postMessage({ type: 'closed' } satisfies FromWorker));
      return;
    }
    schedule(message.job).then(
      (records) =>
        // Records are plain JSON by construction (the contract copies every answer), so they clone.
        port.postMessage({ type: 'done', id: message.id, records } satisfies FromWorker),
      (error: unknown) =>
        port.postMessage({
          type: 'failed',
          id: message.id,
          message: error instanceof Error ? error.message : String(error),
          ...(isHarnessDefect(error) && { defect: error.record }),
        } satisfies FromWorker),
    );
  });
  port.postMessage({ type: 'ready' } satisfies FromWorker);
}
