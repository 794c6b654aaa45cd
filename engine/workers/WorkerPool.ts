import { Worker } from 'node:worker_threads';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { HarnessDefect } from '../../harness/errors/index.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';
import type { CaseJob } from './CaseJob.ts';
import type { FromWorker, ToWorker } from './messages.ts';
import { takeQueuedJob } from './takeQueuedJob.ts';

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  /** Jobs sent and not yet answered. */
  running: number;
  dead: boolean;
}

interface Pending {
  job: CaseJob;
  /** Jobs with the same key go to one thread when it has room (see {@link WorkerPool.run}). */
  affinity: string | undefined;
  resolve: (records: CaseRecord[]) => void;
  reject: (error: Error) => void;
}

/**
 * The thread's entry: compiled, the package runs `caseWorker.js` as it is; from the TypeScript
 * sources, `workerEntry.mjs` registers tsx first (a worker does not inherit the parent's loader).
 */
const WORKER_ENTRY = import.meta.url.endsWith('.js')
  ? new URL('./caseWorker.js', import.meta.url)
  : new URL('./workerEntry.mjs', import.meta.url);

/** How long a worker may take to close (its stdio children, its servers) before it is ended. */
const CLOSE_DEADLINE_MS = 10_000;

/**
 * Worker threads for the property search (`--workers`). Threads start on the first job, each
 * runs one job at a time, jobs wait in order; `close()` asks every thread to close what it
 * opened and ends it. A thread that dies fails its job with `INTERNAL` (the engine then runs the
 * cases on the main thread, so the results do not change).
 */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private readonly inFlight = new Map<number, { slot: Slot; pending: Pending }>();
  /** The thread that ran a job of each affinity key first. */
  private readonly owners = new Map<string, Slot>();
  private nextId = 0;
  private closed = false;
  private counts = { done: 0, failed: 0 };

  /**
   * @param size threads.
   * @param perThread jobs in flight per thread: a search awaits the crypto threadpool between
   *   inputs, so a few searches per thread keep its core busy (the main thread runs 4 too).
   */
  constructor(
    readonly size: number,
    private readonly perThread = 4,
  ) {}

  /** Threads started and not dead. */
  get threads(): number {
    return this.slots.filter((s) => !s.dead).length;
  }

  /** Jobs the threads finished, and jobs they could not run (run on the main thread instead). */
  get stats(): { done: number; failed: number } {
    return { ...this.counts };
  }

  /**
   * Runs `job` on a free thread. Jobs of one `affinity` key (a case run against several IUTs)
   * go to the thread that ran the first of them while it has room: that thread has built the
   * case's search stage and signed its inputs already. A free thread with none of its own jobs
   * waiting takes the first queued job whatever its key, so no thread idles while work waits.
   */
  run(job: CaseJob, affinity?: string): Promise<CaseRecord[]> {
    if (this.closed)
      return Promise.reject(
        new CrosscheckError('INTERNAL', 'Failed to run a search job: the worker pool is closed.'),
      );
    return new Promise((resolve, reject) => {
      this.queue.push({ job, affinity, resolve, reject });
      this.start();
      this.dispatch();
    });
  }

  /**
   * Starts the threads now, before any job: they load the harness while the run greets its IUTs
   * and makes its vendors, instead of after. Threads start on the first job otherwise.
   */
  warm(): void {
    if (!this.closed) this.start();
  }

  /** Closes every thread; jobs still queued are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0))
      p.reject(new CrosscheckError('INTERNAL', 'Failed to run a search job: the run ended.'));
    await Promise.all(this.slots.map((s) => this.stop(s)));
  }

  private start(): void {
    while (this.slots.length < this.size) {
      const worker = new Worker(WORKER_ENTRY);
      let ready!: () => void;
      const slot: Slot = {
        worker,
        ready: new Promise<void>((r) => (ready = r)),
        running: 0,
        dead: false,
      };
      worker.on('message', (m: FromWorker) => {
        if (m.type === 'ready') ready();
        else if (m.type === 'done' || m.type === 'failed') this.settle(slot, m);
      });
      worker.on('error', (error) => this.bury(slot, error));
      worker.on('exit', () => this.bury(slot, new Error('the worker thread exited')));
      this.slots.push(slot);
    }
  }

  private dispatch(): void {
    // Fill the least busy thread first, so jobs spread over every thread.
    for (;;) {
      const slot = this.slots
        .filter((s) => !s.dead && s.running < this.perThread)
        .sort((a, b) => a.running - b.running)[0];
      if (slot === undefined) break;
      const pending = takeQueuedJob(this.queue, slot, this.owners);
      if (pending === undefined) return;
      slot.running++;
      const id = this.nextId++;
      this.inFlight.set(id, { slot, pending });
      void slot.ready.then(() => {
        if (!slot.dead)
          slot.worker.postMessage({ type: 'job', id, job: pending.job } satisfies ToWorker);
      });
    }
    if (this.slots.every((s) => s.dead)) {
      for (const p of this.queue.splice(0))
        p.reject(
          new CrosscheckError('INTERNAL', 'Failed to run a search job: every worker thread died.'),
        );
    }
  }

  private settle(slot: Slot, m: Extract<FromWorker, { type: 'done' | 'failed' }>): void {
    const entry = this.inFlight.get(m.id);
    this.inFlight.delete(m.id);
    slot.running--;
    if (entry !== undefined) {
      this.counts[m.type === 'done' ? 'done' : 'failed']++;
      if (m.type === 'done') entry.pending.resolve(m.records as CaseRecord[]);
      // A harness defect in the worker is the run's defect, not a job to run again here.
      else if (m.defect !== undefined) entry.pending.reject(new HarnessDefect(m.defect));
      else
        entry.pending.reject(
          new CrosscheckError('INTERNAL', `Failed to run a search job in a worker: ${m.message}.`),
        );
    }
    this.dispatch();
  }

  private bury(slot: Slot, error: Error): void {
    if (slot.dead) return;
    slot.dead = true;
    for (const [id, entry] of this.inFlight) {
      if (entry.slot !== slot) continue;
      this.inFlight.delete(id);
      this.counts.failed++;
      entry.pending.reject(
        new CrosscheckError('INTERNAL', `Failed to run a search job: ${error.message}.`, {
          cause: error,
        }),
      );
    }
    if (!this.closed) this.dispatch();
  }

  private async stop(slot: Slot): Promise<void> {
    if (slot.dead) return;
    const closed = new Promise<void>((resolve) => {
      slot.worker.on('message', (m: FromWorker) => m.type === 'closed' && resolve());
      slot.worker.once('exit', () => resolve());
    });
    slot.worker.postMessage({ type: 'close' } satisfies ToWorker);
    const timer = setTimeout(() => void slot.worker.terminate(), CLOSE_DEADLINE_MS);
    await closed;
    clearTimeout(timer);
    slot.dead = true;
    await slot.worker.terminate();
  }
}
