import type { BindingName, ProtocolGeneration } from '../../harness/wire/index.ts';
import type { CheckContext } from './CheckContext.ts';
import type { CheckHead } from './CheckHead.ts';
import type { CheckOutcome } from './CheckOutcome.ts';

export type { CheckHead } from './CheckHead.ts';

/**
 * How often a check runs against one agent:
 * - `card`: once, on the card alone;
 * - `each-binding`: once per interface the harness can drive (JSON-RPC, HTTP+JSON; gRPC for the
 *   checks that name it), its case ids suffixed `-jsonrpc` / `-http-json` / `-grpc`;
 * - `all-bindings`: once, with every binding at hand (binding agreement).
 */
export type CheckScope = 'card' | 'each-binding' | 'all-bindings';

/**
 * One black-box check of a live agent, as data plus behaviour: the rules and case ids it
 * records (so a check that cannot run still yields a record per head), where it runs, and the
 * probe itself. A check never throws for what the agent does; it throws only when it cannot
 * judge (deadline, unreachable), and the runner turns that into `error` records.
 */
export interface AgentCheck {
  /** Kebab-case, unique among the agent checks. */
  id: string;
  heads: CheckHead[];
  scope: CheckScope;
  /** Protocol generations the check's rules apply to; default v1.0 only. */
  generations?: readonly ProtocolGeneration[];
  /**
   * Bindings the check applies to (each-binding scope) or compares (all-bindings); default
   * JSON-RPC and HTTP+JSON ({@link EVERY_BINDING} adds gRPC).
   */
  bindings?: readonly BindingName[];
  /**
   * A gate runs first on each binding; when it does not pass, that interface does not answer A2A
   * and every other check on it is not applicable, charged to the gate's rule (one line for a dead
   * or hung interface, not one error per rule).
   */
  gate?: boolean;
  /** Run on the preferred binding only (a property search is costly; the bindings agree or BIND-* says not). */
  preferredOnly?: boolean;
  run(ctx: CheckContext): Promise<CheckOutcome[]>;
}

/**
 * The three bindings: for the checks that judge what every binding does alike (send, get,
 * cancel, stream, the interface answering, binding agreement), gRPC included. A check that
 * leaves `bindings` unset runs on JSON-RPC and HTTP+JSON only.
 */
export const EVERY_BINDING: readonly BindingName[] = ['JSONRPC', 'HTTP+JSON', 'GRPC'];

/** Suffix of a per-binding case id. */
export function bindingSlug(binding: BindingName): string {
  return binding === 'JSONRPC' ? 'jsonrpc' : binding === 'GRPC' ? 'grpc' : 'http-json';
}
