import type { HelloResult } from '../../harness/contract/types.ts';
import type { Deadlines, VendorTransport } from '../../harness/options/RunOptions.ts';
import type { TransportName } from '../../harness/results/types.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import type { IutSource } from '../run/RunPhase.ts';

/**
 * Search cases to run in a worker thread, as plain data (structured-clonable): the IUT to open
 * there, the cases by id, and everything the run's context derives from, so the worker builds
 * the same context (vendor keys from the seed, the same policy, budget and deadlines).
 */
export interface CaseJob {
  source: IutSource;
  /** The IUT's id in the run (records carry it). */
  iutId: string;
  /** The transport the records name (the IUT's own, or the wire transport). */
  transport: TransportName;
  /** The IUT's answer to `hello` in the run (roles decide what applies). */
  hello: HelloResult;
  caseIds: string[];
  /** Shrink failures (false in the self-test, which only needs caught or not). */
  shrink: boolean;
  seed: number;
  budget: CaseContext['budget'];
  deadlines: Deadlines;
  /** For wire cases: the transport the worker serves its own fleet on, and how the IUT is reached. */
  wire?: { kind: VendorTransport; iutTransport: TransportName };
}
