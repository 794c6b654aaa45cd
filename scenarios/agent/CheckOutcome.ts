import type { Evidence, Verdict } from '../../harness/results/types.ts';
import type { CheckHead } from './CheckHead.ts';

/**
 * What one check concluded about one of its heads. Checks return outcomes; the engine makes the
 * records (case id per binding, IUT, transport, replay command, bounded evidence). `error` is a
 * check that could not judge what the agent did (a stream cut by the harness's deadline, a
 * transport failure it saw); an agent that never enters the state a rule is about (every task
 * finished at once) is `not-applicable`, a correct agent's right.
 */
export interface CheckOutcome {
  head: CheckHead;
  verdict: Verdict;
  evidence: Evidence;
  /** A live-agent property counterexample: the engine's replay command reruns it (`--path`). */
  rerun?: { seed: number; path: string };
}
