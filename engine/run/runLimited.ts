/** What {@link runLimited} is told besides its items. */
export interface RunLimitedOptions {
  /** Checked before each item starts: once true, no item starts (those running finish). */
  stopped?: () => boolean;
  /** Called with the first error an item throws, before the running items settle (to cut them). */
  onError?: (error: Error) => void;
}

/**
 * Maps `items` through `fn`, at most `limit` at a time, starting them in input order; results in
 * input order, `undefined` for an item that never started (only when `stopped` is given: without
 * it every item starts, or the pool throws). The first error an item throws stops
 * the pool from starting any other, and is thrown once every item already running has settled,
 * so nothing the pool started outlives it. The one concurrency pool of the engine: the contract
 * cases of an IUT, the agent checks of an agent, and the self-test's mutants and twins.
 */
export function runLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]>;
export function runLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
  options: RunLimitedOptions,
): Promise<(R | undefined)[]>;
export async function runLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
  options: RunLimitedOptions = {},
): Promise<(R | undefined)[]> {
  const out = new Array<R | undefined>(items.length);
  let next = 0;
  let failure: Error | undefined;
  const worker = async (): Promise<void> => {
    while (next < items.length && failure === undefined && options.stopped?.() !== true) {
      const i = next++;
      try {
        out[i] = await fn(items[i]!, i);
      } catch (error) {
        if (failure === undefined) {
          failure = error instanceof Error ? error : new Error(String(error));
          options.onError?.(failure);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failure !== undefined) throw failure;
  return out;
}
