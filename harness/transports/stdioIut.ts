import {
  CONTRACT_VERSION,
  type CallName,
  type ContractCalls,
  type HelloResult,
  type Iut,
} from '../contract/types.ts';
import { toPlainJson, validateResult } from '../contract/validateContract.ts';
import { CrosscheckError } from '../errors/CrosscheckError.ts';
import {
  DEFAULT_CALL_DEADLINE_MS,
  DEFAULT_KILL_GRACE_MS,
  DEFAULT_MAX_LINE_BYTES,
  DEFAULT_MAX_START_ATTEMPTS,
  DEFAULT_STARTUP_DEADLINE_MS,
  DEFAULT_STDERR_TAIL_BYTES,
} from './defaults.ts';
import { IutProcessError } from './IutProcessError.ts';
import { ByteRing } from './_internals/ByteRing.ts';
import { ProcessGroup } from './_internals/ProcessGroup.ts';
import { StdioSession } from './_internals/StdioSession.ts';

/** Options of the stdio transport; every one optional, defaults in `defaults.ts`. */
export interface StdioIutOptions {
  /** IUT id in reports. Default: the command itself. */
  id?: string;
  /** Per-call deadline. Default {@link DEFAULT_CALL_DEADLINE_MS}. */
  deadlineMs?: number;
  /** Time from spawn to the answer to `hello`. Default {@link DEFAULT_STARTUP_DEADLINE_MS}. */
  startupDeadlineMs?: number;
  /** Working directory of the child. Default: the harness's. */
  cwd?: string;
  /** Variables added to (or, when `undefined`, removed from) the harness's environment. */
  env?: Record<string, string | undefined>;
  /** Longest stdout line accepted. Default {@link DEFAULT_MAX_LINE_BYTES} (16 MiB). */
  maxLineBytes?: number;
  /** stderr bytes kept. Default {@link DEFAULT_STDERR_TAIL_BYTES} (64 KiB). */
  stderrTailBytes?: number;
  /** SIGTERM → SIGKILL grace. Default {@link DEFAULT_KILL_GRACE_MS}. */
  killGraceMs?: number;
  /** Consecutive failed starts before giving up. Default {@link DEFAULT_MAX_START_ATTEMPTS}. */
  maxStartAttempts?: number;
}

/** An IUT behind a child process, with what the transport saw of the process. */
export interface StdioIut extends Iut {
  /** The most recent stderr of the adapter (bounded), across restarts. */
  stderrTail(): string;
  /** Processes started so far (1 after the first call; more after crashes, timeouts). */
  readonly starts: number;
  /** pid of the running process, if one runs. */
  readonly pid: number | undefined;
}

let exitHookInstalled = false;

/**
 * Runs an adapter as a child process speaking JSON-RPC 2.0 over stdio, one JSON object per line
 * (the framing of MCP's stdio transport; see docs/adapter-protocol.md). The command runs through
 * the shell (`shell: true`), so `"python3 adapter.py"` and `"npx tsx main.ts"` work as typed;
 * it is a command the user chose, never built from a peer's data.
 *
 * The process starts lazily on the first call, and `hello` is always its first exchange (under
 * the startup deadline). After it exits, crashes, times out or breaks framing it is restarted on
 * the next call; a call in progress at that moment fails with a typed error. Results are copied
 * to bounded plain JSON and checked against the contract schema, as in-process results are
 * (IUT_BAD_RESULT).
 */
export function createStdioIut(command: string, options: StdioIutOptions = {}): StdioIut {
  const id = options.id ?? command;
  const callMs = options.deadlineMs ?? DEFAULT_CALL_DEADLINE_MS;
  const startupMs = options.startupDeadlineMs ?? DEFAULT_STARTUP_DEADLINE_MS;
  const maxStarts = options.maxStartAttempts ?? DEFAULT_MAX_START_ATTEMPTS;
  const stderr = new ByteRing(options.stderrTailBytes ?? DEFAULT_STDERR_TAIL_BYTES);
  let session: StdioSession | undefined;
  let hello: HelloResult | undefined;
  let starting: Promise<StdioSession> | undefined;
  let starts = 0;
  let failedStarts = 0;
  let lastStartError: unknown;
  let nextId = 1;
  let closed = false;
  // Every session until its process group is gone, so close() waits for all of them.
  const sessions = new Set<StdioSession>();
  installExitHook();

  async function start(): Promise<StdioSession> {
    if (failedStarts >= maxStarts) {
      throw new IutProcessError(
        'IUT_CRASHED',
        `Failed to start ${id}: ${failedStarts} starts in a row failed, so it is not restarted again. Fix the adapter (the last failure: ${brief(lastStartError)}).`,
        {
          call: 'hello',
          stderr: stderr.text(),
          cause: lastStartError,
        },
      );
    }
    starts += 1;
    stderr.write(`[crosscheck] starting ${id} (start ${starts})\n`);
    const s = new StdioSession({
      command,
      label: id,
      cwd: options.cwd,
      env: mergeEnv(options.env),
      maxLineBytes: options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES,
      killGraceMs: options.killGraceMs ?? DEFAULT_KILL_GRACE_MS,
      stderr,
      onEnd: (ended) => {
        if (session === ended) session = undefined;
        void ended.gone().then(() => sessions.delete(ended));
      },
    });
    sessions.add(s);
    session = s;
    try {
      const result = await s.send(
        nextId++,
        'hello',
        { contractVersion: CONTRACT_VERSION },
        startupMs,
        `the startup deadline: spawn to hello answer`,
      );
      const plain = toPlainJson('hello', result, id);
      validateResult('hello', plain, id);
      hello = plain as HelloResult;
      failedStarts = 0;
      return s;
    } catch (error) {
      failedStarts += 1;
      lastStartError = error;
      await s.stop('its start failed');
      throw error;
    }
  }

  async function ensure(): Promise<StdioSession> {
    if (closed)
      throw new CrosscheckError(
        'USAGE',
        `Failed to call ${id}: the IUT was closed. Create a new one.`,
      );
    if (session?.usable === true && starting === undefined) return session;
    starting ??= start().finally(() => {
      starting = undefined;
    });
    return starting;
  }

  return {
    id,
    get starts() {
      return starts;
    },
    get pid() {
      return session?.pid;
    },
    stderrTail: () => stderr.text(),
    async call<K extends CallName>(
      name: K,
      params: ContractCalls[K]['params'],
      callOptions: { deadlineMs?: number } = {},
    ): Promise<ContractCalls[K]['result']> {
      const s = await ensure();
      // hello is the first exchange of every process: the one made at start answers it.
      if (name === 'hello') return hello as ContractCalls[K]['result'];
      const ms = callOptions.deadlineMs ?? callMs;
      const result = await s.send(nextId++, name, params, ms, `the call deadline`);
      // The same bounds as in-process answers (size, depth): a 10,000-deep member is refused
      // here, as IUT_BAD_RESULT, instead of breaking the report's JSON later.
      const plain = toPlainJson(name, result, id);
      validateResult(name, plain, id);
      return plain as ContractCalls[K]['result'];
    },
    async close(): Promise<void> {
      closed = true;
      await starting?.catch(() => undefined);
      await Promise.all([...sessions].map((s) => s.stop('the IUT was closed')));
    },
  };
}

function mergeEnv(extra: Record<string, string | undefined> | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [k, v] of Object.entries(extra ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

/**
 * A harness that exits (even on an uncaught error, or through `process.exit` after a signal)
 * takes its adapters' process groups with it. A harness killed by an uncaught signal runs no
 * handler at all: the CLI installs SIGINT/SIGTERM handlers for that reason (cli/_internals).
 */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => ProcessGroup.killAll());
}

function brief(error: unknown): string {
  const text = error instanceof Error ? error.message.split('\n')[0]! : String(error);
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}
