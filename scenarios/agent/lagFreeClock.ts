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

let users = 0;
let ticker: NodeJS.Timeout | undefined;
let lag = 0;
let last = 0;

const pending = (now: number): number => Math.max(0, now - last - TICK_MS - JITTER_MS);

function tick(): void {
  const now = performance.now();
  lag += pending(now);
  last = now;
}

export interface LagFreeClock {
  /** Milliseconds since the clock started, without the event-loop lag seen meanwhile. */
  elapsed(): number;
  /** Stops the clock (the ticker stops with the last clock). Idempotent. */
  stop(): void;
}

/** Starts a clock; stop it when done (the ticker is unref'd, so a forgotten one holds nothing). */
export function lagFreeClock(): LagFreeClock {
  if (users++ === 0) {
    last = performance.now();
    ticker = setInterval(tick, TICK_MS);
    ticker.unref();
  }
  const started = performance.now();
  const lagAtStart = lag + pending(started);
  let stopped = false;
  return {
    elapsed() {
      const now = performance.now();
      return now - started - (lag + pending(now) - lagAtStart);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      if (--users === 0) clearInterval(ticker);
    },
  };
}
