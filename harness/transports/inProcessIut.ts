import {
  CONTRACT_VERSION,
  type AdapterModule,
  type CallName,
  type ContractCalls,
  type HelloResult,
  type Iut,
} from '../contract/types.ts';
import {
  DEFAULT_RESULT_LIMITS,
  type PlainJsonLimits,
  describeThrown,
  toPlainJson,
  validateResult,
} from '../contract/validateContract.ts';
import { CrosscheckError, isCrosscheckError } from '../errors/CrosscheckError.ts';
import { DEFAULT_CALL_DEADLINE_MS } from './defaults.ts';
import { withDeadline } from './withDeadline.ts';

/** Options of the in-process transport. */
export interface InProcessOptions {
  /** Per-call deadline; default {@link DEFAULT_CALL_DEADLINE_MS}. */
  deadlineMs?: number;
  /** Bounds on each result's size and depth; default `DEFAULT_RESULT_LIMITS` (4 M characters, 256 levels). */
  resultLimits?: Partial<PlainJsonLimits>;
}

/**
 * Presents an adapter module loaded in this process as an {@link Iut}: every call gets a
 * deadline, a thrown error becomes IUT_CRASHED (with the original as `cause`), a missing call is
 * IUT_ROLE_UNSUPPORTED, and every result is copied into plain JSON (`toPlainJson`: no bigints,
 * functions, cycles, getters, nor more than the size limit) and checked against the contract
 * schema, both failing with IUT_BAD_RESULT. The harness only ever sees the copy.
 *
 * What an in-process adapter can still do to the harness, and only a child process (the stdio
 * transport) prevents: block the event loop (a synchronous endless loop), throw from a timer
 * after answering (an uncaught exception), or exhaust memory.
 */
export function createInProcessIut(
  id: string,
  adapter: AdapterModule,
  options: InProcessOptions = {},
): Iut {
  const defaultDeadline = options.deadlineMs ?? DEFAULT_CALL_DEADLINE_MS;
  const limits: PlainJsonLimits = { ...DEFAULT_RESULT_LIMITS, ...options.resultLimits };
  return {
    id,
    async call<K extends CallName>(
      name: K,
      params: ContractCalls[K]['params'],
      callOptions: { deadlineMs?: number } = {},
    ): Promise<ContractCalls[K]['result']> {
      const fn = adapter[name] as ((p: unknown) => unknown) | undefined;
      if (typeof fn !== 'function') {
        throw new CrosscheckError(
          'IUT_ROLE_UNSUPPORTED',
          `Failed to call "${name}" on ${id}: the adapter does not export it. Export "${name}" or stop declaring its role in hello.`,
        );
      }
      const ms = callOptions.deadlineMs ?? defaultDeadline;
      let result: unknown;
      try {
        result = await withDeadline(
          Promise.resolve().then(() => fn.call(adapter, params)),
          ms,
          () =>
            `Failed to get an answer to "${name}" from ${id}: no result within ${ms} ms. Make the call return (or throw) before its deadline.`,
        );
      } catch (cause) {
        if (isCrosscheckError(cause, 'IUT_TIMEOUT')) throw cause;
        const thrown = describeThrown(cause);
        // A message that ends its own sentence gets no second full stop.
        throw new CrosscheckError(
          'IUT_CRASHED',
          `Failed to call "${name}" on ${id}: it threw ${thrown}${/[.!?]$/.test(thrown) ? '' : '.'}`,
          { cause },
        );
      }
      const plain = toPlainJson(name, result, id, limits);
      validateResult(name, plain, id);
      return plain as ContractCalls[K]['result'];
    },
    async close(): Promise<void> {},
  };
}

/** Calls `hello` and checks the contract version the IUT speaks. */
export async function handshake(iut: Iut): Promise<HelloResult> {
  const hello = await iut.call('hello', { contractVersion: CONTRACT_VERSION });
  if (hello.contractVersion.split('.')[0] !== CONTRACT_VERSION.split('.')[0]) {
    throw new CrosscheckError(
      'IUT_PROTOCOL_ERROR',
      `Failed to handshake with ${iut.id}: it speaks contract ${hello.contractVersion}, the harness speaks ${CONTRACT_VERSION}. Update the adapter.`,
    );
  }
  return hello;
}
