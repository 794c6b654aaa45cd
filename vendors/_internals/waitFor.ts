/** Why a wait ended. */
export type WaitEnd = 'elapsed' | 'caller-aborted' | 'fleet-closed';

/**
 * Waits `ms`, or less if the caller goes away or the fleet closes. Every wait in a vendor goes
 * through here, so nothing a vendor does outlives its caller or the fleet.
 */
export function waitFor(
  ctx: { readonly closed: AbortSignal },
  ms: number,
  callerSignal: AbortSignal,
): Promise<WaitEnd> {
  if (ctx.closed.aborted) return Promise.resolve('fleet-closed');
  if (callerSignal.aborted) return Promise.resolve('caller-aborted');
  // Already due: yield once (a timer would add at least a millisecond, which generated fleets
  // with sub-millisecond timelines would pay on every step of thousands of tasks).
  if (ms <= 0) return new Promise((resolve) => setImmediate(() => resolve('elapsed')));
  return new Promise((resolve) => {
    const finish = (end: WaitEnd): void => {
      clearTimeout(timer);
      callerSignal.removeEventListener('abort', onCaller);
      ctx.closed.removeEventListener('abort', onClosed);
      resolve(end);
    };
    const onCaller = (): void => finish('caller-aborted');
    const onClosed = (): void => finish('fleet-closed');
    const target = performance.now() + ms;
    // Node timers may fire up to a millisecond early; re-arm so "elapsed" means elapsed.
    const tick = (): void => {
      const left = target - performance.now();
      if (left > 0) timer = setTimeout(tick, Math.ceil(left));
      else finish('elapsed');
    };
    let timer = setTimeout(tick, Math.max(0, Math.ceil(ms)));
    callerSignal.addEventListener('abort', onCaller, { once: true });
    ctx.closed.addEventListener('abort', onClosed, { once: true });
  });
}

/** Holds an exchange that will never progress, for at most `holdLimitMs`. */
export function hold(
  ctx: { readonly closed: AbortSignal; readonly holdLimitMs: number },
  callerSignal: AbortSignal,
): Promise<WaitEnd> {
  return waitFor(ctx, ctx.holdLimitMs, callerSignal);
}
