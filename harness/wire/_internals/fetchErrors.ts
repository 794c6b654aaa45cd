import { CrosscheckError } from '../../errors/CrosscheckError.ts';
import { lagFreeClock } from '../../time/lagFreeClock.ts';

/**
 * One deadline for one exchange: a timer that aborts, merged with the caller's signal.
 * `timedOut()` tells a deadline from a caller's abort after the fact.
 */
export interface Deadline {
  readonly signal: AbortSignal;
  readonly ms: number;
  timedOut(): boolean;
  /** The exchange is over: stops the timer and its clock (idempotent). */
  clear(): void;
}

/**
 * Starts the deadline of one exchange. It runs on the lag-free clock: time this process spent
 * not running (a loaded machine, a busy event loop) is added back, so a slow harness is never
 * taken for a slow peer, while a peer that does not answer is cut as soon as on an idle machine.
 */
export function startDeadline(ms: number, callerSignal?: AbortSignal): Deadline {
  // A global setTimeout rather than AbortSignal.timeout: time is injected (tests drive it with
  // fake timers), and unref'd so a deadline never keeps the process alive.
  const controller = new AbortController();
  const clock = lagFreeClock();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = (wait: number): void => {
    timer = setTimeout(
      () => {
        const left = ms - clock.elapsed();
        if (left > 1) return arm(left);
        clock.stop();
        controller.abort(new DOMException(`the ${ms} ms deadline passed`, 'TimeoutError'));
      },
      Math.max(1, Math.ceil(wait)),
    );
    (timer as { unref?: () => void }).unref?.();
  };
  arm(ms);
  const clear = (): void => {
    clearTimeout(timer);
    clock.stop();
  };
  const timeout = controller.signal;
  const signal = callerSignal === undefined ? timeout : AbortSignal.any([timeout, callerSignal]);
  return { signal, ms, timedOut: () => timeout.aborted, clear };
}

/**
 * Maps whatever `fetch` or a body read threw to a harness error: the deadline becomes
 * `NET_TIMEOUT`, a caller's abort is rethrown untouched, anything else (refused connection,
 * msw refusing an unhandled request, reset stream) becomes `NET_UNREACHABLE` with the cause kept.
 */
export function toNetError(cause: unknown, deadline: Deadline, what: string): unknown {
  if (cause instanceof CrosscheckError) return cause;
  if (deadline.timedOut()) {
    return new CrosscheckError(
      'NET_TIMEOUT',
      `Failed to ${what}: no answer within the ${deadline.ms} ms deadline. Check that the peer is running, or raise the deadline.`,
      { cause },
    );
  }
  if (deadline.signal.aborted) return cause;
  return new CrosscheckError(
    'NET_UNREACHABLE',
    `Failed to ${what}: ${describeCause(cause)}. Check the URL and that the peer is listening.`,
    { cause },
  );
}

/**
 * `fetch failed` says nothing; the socket error under it does (`ECONNREFUSED`, `ECONNRESET`,
 * `UND_ERR_SOCKET: other side closed`). Follows `cause` two levels at most.
 */
function describeCause(cause: unknown): string {
  const parts: string[] = [];
  let at: unknown = cause;
  for (let depth = 0; depth < 3 && at !== undefined && at !== null; depth++) {
    if (at instanceof Error) {
      const code = (at as { code?: unknown }).code;
      parts.push(typeof code === 'string' ? `${code}: ${at.message}` : at.message);
      at = at.cause;
    } else {
      // Whatever else was thrown is shown as String() shows it (a string as itself).
      // eslint-disable-next-line @typescript-eslint/no-base-to-string
      parts.push(String(at));
      break;
    }
  }
  return parts.join(' (') + ')'.repeat(Math.max(0, parts.length - 1));
}
