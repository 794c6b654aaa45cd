import type { CliIo, InterruptSignal } from '../Io.ts';

/**
 * An io that records what the CLI writes; the clock advances `tick` ms per reading;
 * `interrupt(signal)` delivers a signal to whatever handler the command registered.
 */
export function testIo(
  options: { env?: Record<string, string>; tty?: boolean; tick?: number } = {},
) {
  const out: string[] = [];
  const err: string[] = [];
  let t = 1_000_000;
  let shutdownRequested = 0;
  const handlers: ((signal: InterruptSignal) => void)[] = [];
  const io: CliIo = {
    stdout: { write: (s: string) => out.push(s) },
    stderr: { write: (s: string) => err.push(s), isTTY: options.tty ?? false },
    env: options.env ?? {},
    now: () => (t += options.tick ?? 0),
    waitForShutdown: async () => {
      shutdownRequested += 1;
    },
    onInterrupt: (handler) => {
      handlers.push(handler);
      return () => void handlers.splice(handlers.indexOf(handler), 1);
    },
  };
  return {
    io,
    interrupt: (signal: InterruptSignal) => handlers.at(-1)?.(signal),
    /** Resolves once the command has registered its interrupt handler. */
    async interruptible(): Promise<void> {
      while (handlers.length === 0) await new Promise((r) => setImmediate(r));
    },
    stdout: () => out.join(''),
    stderr: () => err.join(''),
    shutdowns: () => shutdownRequested,
  };
}
