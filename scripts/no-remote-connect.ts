/**
 * Proof that the harness connects only to loopback, as a program: run the CLI against an agent on
 * 127.0.0.1 that redirects its card, its JSON-RPC endpoint and its `jku` to non-loopback
 * addresses, under `strace -f -e trace=connect`, and fail if the harness (or anything it
 * started) called connect() on an address that is not loopback. Run it inside a network
 * namespace with only loopback up (scripts/no-remote-connect.sh does), so that a connect that
 * should never happen cannot reach anything either.
 *
 * Prints one line per connect() seen and a verdict; exits 0 when every connect was loopback.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startHostileAgent } from '../tests/attacks/_fixtures/startHostileAgent.ts';

// The CLI from source, as `npm run crosscheck` runs it (the compiled one is dist/, built on prepare).
const BIN = fileURLToPath(new URL('../cli/bin.ts', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'crosscheck-no-remote-'));
const trace = join(out, 'connect.strace');
const agent = await startHostileAgent();
const modes = ['redirect-card', 'redirect-rpc', 'redirect-jku'] as const;
// --seccomp-bpf stops the traced processes only at connect(), not at every system call: the same
// connect() calls are recorded, and the run is not slowed several times over by the tracer.
const args = [
  '-f',
  '--seccomp-bpf',
  '-e',
  'trace=connect',
  '-o',
  trace,
  process.execPath,
  '--import',
  'tsx',
  BIN,
  'run',
  ...modes.flatMap((m) => ['--agent-url', agent.cardUrl(m)]),
  '--out',
  join(out, 'report'),
];
const code = await new Promise<number | null>((resolve) => {
  const child = spawn('strace', args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CI: 'true' },
  });
  child.on('close', resolve);
});
await agent.close();

// strace prints e.g. connect(21, {sa_family=AF_INET, sin_port=htons(80), sin_addr=inet_addr("203.0.113.9")}, 16)
const calls = readFileSync(trace, 'utf8')
  .split('\n')
  .filter((l) => l.includes('connect('));
const address = (line: string): string =>
  /inet_addr\("([^"]+)"\)/.exec(line)?.[1] ??
  /inet_pton\(AF_INET6, "([^"]+)"/.exec(line)?.[1] ??
  (line.includes('AF_UNIX') ? 'unix' : '?');
const loopback = (a: string): boolean =>
  a === 'unix' || a.startsWith('127.') || a === '::1' || a.startsWith('::ffff:127.');
const remote = calls.map(address).filter((a) => !loopback(a));
// The trace is read: the folder goes, so runs do not pile folders of reports up in /tmp.
rmSync(out, { recursive: true, force: true });
console.log(`run exit code ${String(code)} (1 expected: every agent check is an error)`);
console.log(`connect() calls: ${calls.length}, loopback or unix: ${calls.length - remote.length}`);
for (const a of new Set(calls.map(address))) console.log(`  ${a}`);
console.log(
  remote.length === 0
    ? 'OK: no connect() to a non-loopback address'
    : `FAILED: ${remote.length} connect() to non-loopback addresses: ${[...new Set(remote)].join(', ')}`,
);
process.exitCode = remote.length === 0 && code === 1 ? 0 : 1;
