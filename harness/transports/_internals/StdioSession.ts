import { spawn, type ChildProcess } from 'node:child_process';
import type { CrosscheckErrorCode } from '../../errors/CrosscheckError.ts';
import { IutProcessError } from '../IutProcessError.ts';
import type { ByteRing } from './ByteRing.ts';
import { LineSplitter } from './LineSplitter.ts';
import { ProcessGroup } from './ProcessGroup.ts';

/** How one child process is started and bounded. */
export interface SessionInit {
  command: string;
  label: string;
  cwd: string | undefined;
  env: NodeJS.ProcessEnv;
  maxLineBytes: number;
  killGraceMs: number;
  stderr: ByteRing;
  /** Called once the process is gone and every pending call has been settled. */
  onEnd(session: StdioSession): void;
}

interface PendingCall {
  id: number;
  method: string;
  resolve(result: unknown): void;
  reject(error: unknown): void;
  timer: NodeJS.Timeout;
}

/** JSON-RPC "method not found": the adapter does not implement the call (JSON-RPC 2.0 §5.1). */
const METHOD_NOT_FOUND = -32601;

/**
 * One run of the adapter process: JSON-RPC 2.0 requests out on stdin, one answer per line on
 * stdout, pipelined (a map of pending calls by id). Everything the child does wrong becomes a
 * typed error against a call, never an exception in the harness:
 * - a line that is not a JSON-RPC answer, an unknown id or a second answer to one id is a
 *   protocol violation, charged to the oldest pending call (the call in progress); with none
 *   pending it is kept and charged to the next call;
 * - an answer to a call that already failed (timed out, charged with a violation) is ignored;
 * - a line over the cap kills the process (the stream cannot be resynchronised);
 * - exit fails every pending call with IUT_CRASHED, code, signal and stderr tail.
 */
export class StdioSession {
  readonly child: ChildProcess;
  /** The adapter's process group (POSIX); `undefined` on Windows or when the spawn failed. */
  private readonly group: ProcessGroup | undefined;
  private readonly pending = new Map<number, PendingCall>();
  private readonly answered = new Set<number>();
  private readonly retired = new Set<number>();
  private heldViolation: string | undefined;
  private exitInfo: { code: number | null; signal: string | null } | undefined;
  private stopReason: string | undefined;
  private ended = false;
  private readonly endPromise: Promise<void>;
  private markEnded!: () => void;

  constructor(private readonly init: SessionInit) {
    this.endPromise = new Promise((resolve) => (this.markEnded = resolve));
    // A process group of its own, so that stopping it reaches the shell's children too.
    this.child = spawn(init.command, {
      shell: true,
      cwd: init.cwd,
      env: init.env,
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: process.platform !== 'win32',
    });
    this.group =
      process.platform !== 'win32' && this.child.pid !== undefined
        ? new ProcessGroup(this.child.pid, init.killGraceMs)
        : undefined;
    const splitter = new LineSplitter(
      init.maxLineBytes,
      (line) => this.onLine(line),
      (bytes) => this.onOverflow(bytes),
    );
    this.child.stdout!.on('data', (chunk: Buffer) => {
      if (!this.ended) splitter.push(chunk);
    });
    this.child.stderr!.on('data', (chunk: Buffer) => init.stderr.write(chunk));
    // EPIPE after the child died: the exit handler reports it.
    this.child.stdin!.on('error', () => undefined);
    this.child.on('error', (cause) =>
      this.end(
        { code: null, signal: null },
        `it could not be started: ${cause.message}`,
        'IUT_LOAD_FAILED',
      ),
    );
    this.child.on('exit', (code, signal) => {
      this.exitInfo = { code, signal };
      // The leader is gone; what it started is not (DESIGN §7: no process outlives a run).
      void this.group?.terminate();
      // Let stdout drain first ('close'), but never wait on a grandchild holding the pipe.
      setTimeout(() => this.end({ code, signal }), 200).unref();
    });
    this.child.on('close', (code, signal) => this.end(this.exitInfo ?? { code, signal }));
  }

  /** True until the process ends or the harness starts stopping it. */
  get usable(): boolean {
    return !this.ended && this.stopReason === undefined;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Resolves once the process has ended and its pending calls are settled. */
  get done(): Promise<void> {
    return this.endPromise;
  }

  /** Sends one request and resolves with its `result`; rejects with an {@link IutProcessError}. */
  send(
    id: number,
    method: string,
    params: unknown,
    deadlineMs: number,
    describe: string,
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (this.ended)
        return reject(
          this.error('IUT_CRASHED', method, id, `the process had already exited${this.exitText()}`),
        );
      if (this.heldViolation !== undefined) {
        const why = this.heldViolation;
        this.heldViolation = undefined;
        return reject(
          this.error('IUT_PROTOCOL_ERROR', method, id, `before this call, the adapter ${why}`),
        );
      }
      const timer = setTimeout(() => this.onTimeout(id, deadlineMs, describe), deadlineMs);
      this.pending.set(id, { id, method, resolve, reject, timer });
      this.child.stdin!.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    });
  }

  /**
   * Stops the process and everything in its group: stdin closed, SIGTERM to the group, SIGKILL
   * after the grace period if any member is left (the leader may be gone already: the SIGKILL
   * is for the group, not the leader). Resolves once the group is gone and the session has
   * ended; pending calls fail with IUT_CRASHED naming `reason`.
   */
  async stop(reason: string): Promise<void> {
    if (!this.ended) {
      this.stopReason ??= reason;
      this.child.stdin!.end();
    }
    if (this.group !== undefined) await this.group.terminate();
    else if (!this.ended) this.stopWithoutGroup();
    await this.endPromise;
  }

  /** Resolves once every process of the group is gone (after `stop()`, or after the leader exits). */
  async gone(): Promise<void> {
    await this.endPromise;
    await this.group?.terminate();
  }

  /** Windows has no process groups: only the shell is signalled (README, "Noticed"). */
  private stopWithoutGroup(): void {
    this.child.kill('SIGTERM');
    const kill = setTimeout(() => this.child.kill('SIGKILL'), this.init.killGraceMs);
    kill.unref();
    void this.endPromise.then(() => clearTimeout(kill));
  }

  private onLine(line: string): void {
    if (line.trim() === '') return;
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      return this.violation(`wrote a line on stdout that is not JSON: ${quote(line)}`);
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message)) {
      return this.violation(`wrote a JSON line that is not a JSON-RPC object: ${quote(line)}`);
    }
    const m = message as Record<string, unknown>;
    if (m['jsonrpc'] !== '2.0')
      return this.violation(`wrote a message without "jsonrpc": "2.0": ${quote(line)}`);
    if ('method' in m)
      return this.violation(
        `sent a request or notification ("method": ${quote(String(m['method']))}); adapters only answer`,
      );
    const id = m['id'];
    if (typeof id !== 'number') {
      const error = m['error'] as { message?: unknown } | undefined;
      const detail =
        typeof error?.message === 'string' ? ` (its error: ${quote(error.message)})` : '';
      return this.violation(
        `answered with id ${quote(JSON.stringify(id) ?? 'undefined')}, which is no request's id${detail}`,
      );
    }
    const call = this.pending.get(id);
    if (call === undefined) {
      if (this.retired.has(id)) return; // late answer to a call that already failed
      return this.violation(
        this.answered.has(id)
          ? `answered id ${id} a second time`
          : `answered id ${id}, which was never sent`,
      );
    }
    this.settle(call);
    this.answered.add(id);
    if ('error' in m) return call.reject(this.rpcError(call, m['error']));
    if (!('result' in m))
      return call.reject(
        this.error(
          'IUT_PROTOCOL_ERROR',
          call.method,
          id,
          'answered with neither "result" nor "error"',
        ),
      );
    call.resolve(m['result']);
  }

  private rpcError(call: PendingCall, error: unknown): IutProcessError {
    const e = (typeof error === 'object' && error !== null ? error : {}) as {
      code?: unknown;
      message?: unknown;
    };
    const code = typeof e.code === 'number' ? e.code : NaN;
    const text = typeof e.message === 'string' ? e.message : JSON.stringify(error);
    if (code === METHOD_NOT_FOUND) {
      return this.error(
        'IUT_ROLE_UNSUPPORTED',
        call.method,
        call.id,
        `answered -32601 (method not found: ${quote(text)}); implement "${call.method}" or stop declaring its role in hello`,
      );
    }
    return this.error(
      'IUT_PROTOCOL_ERROR',
      call.method,
      call.id,
      `answered JSON-RPC error ${Number.isNaN(code) ? '(no code)' : code} ${quote(text)} instead of a result`,
    );
  }

  private onOverflow(bytes: number): void {
    this.violation(
      `wrote a line of more than ${bytes} bytes without a newline, over the ${this.init.maxLineBytes}-byte cap`,
    );
    void this.stop(`its stdout line exceeded ${this.init.maxLineBytes} bytes`);
  }

  private onTimeout(id: number, deadlineMs: number, describe: string): void {
    const call = this.pending.get(id);
    if (call === undefined) return;
    this.settle(call);
    this.retired.add(id);
    call.reject(
      this.error('IUT_TIMEOUT', call.method, id, `no answer within ${deadlineMs} ms (${describe})`),
    );
    // A hung single-threaded adapter would time out every later call as well: start afresh.
    void this.stop(`"${call.method}" (id ${id}) timed out`);
  }

  private violation(why: string): void {
    const oldest = [...this.pending.values()].sort((a, b) => a.id - b.id)[0];
    if (oldest === undefined) {
      this.heldViolation ??= why;
      return;
    }
    this.settle(oldest);
    this.retired.add(oldest.id);
    oldest.reject(this.error('IUT_PROTOCOL_ERROR', oldest.method, oldest.id, `the adapter ${why}`));
  }

  private settle(call: PendingCall): void {
    clearTimeout(call.timer);
    this.pending.delete(call.id);
  }

  private end(
    exit: { code: number | null; signal: string | null },
    why?: string,
    code: CrosscheckErrorCode = 'IUT_CRASHED',
  ): void {
    if (this.ended) return;
    this.ended = true;
    this.exitInfo = exit;
    const reason =
      why ??
      (this.stopReason === undefined
        ? `the process exited${this.exitText()}`
        : `the harness stopped the process because ${this.stopReason}${this.exitText()}`);
    for (const call of [...this.pending.values()]) {
      this.settle(call);
      call.reject(this.error(code, call.method, call.id, reason));
    }
    this.markEnded();
    this.init.onEnd(this);
  }

  private exitText(): string {
    const exit = this.exitInfo;
    if (exit === undefined) return '';
    return exit.signal !== null
      ? ` (signal ${exit.signal})`
      : ` (exit code ${exit.code ?? 'unknown'})`;
  }

  private error(
    code: CrosscheckErrorCode,
    method: string,
    id: number,
    why: string,
  ): IutProcessError {
    return new IutProcessError(
      code,
      `Failed to get an answer to "${method}" (id ${id}) from ${this.init.label}: ${why}. ${FIXES[code] ?? ''}`.trimEnd(),
      {
        call: method,
        id,
        stderr: this.init.stderr.text(),
        ...(this.exitInfo !== undefined ? { exit: this.exitInfo } : {}),
      },
    );
  }
}

const FIXES: Partial<Record<CrosscheckErrorCode, string>> = {
  IUT_TIMEOUT: 'Answer every request before its deadline (docs/adapter-protocol.md, "Deadlines").',
  IUT_CRASHED: 'See the adapter stderr below; the harness restarts the adapter on the next call.',
  IUT_PROTOCOL_ERROR:
    'Write exactly one JSON-RPC answer per line on stdout and log to stderr (docs/adapter-protocol.md).',
  IUT_LOAD_FAILED: 'Check the command and its working directory.',
};

function quote(text: string): string {
  const short = text.length > 120 ? `${text.slice(0, 117)}...` : text;
  return JSON.stringify(short);
}
