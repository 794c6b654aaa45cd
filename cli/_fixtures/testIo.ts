import type { CliIo } from '../Io.ts';

/** An io that records what the CLI writes; the clock advances `tick` ms per reading. */
export function testIo(
  options: { env?: Record<string, string>; tty?: boolean; tick?: number } = {},
) {
  const out: string[] = [];
  const err: string[] = [];
  let t = 1_000_000;
  let shutdownRequested = 0;
  const io: CliIo = {
    stdout: { write: (s: string) => out.push(s) },
    stderr: { write: (s: string) => err.push(s), isTTY: options.tty ?? false },
    env: options.env ?? {},
    now: () => (t += options.tick ?? 0),
    waitForShutdown: async () => {
      shutdownRequested += 1;
    },
  };
  return {
    io,
    stdout: () => out.join(''),
    stderr: () => err.join(''),
    shutdowns: () => shutdownRequested,
  };
}
