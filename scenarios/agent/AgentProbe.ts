import type { Canonicalization } from '../../harness/contract/types.ts';
import type { ParsedCard } from '../../harness/card/index.ts';
import { isCrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import type { Evidence, TransportName } from '../../harness/results/types.ts';
import {
  A2A_EXTENSIONS_HEADER,
  A2A_VERSION_HEADER,
  A2ARpcError,
  WIRE_DEFAULTS,
  type A2AClient,
  type A2AMessage,
  type A2APart,
  type JsonRpcErrorObject,
  type RpcOutcome,
  type SendMessageParams,
  type StreamResponse,
} from '../../harness/wire/index.ts';
import type { CaseRecord } from '../core/ConformanceCase.ts';
import type { AgentTranscript } from './AgentTranscript.ts';

/** How a stream read by a probe ended. */
export interface StreamRead {
  events: StreamResponse[];
  /** The JSON-RPC error the agent answered with (before or during the stream). */
  error?: JsonRpcErrorObject;
  /** A transport failure: timeout, stall, unreadable event (its harness error code). */
  failure?: string;
}

/** Everything one check needs to talk to the agent and record what it saw. */
export interface AgentProbe {
  readonly client: A2AClient;
  readonly card: ParsedCard;
  readonly transcript: AgentTranscript;
  readonly deadlines: { callMs: number; progressMs: number };
  /** A user message with a fresh id derived from the run seed. */
  message(parts: A2APart[], extra?: Partial<A2AMessage>): A2AMessage;
  /** Any JSON-RPC call, recorded in the transcript. */
  rpc<T>(
    method: string,
    params: unknown,
    options?: { extensions?: string[]; deadlineMs?: number },
  ): Promise<RpcOutcome<T>>;
  /** `SendStreamingMessage` read to its end (or deadline), every event recorded. */
  stream(params: SendMessageParams, options?: { extensions?: string[] }): Promise<StreamRead>;
  /** A case record for this agent, with the transcript since `mark` as evidence. */
  record(
    head: { caseId: string; rule: string; canonicalization?: Canonicalization },
    verdict: CaseRecord['verdict'],
    evidence: Evidence,
    mark: number,
  ): CaseRecord;
}

export interface AgentProbeInit {
  iut: string;
  transport: TransportName;
  seed: number;
  client: A2AClient;
  card: ParsedCard;
  transcript: AgentTranscript;
  deadlines: { callMs: number; progressMs: number };
}

/** Builds the probe every check of one `checkAgent` run shares. */
export function createAgentProbe(init: AgentProbeInit): AgentProbe {
  let n = 0;
  const { client, transcript } = init;
  const headersFor = (extensions?: string[]): Record<string, string> => ({
    [A2A_VERSION_HEADER]: WIRE_DEFAULTS.a2aVersion,
    ...(extensions !== undefined && extensions.length > 0
      ? { [A2A_EXTENSIONS_HEADER]: extensions.join(', ') }
      : {}),
  });
  return {
    client,
    card: init.card,
    transcript,
    deadlines: init.deadlines,
    message(parts, extra = {}) {
      n += 1;
      return { messageId: `crosscheck-${init.seed}-${n}`, role: 'ROLE_USER', parts, ...extra };
    },
    async rpc<T>(
      method: string,
      params: unknown,
      options: { extensions?: string[]; deadlineMs?: number } = {},
    ) {
      transcript.request(method, params, headersFor(options.extensions));
      try {
        const outcome = await client.call<T>(method, params, {
          ...(options.extensions !== undefined && { extensions: options.extensions }),
          deadlineMs: options.deadlineMs ?? init.deadlines.callMs,
        });
        transcript.response(method, outcome);
        return outcome;
      } catch (cause) {
        transcript.note(
          `${method} failed`,
          isCrosscheckError(cause) ? { code: cause.code, message: cause.message } : String(cause),
        );
        throw cause;
      }
    },
    async stream(params, options = {}) {
      const method = 'SendStreamingMessage';
      transcript.request(method, params, headersFor(options.extensions));
      const events: StreamResponse[] = [];
      const stream = client.sendStreamingMessage(params, {
        deadlineMs: init.deadlines.callMs,
        ...(options.extensions !== undefined && { extensions: options.extensions }),
      });
      try {
        for await (const event of stream) {
          events.push(event);
          transcript.event(method, event);
        }
        return { events };
      } catch (cause) {
        if (cause instanceof A2ARpcError) {
          transcript.response(method, { error: cause.rpcError });
          return { events, error: cause.rpcError };
        }
        if (!isCrosscheckError(cause)) throw cause;
        transcript.note(`${method} failed`, { code: cause.code, message: cause.message });
        return { events, failure: `${cause.code}: ${cause.message}` };
      } finally {
        stream.close();
      }
    },
    record(head, verdict, evidence, mark) {
      return {
        caseId: head.caseId,
        rule: head.rule,
        iut: init.iut,
        vendor: null,
        transport: init.transport,
        canonicalization: head.canonicalization ?? null,
        verdict,
        evidence: { ...evidence, case: head.caseId, transcript: transcript.since(mark) },
      };
    },
  };
}
