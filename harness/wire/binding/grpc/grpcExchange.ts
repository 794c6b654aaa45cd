import type { Metadata, StatusObject } from '@grpc/grpc-js';
import { CrosscheckError } from '../../../errors/CrosscheckError.ts';
import { lagFreeTimeout, type LagFreeTimeout } from '../../../time/lagFreeTimeout.ts';
import { assertLoopback } from '../../assertLoopback.ts';
import { WIRE_DEFAULTS } from '../../defaults.ts';
import { startDeadline } from '../../_internals/fetchErrors.ts';
import type { StreamEnd } from '../AgentBinding.ts';
import type { HttpTarget } from '../httpExchange.ts';
import { GRPC_DEFAULTS, grpcStatusName } from './grpcDefaults.ts';
import type { GrpcKit } from './loadGrpcKit.ts';

/** One gRPC call the harness makes: a full method path, the request's bytes, its metadata. */
export interface GrpcRequest {
  /** `/lf.a2a.v1.A2AService/SendMessage` … */
  path: string;
  /** The serialized request, sent as given (unknown fields and all). */
  body: Uint8Array;
  /** Metadata entries (names lower-cased); `-bin` values are sent as their UTF-8 bytes. */
  metadata: Record<string, string>;
}

/** The status a gRPC peer ended a call with (gRPC's `grpc-status`, `grpc-message`). */
export interface GrpcStatus {
  code: number;
  /** `NOT_FOUND`, `FAILED_PRECONDITION` … */
  name: string;
  details: string;
}

/** Everything one call showed, including what SDK clients hide. */
export interface GrpcExchangeRead {
  /** Initial metadata (names lower-cased; several values joined by `, `; `-bin` values base64). */
  headers: Record<string, string>;
  /** Trailing metadata, the same way. */
  trailers: Record<string, string>;
  /** `grpc-status-details-bin` as sent, when the peer sent one. */
  statusDetails?: Uint8Array;
  /** The peer's status; absent when the read stopped before the call ended. */
  status?: GrpcStatus;
  /** Each response message, in arrival order. */
  messages: Uint8Array[];
  end: StreamEnd;
}

/** Options of one exchange. */
export interface GrpcExchangeOptions {
  deadlineMs?: number;
  signal?: AbortSignal;
  /** Longest gap between two messages before the call counts as stalled. */
  eventDeadlineMs?: number;
  /** Stop after this many messages (end `'limit'`); at most `WIRE_DEFAULTS.maxStreamEvents`. */
  maxMessages?: number;
  /** Called with each message as it arrives; `false` stops the read (end `'aborted'`). */
  onMessage?: (bytes: Uint8Array, index: number) => boolean | void;
}

/**
 * Makes one gRPC call over a fresh HTTP/2 channel to `url` (loopback unless `--allow-remote`)
 * and closes the channel when the call is over. Unary and server-streaming calls are the same on
 * the wire (one request, then messages and a status), so both are read as a stream: every
 * message is kept, a unary answer with two messages included. Bounded: the deadline runs on the
 * lag-free clock and cancels the call; messages larger than `target.maxResponseBytes`, metadata
 * over `GRPC_DEFAULTS.maxMetadataBytes`, more than `maxMessages` or `WIRE_DEFAULTS.maxStreamBytes`
 * in all end the read. No proxy, no retries: the harness sees each answer as sent.
 *
 * @throws CrosscheckError `NET_REMOTE_NOT_ALLOWED`, `NET_UNREACHABLE` (no connection),
 *   `NET_TIMEOUT` (no status nor message by the deadline), `NET_RESPONSE_TOO_LARGE`,
 *   `NET_PROTOCOL_VIOLATION` (what came back is not gRPC); a caller's abort is rethrown as is.
 */
export async function grpcExchange(
  kit: GrpcKit,
  target: HttpTarget,
  url: string,
  request: GrpcRequest,
  options: GrpcExchangeOptions = {},
): Promise<GrpcExchangeRead> {
  const checked = assertLoopback(url, target.allowRemote, target.allowSpecial);
  const { grpc } = kit;
  const port = checked.port === '' ? (checked.protocol === 'https:' ? '443' : '80') : checked.port;
  const address = `${checked.hostname}:${port}`;
  const credentials =
    checked.protocol === 'https:'
      ? grpc.credentials.createSsl()
      : grpc.credentials.createInsecure();
  const client = new grpc.Client(address, credentials, {
    'grpc.max_receive_message_length': target.maxResponseBytes,
    'grpc.max_metadata_size': GRPC_DEFAULTS.maxMetadataBytes,
    'grpc.enable_http_proxy': 0,
    'grpc.enable_retries': 0,
    'grpc.service_config_disable_resolution': 1,
  });
  const metadata = new grpc.Metadata();
  for (const [name, value] of Object.entries(request.metadata)) {
    const key = name.toLowerCase();
    // gRPC metadata keys are [0-9a-z_.-] (and values printable ASCII): an HTTP header name or
    // value outside them (a user's `--header`) cannot travel on this binding and is left out.
    if (!/^[0-9a-z_.-]+$/.test(key)) continue;
    if (key.endsWith('-bin')) metadata.set(key, Buffer.from(value, 'utf8'));
    else if (/^[\x20-\x7e]*$/.test(value)) metadata.set(key, value);
  }
  const deadlineMs = options.deadlineMs ?? target.deadlineMs;
  const deadline = startDeadline(deadlineMs, options.signal);
  const limit = Math.min(
    options.maxMessages ?? GRPC_DEFAULTS.maxMessages,
    WIRE_DEFAULTS.maxStreamEvents,
  );
  const read: GrpcExchangeRead = { headers: {}, trailers: {}, messages: [], end: 'closed' };
  const what = `call ${request.path} at ${address}`;
  let stopped: StreamEnd | undefined;
  let headersSeen = false;
  let bytes = 0;
  let stall: LagFreeTimeout | undefined;

  const status = await new Promise<StatusObject>((resolve) => {
    const call = client.makeServerStreamRequest(
      request.path,
      (body: Uint8Array) => Buffer.from(body.buffer, body.byteOffset, body.byteLength),
      (body: Buffer) => new Uint8Array(body),
      request.body,
      metadata,
      {},
    );
    const stop = (end: StreamEnd): void => {
      if (stopped !== undefined) return;
      stopped = end;
      call.cancel();
    };
    const armStall = (): void => {
      stall?.cancel();
      if (options.eventDeadlineMs !== undefined)
        stall = lagFreeTimeout(options.eventDeadlineMs, () => stop('stall'));
    };
    armStall();
    const onAbort = (): void => stop(deadline.timedOut() ? 'timeout' : 'aborted');
    if (deadline.signal.aborted) onAbort();
    else deadline.signal.addEventListener('abort', onAbort, { once: true });
    call.on('metadata', (head: Metadata) => {
      headersSeen = true;
      read.headers = metadataRecord(head);
    });
    call.on('data', (message: Uint8Array) => {
      if (stopped !== undefined) return;
      armStall();
      bytes += message.byteLength;
      read.messages.push(message);
      if (options.onMessage?.(message, read.messages.length - 1) === false) stop('aborted');
      else if (read.messages.length >= limit || bytes > WIRE_DEFAULTS.maxStreamBytes) stop('limit');
    });
    // Errors come again as the call's status; the listener keeps them from being thrown.
    call.on('error', () => undefined);
    call.on('status', (s: StatusObject) => {
      deadline.signal.removeEventListener('abort', onAbort);
      resolve(s);
    });
  }).finally(() => {
    stall?.cancel();
    deadline.clear();
    client.close();
  });

  read.trailers = metadataRecord(status.metadata);
  const details = status.metadata.get('grpc-status-details-bin')[0];
  if (details instanceof Buffer) read.statusDetails = new Uint8Array(details);
  if (stopped === 'aborted' && options.signal?.aborted === true && !deadline.timedOut())
    throw options.signal.reason;
  const fromPeer = headersSeen || Object.keys(status.metadata.getMap()).length > 0;
  if (stopped !== undefined) {
    if (stopped === 'timeout' && !headersSeen && read.messages.length === 0)
      throw new CrosscheckError(
        'NET_TIMEOUT',
        `Failed to ${what}: no answer within the ${deadlineMs} ms deadline. Check that the peer is running, or raise the deadline.`,
      );
    return { ...read, end: stopped };
  }
  if (!fromPeer) throw localFault(status, what);
  if (TOO_LARGE.test(status.details)) throw localFault(status, what);
  read.status = {
    code: status.code,
    name: grpcStatusName(status.code),
    details: status.details,
  };
  return read;
}

const TOO_LARGE = /^Received message larger than max/;

/** A status grpc-js made up itself (no metadata from the peer): a network or framing fault. */
function localFault(status: StatusObject, what: string): CrosscheckError {
  const why = `${grpcStatusName(status.code)}: ${status.details}`;
  if (TOO_LARGE.test(status.details))
    return new CrosscheckError(
      'NET_RESPONSE_TOO_LARGE',
      `Failed to ${what}: a message exceeds the size the harness reads (${why}). Send smaller messages.`,
    );
  if (grpcStatusName(status.code) === 'UNAVAILABLE')
    return new CrosscheckError(
      'NET_UNREACHABLE',
      `Failed to ${what}: ${why}. Check the URL and that the peer is listening for gRPC.`,
    );
  return new CrosscheckError(
    'NET_PROTOCOL_VIOLATION',
    `Failed to ${what}: the answer is not a gRPC response (${why}). Serve gRPC over HTTP/2 as A2A §10 says.`,
  );
}

/** Metadata as a plain record: names lower-cased, values joined, binary values in base64. */
function metadataRecord(metadata: Metadata): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, values] of Object.entries(metadata.toJSON()))
    out[name] = values
      .map((v) => (typeof v === 'string' ? v : Buffer.from(v).toString('base64')))
      .join(', ');
  return out;
}
