import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Jwks } from '../../harness/contract/types.ts';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { ProcessGroup } from '../../harness/transports/index.ts';
import type { ImplManifest, ManifestAgent } from './ImplManifest.ts';

/** Most stderr kept of an agent, for the message when it fails to start. */
const STDERR_TAIL = 16 * 1024;
/** Longest ready line read: a URL and a public key set. */
const MAX_READY_LINE = 64 * 1024;
const GRACE_MS = 2_000;

/** An SDK agent serving on 127.0.0.1, started from its manifest. */
export interface StartedManifestAgent {
  id: string;
  /** The origin that serves `/.well-known/agent-card.json`. */
  url: string;
  /** The public keys its card is signed with, when it said. */
  jwks?: Jwks;
  /** Stops the agent's whole process group (stdin closed, then SIGTERM, then SIGKILL). */
  close(): Promise<void>;
}

/**
 * Starts one agent of an implementation (the agent command protocol of implementations/README.md):
 * the command runs through the shell in the implementation's folder, in a process group of its
 * own, and must print one JSON line `{"url", "jwks"?}` naming a loopback HTTP origin within
 * `readyMs`. Anything else is `ENV_SETUP_FAILED` with the agent's last stderr: an SDK agent that
 * does not start is the environment's failure, never a verdict.
 */
export async function startManifestAgent(
  manifest: ImplManifest,
  agent: ManifestAgent,
  readyMs: number,
): Promise<StartedManifestAgent> {
  const child = spawn(agent.command, {
    cwd: manifest.dir,
    shell: '/bin/bash',
    detached: process.platform !== 'win32',
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const group = child.pid === undefined ? undefined : new ProcessGroup(child.pid, GRACE_MS);
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_TAIL);
  });
  // The agent stops when its stdin closes; an error writing to a gone agent is not ours.
  child.stdin.on('error', () => undefined);
  const close = async (): Promise<void> => {
    child.stdin.end();
    await group?.terminate();
  };
  const failed = async (why: string): Promise<never> => {
    await close();
    const said = stderr.trimEnd();
    throw new CrosscheckError(
      'ENV_SETUP_FAILED',
      `Failed to start the SDK agent ${agent.id}: \`${agent.command}\` in ${manifest.dir}: ${why}. Run the implementation's install script (${manifest.install}) and start the agent by hand to see why.${said === '' ? '' : `\nIts stderr:\n${said}`}`,
    );
  };
  const line = await new Promise<string | Error>((resolve) => {
    const lines = createInterface({ input: child.stdout, crlfDelay: Infinity });
    const timer = setTimeout(
      () => resolve(new Error(`it printed no ready line within ${readyMs} ms`)),
      readyMs,
    );
    const done = (v: string | Error): void => {
      clearTimeout(timer);
      lines.close();
      resolve(v);
    };
    lines.once('line', (l) => done(l));
    child.once('error', (e) => done(new Error(`it could not start (${e.message})`)));
    child.once('exit', (code, signal) =>
      done(new Error(`it exited (${signal ?? `code ${code}`}) before it was ready`)),
    );
  });
  if (line instanceof Error) return failed(line.message);
  if (line.length > MAX_READY_LINE) return failed('its ready line is over 64 KiB');
  let ready: unknown;
  try {
    ready = JSON.parse(line);
  } catch {
    return failed(`its first line is not JSON: ${JSON.stringify(line.slice(0, 200))}`);
  }
  const obj = (typeof ready === 'object' && ready !== null ? ready : {}) as Record<string, unknown>;
  const url = obj['url'];
  if (typeof url !== 'string' || !isLoopbackHttp(url))
    return failed(
      `its ready line names no loopback http URL: ${JSON.stringify(line.slice(0, 200))}`,
    );
  const jwks = obj['jwks'];
  const keys = (jwks as { keys?: unknown } | undefined)?.keys;
  if (jwks !== undefined && !Array.isArray(keys))
    return failed('its ready line has a "jwks" without a "keys" list');
  return {
    id: agent.id,
    url: url.replace(/\/+$/, ''),
    ...(jwks !== undefined && { jwks: jwks as Jwks }),
    close,
  };
}

function isLoopbackHttp(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' && (u.hostname === '127.0.0.1' || u.hostname === '[::1]');
  } catch {
    return false;
  }
}
