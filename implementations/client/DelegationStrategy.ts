import type {
  PlanParams,
  PlanResult,
  ReassembledArtifact,
  StreamEvent,
} from '../../harness/contract/types.ts';

/**
 * What distinguishes one client from another when it delegates a task: how it plans (from the
 * card), how it rebuilds streamed artifacts, and whether a failure sends it back to the same peer.
 */
export interface DelegationStrategy {
  plan(params: PlanParams): Promise<PlanResult>;
  reassemble(events: StreamEvent[]): ReassembledArtifact[];
  /** Attempts in all, the first included, before the client gives up. */
  maxAttempts: number;
  /**
   * How a peer's answer is read: a JSON-RPC answer's bytes or one event's data, as JSON, or why
   * not (the model's `readAnswer` step). Default the strict I-JSON parser.
   */
  readAnswer?: (input: Uint8Array | string) => { value: unknown } | { error: unknown };
}
