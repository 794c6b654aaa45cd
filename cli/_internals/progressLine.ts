import { neutralizeControls } from '../../harness/text/index.ts';
import type { ProgressEvent } from '../engine.ts';
import type { CliIo } from '../Io.ts';

const SHOW_AFTER_MS = 1000;
const REDRAW_EVERY_MS = 100;

/** Whether the environment says it is CI (GitHub Actions, GitLab, … all set `CI`). */
function isCi(env: CliIo['env']): boolean {
  const ci = env.CI;
  return ci !== undefined && ci !== '' && ci !== '0' && ci.toLowerCase() !== 'false';
}

/**
 * A one-line progress display on stderr for runs that last more than a second (DESIGN §6).
 * Silent when stderr is not a terminal or under CI, so logs and pipes stay clean.
 */
export function progressLine(io: Required<CliIo>): {
  update(event: ProgressEvent): void;
  clear(): void;
} {
  const enabled = io.stderr.isTTY === true && !isCi(io.env);
  const start = io.now();
  let lastDraw = -Infinity;
  let drawn = false;
  return {
    update(event) {
      if (!enabled) return;
      const t = io.now();
      if (t - start < SHOW_AFTER_MS || t - lastDraw < REDRAW_EVERY_MS) return;
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
    },
    clear() {
      if (drawn) io.stderr.write('\r\x1b[2K');
    },
  };
}
