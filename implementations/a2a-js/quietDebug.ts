let depth = 0;
let saved: typeof console.debug | undefined;

/**
 * Runs `work` with `console.debug` silenced. The SDK's signature verifier logs every entry that
 * fails to verify with `console.debug` (the whole entry and the jose error), which would flood
 * the harness's output; the outcome itself reaches the report as the verdict. Reference-counted,
 * so overlapping calls restore the original only when the last one ends.
 */
export async function quietDebug<T>(work: () => Promise<T>): Promise<T> {
  if (depth++ === 0) {
    saved = console.debug;
    console.debug = () => undefined;
  }
  try {
    return await work();
  } finally {
    if (--depth === 0 && saved !== undefined) console.debug = saved;
  }
}
