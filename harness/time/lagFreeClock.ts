/**
 * A stopwatch that leaves out this process's own event-loop lag. The harness judges a stall by a
 * deadline; on a loaded machine (or with many agents judged at once) a timer may fire a second
 * late, in the agent as much as in the harness, and that second is nobody's stall. A ticker
 * every `TICK_MS` sums how late it ran; time the loop spent not running is subtracted. A real
 * stall costs no lag, so it is caught as soon as on an idle machine.
 */
const TICK_MS = 10;
/** Lateness under this is timer jitter, not lag. */
const JITTER_MS = 2;

export interface LagFreeClock {
  /** Milliseconds since the clock started, without the event-loop lag seen meanwhile. */
  elapsed(): number;
  /** Stops the clock (the ticker stops with the last clock). Idempotent. */
  stop(): void;
}

/** Where the clocks read the time and how they tick: real ones by default, tests pass theirs. */
export interface ClockSource {
  now(): number;
  /** Calls `fn` every `ms` (as late as the event loop makes it); returns how to stop. */
  every(ms: number, fn: () => void): () => void;
}

const realSource: ClockSource = {
  now: () => performance.now(),
  every(ms, fn) {
    const handle = setInterval(fn, ms);
    handle.unref();
    return () => clearInterval(handle);
  },
};

/**
 * A factory of lag-free clocks over `source`; clocks from one factory share one ticker, which
 * runs while any of them does.
 */
export function lagFreeClocks(source: ClockSource = realSource): () => LagFreeClock {
  let users = 0;
  let stopTicker: (() => void) | undefined;
  let lag = 0;
  let last = 0;
  const pending = (now: number): number => Math.max(0, now - last - TICK_MS - JITTER_MS);
  const tick = (): void => {
    const now = source.now();
    lag += pending(now);
    last = now;
  };
  return () => {
    if (users++ === 0) {
      last = source.now();
      stopTicker = source.every(TICK_MS, tick);
    }
    const started = source.now();
    const lagAtStart = lag + pending(started);
    let stopped = false;
    return {
      elapsed() {
        const now = source.now();
        return now - started - (lag + pending(now) - lagAtStart);
      },
      stop() {
        if (stopped) return;
        stopped = true;
        if (--users === 0) stopTicker?.();
      },
    };
  };
}

/** Starts a clock; stop it when done (the ticker is unref'd, so a forgotten one holds nothing). */
export const lagFreeClock: () => LagFreeClock = lagFreeClocks();
