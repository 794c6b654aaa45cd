import { neutralizeControls } from '../../harness/text/index.ts';
import type { ProgressEvent } from '../engine.ts';
import type { CliIo } from '../Io.ts';

const SHOW_AFTER_MS = 1000;
const REDRAW_EVERY_MS = 100;
/** How often the line is redrawn with no new event, so the clock moves during a long check. */
const TICK_MS = 1000;
/** On a log (not a terminal, or CI): one plain line this often, so a long run is seen to move. */
const LOG_EVERY_MS = 10_000;

/** Whether the environment says it is CI (GitHub Actions, GitLab, … all set `CI`). */
function isCi(env: CliIo['env']): boolean {
  const ci = env.CI;
  return ci !== undefined && ci !== '' && ci !== '0' && ci.toLowerCase() !== 'false';
}

/** The timer the line ticks with; tests pass their own. */
export interface Ticker {
  every(ms: number, fn: () => void): { stop(): void };
}

const realTicker: Ticker = {
  every(ms, fn) {
    const handle = setInterval(fn, ms);
    handle.unref();
    return { stop: () => clearInterval(handle) };
  },
};

/**
 * Progress on stderr for runs that last more than a second (DESIGN §6): cases done out of the
 * total, elapsed seconds and what runs now. On a terminal, one line redrawn in place, ticking once
 * a second with no event, so a long agent check (which reports only when it starts) still shows
 * time passing. On a log (stderr not a terminal, or CI), a plain line at most every ten seconds
 * instead, written as progress events arrive (no timer runs beside the run), with no cursor
 * movement, so a CI log shows the run moving and a pipe stays readable.
 */
export function progressLine(
  io: Required<CliIo>,
  ticker: Ticker = realTicker,
): {
  update(event: ProgressEvent): void;
  clear(): void;
} {
  const enabled = io.stderr.isTTY === true && !isCi(io.env);
  const start = io.now();
  let lastLogged = start;
  let lastDraw = -Infinity;
  let drawn = false;
  let last: ProgressEvent | undefined;
  const draw = (event: ProgressEvent, t: number): void => {
    lastDraw = t;
    drawn = true;
    const pct = event.total > 0 ? Math.floor((100 * event.done) / event.total) : 0;
    // The label names an IUT or an agent: nothing in it may act on the terminal.
    const label = event.label ? ` ${neutralizeControls(event.label)}` : '';
    // \r + "erase line": the line is redrawn in place, never scrolled.
    io.stderr.write(
      `\r\x1b[2K[${event.done}/${event.total} ${pct}%] ${((t - start) / 1000).toFixed(0)}s${label}`.slice(
        0,
        200,
      ),
    );
  };
  const log = (event: ProgressEvent, t: number): void => {
    lastLogged = t;
    const pct = event.total > 0 ? Math.floor((100 * event.done) / event.total) : 0;
    const label = event.label ? ` ${neutralizeControls(event.label)}` : '';
    io.stderr.write(
      `a2a-crosscheck: [${event.done}/${event.total} ${pct}%] ${((t - start) / 1000).toFixed(0)}s${label}`.slice(
        0,
        200,
      ) + '\n',
    );
  };
  // A log gets its lines from the events themselves: no timer runs while the run does.
  const timer = enabled
    ? ticker.every(TICK_MS, () => {
        const t = io.now();
        if (last && t - start >= SHOW_AFTER_MS) draw(last, t);
      })
    : undefined;
  return {
    update(event) {
      last = event;
      if (!enabled) {
        const t = io.now();
        if (t - lastLogged >= LOG_EVERY_MS) log(event, t);
        return;
      }
      const t = io.now();
      if (t - start < SHOW_AFTER_MS || t - lastDraw < REDRAW_EVERY_MS) return;
      draw(event, t);
    },
    clear() {
      timer?.stop();
      if (drawn) io.stderr.write('\r\x1b[2K');
    },
  };
}
