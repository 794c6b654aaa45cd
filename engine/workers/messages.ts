import type { DefectRecord } from '../../harness/errors/index.ts';
import type { CaseJob } from './CaseJob.ts';

/** Messages a search worker receives. */
export type ToWorker = { type: 'job'; id: number; job: CaseJob } | { type: 'close' };

/** Messages a search worker sends back: a job's records, or why it could not run. */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'done'; id: number; records: unknown }
  | { type: 'failed'; id: number; message: string; defect?: DefectRecord }
  | { type: 'closed' };
