import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Where the kernel's ephemeral ports start when it does not say (Linux's default). */
const DEFAULT_EPHEMERAL_LOW = 32_768;

/** The lowest port of the kernel's ephemeral range, from which every `listen(0)` takes its port. */
function ephemeralLow(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/);
    const n = Number(low);
    return Number.isInteger(n) && n > 1024 ? n : DEFAULT_EPHEMERAL_LOW;
  } catch {
    return DEFAULT_EPHEMERAL_LOW;
  }
}

/** Listens on 127.0.0.1:`port` and closes again: true when it could (nothing listened there). */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A loopback port nothing listens on, and that no server of the suite will take while a test
 * uses it: one below the kernel's ephemeral range, since the suite's servers all listen on port 0
 * and the kernel hands those out from that range. The former way (listen on port 0, close, use
 * that port) gave the port back to the range: with eight workers beside six busy loops, another
 * file's server got it before the test connected, and the "dead" port served a card.
 */
export async function deadLoopbackPort(): Promise<number> {
  const below = ephemeralLow();
  // Spread the workers over a few ports (any free one will do; a shared one is no harm).
  const start = below - 1 - (process.pid % 512);
  for (let port = start; port > 1024 && port > start - 512; port -= 1) {
    if (await canListen(port)) return port;
  }
  throw new Error(
    `deadLoopbackPort: every port from ${start} down is in use; free one or raise the range`,
  );
}
