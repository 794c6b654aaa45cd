import { spawnSync } from 'node:child_process';

/** OpenSSL's own P-256 rate (`openssl speed ecdsap256`), or why it could not be measured. */
export type OpensslRate =
  | {
      available: true;
      version: string;
      /** Signs and verifies per second of one core (openssl speed counts CPU time). */
      signsPerSecond: number;
      verifiesPerSecond: number;
      /** One sign plus one verify: 1 / (1/sign + 1/verify), per core. */
      pairsPerSecond: number;
      /** `-multi <cores>`: the same on every core at once. */
      pairsPerSecondAllCores: number | null;
    }
  | { available: false; reason: string };

const LINE = /nistp256\)\s+[\d.]+s\s+[\d.]+s\s+([\d.]+)\s+([\d.]+)/;

function speed(args: string[]): { sign: number; verify: number } | string {
  const run = spawnSync('openssl', ['speed', '-seconds', '3', ...args, 'ecdsap256'], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.error !== undefined) return run.error.message;
  if (run.status !== 0) return `openssl speed exited ${String(run.status)}`;
  const m = LINE.exec(run.stdout);
  if (m === null) return 'no nistp256 line in the output of openssl speed';
  return { sign: Number(m[1]), verify: Number(m[2]) };
}

/** Runs `openssl speed` once on one core and once with `-multi cores`. */
export function opensslRate(cores: number): OpensslRate {
  const version = spawnSync('openssl', ['version'], { encoding: 'utf8' });
  if (version.error !== undefined || version.status !== 0) {
    return { available: false, reason: 'no openssl binary on PATH' };
  }
  const one = speed([]);
  if (typeof one === 'string') return { available: false, reason: one };
  const pair = (r: { sign: number; verify: number }) => 1 / (1 / r.sign + 1 / r.verify);
  const all = cores > 1 ? speed(['-multi', String(cores)]) : one;
  return {
    available: true,
    version: version.stdout.trim(),
    signsPerSecond: one.sign,
    verifiesPerSecond: one.verify,
    pairsPerSecond: pair(one),
    pairsPerSecondAllCores: typeof all === 'string' ? null : pair(all),
  };
}
