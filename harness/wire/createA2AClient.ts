import type { Jwks } from '../vocabulary/index.ts';
import { CrosscheckError } from '../errors/CrosscheckError.ts';
import { isJsonObject } from '../json/JsonValue.ts';
import { parseStrictJson } from '../json/parseStrictJson.ts';
import type { A2ATask, RpcOutcome, SendMessageParams, SendMessageResult } from './a2aTypes.ts';
import { openA2AStream, type A2AStream } from './A2AStream.ts';
import { assertLoopback } from './assertLoopback.ts';
import {
  A2A_EXTENSIONS_HEADER,
  A2A_VERSION_HEADER,
  AGENT_CARD_PATH,
  WIRE_DEFAULTS,
} from './defaults.ts';
import { jsonRpcUrlFromCard } from './jsonRpcUrlFromCard.ts';
import type { RedirectHop } from './RedirectHop.ts';
import { startDeadline, toNetError } from './_internals/fetchErrors.ts';
import { fetchWithRedirects, type HopPolicy } from './_internals/fetchWithRedirects.ts';
import { readCappedBody } from './_internals/readCappedBody.ts';
import { bad, parseRpcEnvelope } from './_internals/rpcEnvelope.ts';

export interface A2AClientOptions {
  /** Origin of the agent; the card is then at `<baseUrl>/.well-known/agent-card.json`. */
  baseUrl?: string | URL;
  /** Card URL; overrides the one derived from `baseUrl`. One of the two is required. */
  cardUrl?: string | URL;
  /**
   * JSON-RPC endpoint. Default: the first `JSONRPC` interface of the card, learnt by
   * `fetchCard()`; RPC calls before that fail with `USAGE`.
   */
  rpcUrl?: string | URL;
  /** Fetch implementation; default: the global `fetch`, read at each call so msw can patch it. */
  fetch?: typeof fetch;
  /** Skip the loopback check (the CLI's `--allow-remote`). Default false. */
  allowRemote?: boolean;
  /** Deadline of each call, in milliseconds, unless the call overrides it. */
  deadlineMs: number;
  /** `A2A-Version` sent with every RPC; `null` sends none (a v0.3 client, A2A §3.6.1). Default `'1.0'`. */
  a2aVersion?: string | null;
  /** Largest body read, in bytes. Default 1 MiB. */
  maxResponseBytes?: number;
  /** Redirects followed per request, each hop checked like the first URL. Default 5. */
  maxRedirects?: number;
  /** Told of every redirect, followed or refused (to record it in a transcript). */
  onRedirect?: (hop: RedirectHop) => void;
}

/** Per-call options. */
export interface CallOptions {
  deadlineMs?: number;
  signal?: AbortSignal;
  /** Extension URIs to activate; sent as one comma-separated `A2A-Extensions` header when non-empty. */
  extensions?: readonly string[];
  /** Extra request headers (e.g. a legacy `X-A2A-Extensions` to probe a peer). */
  headers?: Record<string, string>;
}

export interface StreamOptions extends CallOptions {
  /** Longest gap between two events before the stream counts as stalled. Default: the call deadline. */
  eventDeadlineMs?: number;
}

/** A document fetched with GET, as served. */
export interface FetchedDocument {
  /** The URL that answered (after any redirects). */
  url: string;
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  /** Redirects followed on the way, in order; empty when the first URL answered. */
  redirects: RedirectHop[];
}

/** Low-level A2A v1.0 JSON-RPC client (A2A §9). Every call has a deadline and a size cap. */
export interface A2AClient {
  readonly cardUrl: string;
  /** The deadline of each call, unless the call overrides it. */
  readonly deadlineMs: number;
  /** The JSON-RPC endpoint in use, once known. */
  readonly rpcUrl: string | undefined;
  /** GETs the Agent Card. Never throws on an HTTP status: the caller judges the document. */
  fetchCard(options?: CallOptions): Promise<FetchedDocument>;
  /** GETs and parses a JWKS; throws `NET_BAD_RESPONSE` unless it is a 2xx `{ keys: [...] }`. */
  fetchJwks(
    url: string | URL,
    options?: CallOptions,
  ): Promise<{ jwks: Jwks; document: FetchedDocument }>;
  sendMessage(
    params: SendMessageParams,
    options?: CallOptions,
  ): Promise<RpcOutcome<SendMessageResult>>;
  /** Sends at once; the events arrive through the returned stream. */
  sendStreamingMessage(params: SendMessageParams, options?: StreamOptions): A2AStream;
  getTask(
    id: string,
    options?: CallOptions & { historyLength?: number },
  ): Promise<RpcOutcome<A2ATask>>;
  cancelTask(id: string, options?: CallOptions): Promise<RpcOutcome<A2ATask>>;
  /** Any other method (push-notification configs, `GetExtendedAgentCard`, probes). */
  call<T = unknown>(method: string, params: unknown, options?: CallOptions): Promise<RpcOutcome<T>>;
}

/**
 * Creates a wire client. Every URL it touches, the card's interface URL and every redirect hop
 * included, passes the loopback check unless `allowRemote`; redirects are followed by hand
 * (`redirect: 'manual'`), at most `maxRedirects`. Errors: `NET_TIMEOUT` (deadline),
 * `NET_UNREACHABLE` (connection failed or refused by msw), `NET_RESPONSE_TOO_LARGE`,
 * `NET_BAD_RESPONSE` (not JSON-RPC), `NET_REMOTE_NOT_ALLOWED`, `NET_REDIRECT_REFUSED`,
 * `NET_TOO_MANY_REDIRECTS`. JSON-RPC errors of unary calls come back as `{ error }`.
 */
export function createA2AClient(options: A2AClientOptions): A2AClient {
  const allowRemote = options.allowRemote ?? false;
  const maxBytes = options.maxResponseBytes ?? WIRE_DEFAULTS.maxResponseBytes;
  const version = options.a2aVersion === undefined ? WIRE_DEFAULTS.a2aVersion : options.a2aVersion;
  const cardUrl = resolveCardUrl(options, allowRemote);
  let rpcUrl =
    options.rpcUrl === undefined ? undefined : assertLoopback(options.rpcUrl, allowRemote).href;
  let nextId = 1;
  const hopPolicy: HopPolicy = {
    allowRemote,
    maxRedirects: options.maxRedirects ?? WIRE_DEFAULTS.maxRedirects,
    ...(options.onRedirect && { onHop: options.onRedirect }),
  };
  const doFetch = (url: string, init: RequestInit, what: string) =>
    fetchWithRedirects(
      (u, i) => (options.fetch ?? globalThis.fetch)(u, i),
      url,
      init,
      hopPolicy,
      what,
    );

  async function get(url: string, what: string, call: CallOptions): Promise<FetchedDocument> {
    assertLoopback(url, allowRemote);
    const deadline = startDeadline(call.deadlineMs ?? options.deadlineMs, call.signal);
    try {
      const fetched = await doFetch(
        url,
        { headers: { accept: 'application/json', ...call.headers }, signal: deadline.signal },
        what,
      );
      const { response } = fetched;
      const bytes = await readCappedBody(response, maxBytes, what);
      return {
        url: fetched.url,
        status: response.status,
        headers: response.headers,
        bytes,
        redirects: fetched.hops,
      };
    } catch (cause) {
      throw toNetError(cause, deadline, what);
    }
  }

  function rpcRequest(method: string, params: unknown, call: CallOptions, accept: string) {
    if (rpcUrl === undefined) {
      throw new CrosscheckError(
        'USAGE',
        `Failed to call ${method}: the JSON-RPC endpoint is unknown. Call fetchCard() first or pass rpcUrl.`,
      );
    }
    const url = assertLoopback(rpcUrl, allowRemote).href;
    const id = nextId++;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept,
      ...call.headers,
    };
    if (version !== null) headers[A2A_VERSION_HEADER] = version;
    if (call.extensions !== undefined && call.extensions.length > 0)
      headers[A2A_EXTENSIONS_HEADER] = call.extensions.join(', ');
    const body = JSON.stringify({ jsonrpc: '2.0', id, method, params });
    return { url, id, init: { method: 'POST', headers, body } satisfies RequestInit };
  }

  async function call<T>(
    method: string,
    params: unknown,
    opts: CallOptions = {},
  ): Promise<RpcOutcome<T>> {
    const req = rpcRequest(method, params, opts, 'application/json');
    const deadline = startDeadline(opts.deadlineMs ?? options.deadlineMs, opts.signal);
    const what = `call ${method}`;
    try {
      const { response } = await doFetch(req.url, { ...req.init, signal: deadline.signal }, what);
      const envelope = parseRpcEnvelope(
        await readCappedBody(response, maxBytes, what),
        req.id,
        what,
      );
      return envelope.kind === 'error'
        ? { error: envelope.error }
        : { result: envelope.result as T };
    } catch (cause) {
      throw toNetError(cause, deadline, what);
    }
  }

  return {
    cardUrl,
    deadlineMs: options.deadlineMs,
    get rpcUrl() {
      return rpcUrl;
    },
    async fetchCard(opts = {}) {
      const doc = await get(cardUrl, 'fetch the Agent Card', opts);
      if (rpcUrl === undefined) {
        const found = tryRpcUrl(doc.bytes, version ?? WIRE_DEFAULTS.a2aVersion);
        if (found !== undefined) rpcUrl = assertLoopback(found, allowRemote).href;
      }
      return doc;
    },
    async fetchJwks(url, opts = {}) {
      const what = 'fetch the JWKS';
      const doc = await get(assertLoopback(url, allowRemote).href, what, opts);
      if (doc.status < 200 || doc.status > 299) throw bad(what, `HTTP ${doc.status}`);
      let value: unknown;
      try {
        value = parseStrictJson(doc.bytes);
      } catch (cause) {
        throw bad(what, 'the body is not valid JSON', cause);
      }
      if (!isJsonObject(value) || !Array.isArray(value['keys']))
        throw bad(what, 'the body is not a JWK Set ({ "keys": [...] })');
      return { jwks: value as unknown as Jwks, document: doc };
    },
    sendMessage: (params, opts) => call<SendMessageResult>('SendMessage', params, opts),
    sendStreamingMessage(params, opts = {}) {
      const req = rpcRequest('SendStreamingMessage', params, opts, 'text/event-stream');
      const abort = new AbortController();
      const signals =
        opts.signal === undefined ? abort.signal : AbortSignal.any([abort.signal, opts.signal]);
      const deadlineMs = opts.deadlineMs ?? options.deadlineMs;
      const deadline = startDeadline(deadlineMs, signals);
      return openA2AStream({
        response: doFetch(
          req.url,
          { ...req.init, signal: deadline.signal },
          'call SendStreamingMessage',
        ).then((fetched) => fetched.response),
        deadline,
        abort,
        id: req.id,
        method: 'SendStreamingMessage',
        eventDeadlineMs: opts.eventDeadlineMs ?? deadlineMs,
        maxResponseBytes: maxBytes,
        maxEventBytes: WIRE_DEFAULTS.maxEventBytes,
        maxStreamBytes: WIRE_DEFAULTS.maxStreamBytes,
        maxStreamEvents: WIRE_DEFAULTS.maxStreamEvents,
      });
    },
    getTask: (id, opts = {}) =>
      call<A2ATask>(
        'GetTask',
        opts.historyLength === undefined ? { id } : { id, historyLength: opts.historyLength },
        opts,
      ),
    cancelTask: (id, opts) => call<A2ATask>('CancelTask', { id }, opts),
    call,
  };
}

function resolveCardUrl(options: A2AClientOptions, allowRemote: boolean): string {
  if (options.cardUrl !== undefined) return assertLoopback(options.cardUrl, allowRemote).href;
  if (options.baseUrl !== undefined)
    return new URL(AGENT_CARD_PATH, assertLoopback(options.baseUrl, allowRemote)).href;
  throw new CrosscheckError(
    'USAGE',
    'Failed to create an A2A client: neither baseUrl nor cardUrl was given. Pass one of them.',
  );
}

function tryRpcUrl(bytes: Uint8Array, version: string): string | undefined {
  try {
    return jsonRpcUrlFromCard(parseStrictJson(bytes), version);
  } catch {
    return undefined;
  }
}
