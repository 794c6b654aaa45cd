import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { isCrosscheckError } from '../errors/CrosscheckError.ts';
import { IutProcessError } from './IutProcessError.ts';
import { liveProcesses } from './_internals/liveProcesses.ts';
import { createStdioIut, type StdioIut, type StdioIutOptions } from './stdioIut.ts';

/** POSIX single-quoting, so a script survives `shell: true` untouched. */
function sh(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/**
 * A tiny adapter as `node -e`: answers `hello`, and hands every other request to `onRequest`
 * (JavaScript source with `req`, `send(obj)`, `answer(result)` in scope).
 */
function fakeAdapter(onRequest: string, prelude = ''): string {
  const script = `${prelude}
const rl = require("readline").createInterface({ input: process.stdin });
const send = (o) => process.stdout.write(JSON.stringify(o) + "\\n");
rl.on("line", (line) => {
  const req = JSON.parse(line);
  const answer = (result) => send({ jsonrpc: "2.0", id: req.id, result });
  if (req.method === "hello") return answer({ name: "fake", version: "0.0.1", contractVersion: "1.0", roles: ["consumer"] });
  ${onRequest}
});`;
  return `node -e ${sh(script)}`;
}

const artifacts = (n: number) => ({
  artifacts: Array.from({ length: n }, (_, i) => ({ artifactId: `a${i}`, parts: [] })),
});
const events = (n: number, extra: Record<string, unknown> = {}) => ({
  events: Array.from({ length: n }, () => ({ ...extra })),
});

const open: StdioIut[] = [];
function start(command: string, options: StdioIutOptions = {}): StdioIut {
  const iut = createStdioIut(command, {
    id: 'fake',
    deadlineMs: 2_000,
    killGraceMs: 200,
    ...options,
  });
  open.push(iut);
  return iut;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((iut) => iut.close()));
});

async function failure(promise: Promise<unknown>): Promise<IutProcessError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof IutProcessError))
    throw new Error(`expected an IutProcessError, got ${String(error)}`);
  return error;
}

describe('createStdioIut', () => {
  it('handshakes first, then answers pipelined calls by id even when answers come out of order', async () => {
    // Each answer is delayed by 10 ms × (3 − n): the last request is answered first.
    const iut = start(
      fakeAdapter(
        'setTimeout(() => answer({ artifacts: req.params.events.map((_, i) => ({ artifactId: "a" + i, parts: [] })) }), 10 * (3 - req.params.events.length));',
      ),
    );

    const hello = await iut.call('hello', { contractVersion: '1.0' });
    const results = await Promise.all([1, 2, 3].map((n) => iut.call('reassemble', events(n))));

    expect(hello).toEqual({
      name: 'fake',
      version: '0.0.1',
      contractVersion: '1.0',
      roles: ['consumer'],
    });
    expect(results).toEqual([artifacts(1), artifacts(2), artifacts(3)]);
    expect(iut.starts).toBe(1);
  });

  it('reports a crash mid-call as IUT_CRASHED with exit code and stderr, then restarts on the next call', async () => {
    const iut = start(
      fakeAdapter(
        'if (req.params.events.length === 0) { process.stderr.write("boom: cannot reassemble nothing\\n"); process.exit(3); } answer({ artifacts: [] });',
      ),
    );

    const crash = await failure(iut.call('reassemble', events(0)));
    const after = await iut.call('reassemble', events(1));

    expect(crash.code).toBe('IUT_CRASHED');
    expect(crash.exit).toEqual({ code: 3, signal: null });
    expect(crash.message).toContain('"reassemble"');
    expect(crash.message).toContain('exit code 3');
    expect(crash.message).toContain('boom: cannot reassemble nothing');
    expect(after).toEqual({ artifacts: [] });
    expect(iut.starts).toBe(2);
    expect(iut.stderrTail()).toContain('boom: cannot reassemble nothing');
  });

  it("charges a non-JSON stdout line to the call in progress and ignores that call's late answer", async () => {
    const iut = start(
      fakeAdapter(
        'if (req.params.events.length === 1) process.stdout.write("Loading model...\\n"); setTimeout(() => answer({ artifacts: [] }), 20);',
      ),
    );

    const error = await failure(iut.call('reassemble', events(1)));
    await new Promise((r) => setTimeout(r, 50));
    const next = await iut.call('reassemble', events(2));

    expect(error.code).toBe('IUT_PROTOCOL_ERROR');
    expect(error.message).toContain('not JSON: "Loading model..."');
    expect(next).toEqual({ artifacts: [] });
    expect(iut.starts).toBe(1);
  });

  it('charges an answer with an unknown id to the call in progress', async () => {
    const iut = start(
      fakeAdapter('send({ jsonrpc: "2.0", id: req.id + 1000, result: { artifacts: [] } });'),
    );

    const error = await failure(iut.call('reassemble', events(1)));

    expect(error.code).toBe('IUT_PROTOCOL_ERROR');
    expect(error.message).toMatch(/answered id \d+, which was never sent/);
  });

  it('reports a duplicate answer against the next call when none is in progress', async () => {
    const iut = start(fakeAdapter('answer({ artifacts: [] }); answer({ artifacts: [] });'));

    const first = await iut.call('reassemble', events(1));
    await new Promise((r) => setTimeout(r, 50));
    const second = await failure(iut.call('reassemble', events(1)));
    const third = await iut.call('reassemble', events(1));

    expect(first).toEqual({ artifacts: [] });
    expect(second.code).toBe('IUT_PROTOCOL_ERROR');
    // Before or during the second call, depending on when the duplicate line is read.
    expect(second.message).toMatch(/answered id \d+ a second time/);
    expect(third).toEqual({ artifacts: [] });
  });

  it('times out a hung call with IUT_TIMEOUT naming the call, and starts afresh', async () => {
    const iut = start(
      fakeAdapter('if (req.params.events.length === 0) return; answer({ artifacts: [] });'),
      { deadlineMs: 150 },
    );

    const hung = await failure(iut.call('reassemble', events(0)));
    // The restarted process gets a wide deadline: a loaded machine may start it slowly.
    const next = await iut.call('reassemble', events(1), { deadlineMs: 10_000 });

    expect(hung.code).toBe('IUT_TIMEOUT');
    expect(hung.message).toContain('"reassemble"');
    expect(hung.message).toContain('no answer within 150 ms');
    expect(next).toEqual({ artifacts: [] });
    expect(iut.starts).toBe(2);
  });

  it('refuses a line over the cap with IUT_PROTOCOL_ERROR, without buffering it whole', async () => {
    const iut = start(fakeAdapter('process.stdout.write("x".repeat(64 * 1024));'), {
      maxLineBytes: 4_096,
    });

    const error = await failure(iut.call('reassemble', events(1)));

    expect(error.code).toBe('IUT_PROTOCOL_ERROR');
    expect(error.message).toContain('over the 4096-byte cap');
  });

  it('waits for a slow start within the startup deadline', async () => {
    const slow = fakeAdapter(
      'answer({ artifacts: [] });',
      'const until = Date.now() + 400; while (Date.now() < until) {}',
    );
    // Wide deadlines on purpose: only "slow but within the deadline" is under test.
    const iut = start(slow, { startupDeadlineMs: 15_000, deadlineMs: 5_000 });

    const result = await iut.call('reassemble', events(1));

    expect(result).toEqual({ artifacts: [] });
  });

  it('fails a start slower than the startup deadline with IUT_TIMEOUT on hello', async () => {
    const slow = fakeAdapter(
      'answer({ artifacts: [] });',
      'const until = Date.now() + 2000; while (Date.now() < until) {}',
    );
    const iut = start(slow, { startupDeadlineMs: 150 });

    const error = await failure(iut.call('reassemble', events(1)));

    expect(error.code).toBe('IUT_TIMEOUT');
    expect(error.call).toBe('hello');
    expect(error.message).toContain('startup deadline');
  });

  it('rejects a result outside the contract schema with IUT_BAD_RESULT', async () => {
    const iut = start(fakeAdapter('answer({ artifacts: "all of them" });'));

    const error: unknown = await iut.call('reassemble', events(1)).catch((e: unknown) => e);

    expect(isCrosscheckError(error, 'IUT_BAD_RESULT')).toBe(true);
  });

  it('maps -32601 to IUT_ROLE_UNSUPPORTED and any other JSON-RPC error to IUT_PROTOCOL_ERROR', async () => {
    const iut = start(
      fakeAdapter(
        'send({ jsonrpc: "2.0", id: req.id, error: req.method === "sign" ? { code: -32601, message: "Method not found" } : { code: -32000, message: "KeyError: capabilities" } });',
      ),
    );

    const missing = await failure(
      iut.call('sign', {
        card: {},
        privateJwk: {},
        protectedHeader: {},
        canonicalization: 'a2a-1.0',
      }),
    );
    const thrown = await failure(iut.call('reassemble', events(1)));

    expect(missing.code).toBe('IUT_ROLE_UNSUPPORTED');
    expect(thrown.code).toBe('IUT_PROTOCOL_ERROR');
    expect(thrown.message).toContain('-32000 "KeyError: capabilities"');
  });

  it('gives up after repeated failed starts instead of respawning for ever', async () => {
    const iut = start(
      `node -e ${sh('process.stderr.write("missing dependency\\n"); process.exit(1)')}`,
      { maxStartAttempts: 2 },
    );

    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await failure(iut.call('reassemble', events(1)))).code);

    expect(codes).toEqual(['IUT_CRASHED', 'IUT_CRASHED', 'IUT_CRASHED']);
    expect(iut.starts).toBe(2);
    expect(iut.stderrTail()).toContain('missing dependency');
  });

  it('close() ends a child that ignores SIGTERM (SIGKILL after the grace period)', async () => {
    const iut = start(
      fakeAdapter(
        'answer({ artifacts: [] });',
        'process.on("SIGTERM", () => {}); setInterval(() => {}, 1000);',
      ),
      { killGraceMs: 150 },
    );
    await iut.call('reassemble', events(1));
    const pid = iut.pid!;

    await iut.close();

    expect(running(pid)).toBe(false);
    await expect(iut.call('reassemble', events(1))).rejects.toMatchObject({ code: 'USAGE' });
  });
});

/**
 * Attack cases: adapters whose own children outlive them. Each starts a
 * grandchild in the adapter's process group and prints its pid on stderr.
 */
describe('no adapter process outlives the IUT', () => {
  /**
   * An adapter that starts a grandchild and serves only once the grandchild is ready (its
   * SIGTERM handler installed, its pid printed on the shared stderr).
   */
  const withGrandchild = (onRequest: string, ignoreTerm: boolean): string => {
    const grand = `${ignoreTerm ? 'process.on("SIGTERM", () => {});' : ''} process.stderr.write("grandchild " + process.pid + "\\n"); process.stdout.write("ready\\n"); setInterval(() => {}, 1000);`;
    const script = `
const g = require("child_process").spawn(process.execPath, ["-e", ${JSON.stringify(grand)}], { stdio: ["ignore", "pipe", "inherit"] });
g.stdout.once("data", () => {
  const rl = require("readline").createInterface({ input: process.stdin });
  const send = (o) => process.stdout.write(JSON.stringify(o) + "\\n");
  rl.on("line", (line) => {
    const req = JSON.parse(line);
    const answer = (result) => send({ jsonrpc: "2.0", id: req.id, result });
    if (req.method === "hello") return answer({ name: "fake", version: "0.0.1", contractVersion: "1.0", roles: ["consumer"] });
    ${onRequest}
  });
});`;
    return `node -e ${sh(script)}`;
  };
  const pidOf = (iut: StdioIut): number => Number(/grandchild (\d+)/.exec(iut.stderrTail())![1]);

  it('close() kills a grandchild that ignores SIGTERM after the adapter itself has exited', async () => {
    const iut = start(withGrandchild('answer({ artifacts: [] });', true), {
      killGraceMs: 150,
    });
    await iut.call('reassemble', events(1));
    const pid = pidOf(iut);
    expect(running(pid)).toBe(true);

    await iut.close();

    expect(running(pid)).toBe(false);
  });

  it('an adapter that crashes takes its children with it, close() or not', async () => {
    const iut = start(withGrandchild('process.exit(3);', false), { killGraceMs: 150 });

    const crash = await failure(iut.call('reassemble', events(1)));
    const pid = pidOf(iut);

    expect(crash.code).toBe('IUT_CRASHED');
    // No deadline of its own (vitest's bound hangs): a loaded machine may take long to reap it.
    while (running(pid)) await sleep(50);
    expect(running(pid)).toBe(false);
  });

  it('an adapter that crashes leaves no SIGTERM-proof child behind once closed', async () => {
    const iut = start(withGrandchild('process.exit(3);', true), { killGraceMs: 150 });

    await failure(iut.call('reassemble', events(1)));
    const pid = pidOf(iut);
    await iut.close();

    expect(running(pid)).toBe(false);
  });

  it('a timed-out adapter is stopped with its whole group before the next start', async () => {
    const iut = start(withGrandchild('/* never answers */', true), {
      deadlineMs: 150,
      killGraceMs: 150,
    });

    await failure(iut.call('reassemble', events(1)));
    const pid = pidOf(iut);
    await iut.close();

    expect(running(pid)).toBe(false);
  });
});

/** Whether `pid` is a running (non-zombie) process: zombies wait for PID 1 and run nothing. */
function running(pid: number): boolean {
  const all = liveProcesses();
  if (all !== undefined) return all.some((p) => p.pid === pid);
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
