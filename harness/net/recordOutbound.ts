import net from 'node:net';
import { assertLoopback } from '../wire/index.ts';

/** One attempt to reach another host, as the recorder saw it. */
export interface OutboundAttempt {
  via: 'fetch' | 'socket';
  /** URL for fetch; `host:port` for a socket. */
  target: string;
  host: string;
  loopback: boolean;
  /** Whether the recorder refused it (a non-loopback target while `refuseRemote` is on). */
  refused: boolean;
}

/** A recording under way; `stop()` ends it (the patches go once the last recording stops). */
export interface OutboundRecording {
  readonly attempts: readonly OutboundAttempt[];
  stop(): void;
}

export interface RecordOutboundOptions {
  /**
   * Refuse non-loopback targets instead of letting them through: fetch rejects with a
   * `TypeError`, a socket is destroyed with an error before it connects. Default true, so a
   * proof that nothing leaves the machine can never leak while it runs.
   */
  refuseRemote?: boolean;
}

interface Active {
  attempts: OutboundAttempt[];
  refuseRemote: boolean;
}

const active = new Set<Active>();
let restore: (() => void) | undefined;

/**
 * Records every outbound connection attempt this process makes: `globalThis.fetch` calls and
 * `net.Socket.prototype.connect` (which `http.request`, `https`/`tls` and undici all end in).
 * Several recordings may overlap; each sees every attempt made while it is active. A child
 * process is not covered: use a loopback canary server for that.
 */
export function recordOutbound(options: RecordOutboundOptions = {}): OutboundRecording {
  const me: Active = { attempts: [], refuseRemote: options.refuseRemote ?? true };
  active.add(me);
  restore ??= install();
  let stopped = false;
  return {
    attempts: me.attempts,
    stop() {
      if (stopped) return;
      stopped = true;
      active.delete(me);
      if (active.size === 0 && restore !== undefined) {
        restore();
        restore = undefined;
      }
    },
  };
}

/** Notes an attempt in every active recording; true when any of them wants it refused. */
function note(via: OutboundAttempt['via'], target: string, host: string): boolean {
  const loopback = isLoopback(host);
  const refused = !loopback && [...active].some((a) => a.refuseRemote);
  for (const a of active) a.attempts.push({ via, target, host, loopback, refused });
  return refused;
}

/** The wire layer's own loopback test (127.0.0.0/8, localhost, [::1]), applied to a bare host. */
function isLoopback(host: string): boolean {
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  try {
    assertLoopback(`http://${bracketed}/`);
    return true;
  } catch {
    return false;
  }
}

function install(): () => void {
  const originalFetch = globalThis.fetch;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- restored as is; always applied with a socket as `this`
  const originalConnect = net.Socket.prototype.connect;
  const recordingFetch: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (note('fetch', url.href, url.hostname)) {
      return Promise.reject(
        new TypeError(
          `Refused to fetch ${url.origin}: only loopback hosts are reachable (DESIGN §7).`,
        ),
      );
    }
    return originalFetch(input, init);
  };
  // why: every TCP client in Node (http, https, tls, undici behind fetch) calls this method, so
  // one patch sees them all, including those of libraries that captured `fetch` early.
  const recordingConnect = function (this: net.Socket, ...args: unknown[]): net.Socket {
    const where = socketTarget(args);
    if (where !== undefined && note('socket', where.target, where.host)) {
      const refusal = new Error(
        `Refused to connect to ${where.target}: only loopback hosts are reachable (DESIGN §7).`,
      );
      // why: deferred, so the caller (http's ClientRequest, undici) has attached its 'error'
      // listener by the time the refusal arrives, exactly as with a refused connection.
      setImmediate(() => this.destroy(refusal));
      return this;
    }
    return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args);
  };
  globalThis.fetch = recordingFetch;
  net.Socket.prototype.connect = recordingConnect;
  return () => {
    globalThis.fetch = originalFetch;
    net.Socket.prototype.connect = originalConnect;
  };
}

/** Host and port of a `connect(options | port, host? | path)` call; undefined for IPC paths. */
function socketTarget(args: unknown[]): { target: string; host: string } | undefined {
  const [first, second] = args;
  if (Array.isArray(first)) return socketTarget(first as unknown[]); // internal normalized form
  if (typeof first === 'object' && first !== null) {
    const o = first as { host?: unknown; port?: unknown; path?: unknown };
    if (typeof o.path === 'string' && o.port === undefined) return undefined;
    const host = typeof o.host === 'string' ? o.host : 'localhost';
    return { target: `${host}:${String(o.port)}`, host };
  }
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    const host = typeof second === 'string' ? second : 'localhost';
    return { target: `${host}:${String(first)}`, host };
  }
  return undefined;
}
