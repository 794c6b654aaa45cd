import type { RunPhase } from '../core/RunPhase.ts';
import { startLoopbackServer } from '../../vendors/index.ts';
import { findMissingRequired, parseCard, type ParsedCard } from '../../harness/card/index.ts';
import type { Jwks } from '../../harness/contract/types.ts';
import { isCrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import type { TransportName } from '../../harness/results/types.ts';
import {
  AGENT_CARD_PATH,
  WIRE_DEFAULTS,
  assertLoopback,
  createA2AClient,
  jsonRpcUrlFromCard,
  type RedirectHop,
} from '../../harness/wire/index.ts';
import type { CaseRecord } from '../core/ConformanceCase.ts';
import { createAgentProbe, type AgentProbe } from './AgentProbe.ts';
import { AgentTranscript } from './AgentTranscript.ts';
import { checkBlockingArtifacts } from './checkBlockingArtifacts.ts';
import { checkCapabilityErrors } from './checkCapabilityErrors.ts';
import { checkCardSignature } from './checkCardSignature.ts';
import { checkUndeclaredExtension } from './checkUndeclaredExtension.ts';
import { AGENT_CHECK_DEFAULTS } from './defaults.ts';
import { probeUnsupportedMediaType } from './probeUnsupportedMediaType.ts';

/** Options of {@link checkAgent}; every one optional. */
export interface CheckAgentOptions {
  /** Reach a non-loopback agent (`--allow-remote`). Default false. */
  allowRemote?: boolean;
  /** Per-exchange deadline and progress deadline. Defaults in `AGENT_CHECK_DEFAULTS`. */
  deadlines?: { callMs?: number; progressMs?: number };
  /** Run seed; message ids derive from it. Default 0. */
  seed?: number;
  /** IUT id in the records. Default: the agent's origin. */
  iut?: string;
  /** Keys to verify the card with; default: the JWKS at a same-origin `jku`, if any. */
  jwks?: Jwks;
  /** Only these rules are checked. Default: all the agent checks know. */
  rules?: ReadonlySet<string>;
  /** Largest card, JWKS or JSON-RPC answer read. Default 1 MiB. */
  maxResponseBytes?: number;
}

/** Rules the agent checks judge, with the case ids each uses. */
export const AGENT_CHECK_CASES: Readonly<Record<string, readonly string[]>> = {
  'A2A-CARD-001': ['agent-card-required-members'],
  'A2A-SIG-001': ['agent-card-signature-jcs'],
  'A2A-SIG-002': ['agent-card-signature-presence'],
  'XV-WIRE-001': ['agent-undeclared-extension-progresses'],
  'A2A-CAP-001': ['agent-streaming-undeclared-refused'],
  'A2A-CAP-002': ['agent-push-undeclared-refused'],
  'A2A-CAP-003': ['agent-extended-card-undeclared-refused'],
  'A2A-STR-001': ['agent-blocking-task-carries-every-chunk'],
  'XV-DEL-001': ['agent-unsupported-media-type-probe'],
};

const TRANSPORT: TransportName = 'http';

/**
 * Black-box checks of a running A2A agent (the `agent` role, DESIGN §3): its card (required
 * members, signature under both canonicalizations), then its wire behaviour: an undeclared
 * extension (XV-WIRE-001), operations of undeclared capabilities (A2A-CAP-001..003), blocking
 * versus streamed artifacts (A2A-STR-001), and an unsupported media type (recorded only).
 * Every exchange goes into each record's `evidence.transcript`. A check that cannot judge (the
 * agent unreachable, a deadline passed) yields an `error` record naming why; nothing hangs.
 *
 * @throws CrosscheckError `NET_REMOTE_NOT_ALLOWED` / `USAGE` when `url` is not loopback (and
 *   `allowRemote` is not set) or not an HTTP URL.
 */
export async function checkAgent(
  url: string,
  options: CheckAgentOptions = {},
): Promise<CaseRecord[]> {
  const allowRemote = options.allowRemote ?? false;
  const target = assertLoopback(url, allowRemote);
  const cardUrl = target.pathname.endsWith('/agent-card.json')
    ? target.href
    : new URL(AGENT_CARD_PATH, target).href;
  const iut = options.iut ?? target.origin;
  const deadlines = {
    callMs: options.deadlines?.callMs ?? AGENT_CHECK_DEFAULTS.callMs,
    progressMs: options.deadlines?.progressMs ?? AGENT_CHECK_DEFAULTS.progressMs,
  };
  const wants = (rule: string): boolean =>
    (options.rules === undefined || options.rules.has(rule)) && rule in AGENT_CHECK_CASES;
  const transcript = new AgentTranscript(iut);
  const maxResponseBytes = options.maxResponseBytes ?? WIRE_DEFAULTS.maxResponseBytes;
  const errors = (rules: string[], summary: string, reason: string): CaseRecord[] =>
    rules.filter(wants).flatMap((rule) =>
      AGENT_CHECK_CASES[rule]!.map((caseId) => ({
        caseId,
        rule,
        iut,
        vendor: null,
        transport: TRANSPORT,
        canonicalization: null,
        verdict: 'error' as const,
        evidence: { summary, reason, case: caseId, transcript: transcript.since(0) },
      })),
    );

  // Every redirect, followed or refused, is part of the evidence (DESIGN §7).
  const onRedirect = (hop: RedirectHop): void =>
    transcript.note(hop.refused === undefined ? `redirect ${hop.status}` : 'redirect refused', hop);
  // The card client never learns an RPC URL from the card: that URL is checked separately below.
  const cardClient = createA2AClient({
    cardUrl,
    rpcUrl: cardUrl,
    deadlineMs: deadlines.callMs,
    allowRemote,
    maxResponseBytes,
    onRedirect,
  });
  transcript.request(`GET ${AGENT_CARD_PATH}`, null);
  let card: ParsedCard;
  try {
    const doc = await cardClient.fetchCard();
    transcript.response(`GET ${AGENT_CARD_PATH}`, {
      status: doc.status,
      bytes: doc.bytes.length,
      text: new TextDecoder().decode(doc.bytes.slice(0, 4096)),
    });
    if (doc.status !== 200)
      return errors(
        Object.keys(AGENT_CHECK_CASES),
        `the agent does not serve its card (HTTP ${doc.status})`,
        `GET ${cardUrl} answered HTTP ${doc.status}; A2A §8.1: the card MUST be available`,
      );
    card = parseCard(doc.bytes);
  } catch (cause) {
    const code = isCrosscheckError(cause) ? cause.code : 'INTERNAL';
    const message = cause instanceof Error ? cause.message : String(cause);
    if (code.startsWith('CARD_')) {
      const records = errors(
        Object.keys(AGENT_CHECK_CASES).filter((r) => r !== 'A2A-CARD-001'),
        `the card could not be parsed (${code})`,
        message,
      );
      if (wants('A2A-CARD-001'))
        records.unshift({
          caseId: 'agent-card-required-members',
          rule: 'A2A-CARD-001',
          iut,
          vendor: null,
          transport: TRANSPORT,
          canonicalization: null,
          verdict: 'fail',
          evidence: {
            summary: `the served card is not a readable AgentCard (${code})`,
            reason: message,
            transcript: transcript.since(0),
          },
        });
      return records;
    }
    return errors(
      Object.keys(AGENT_CHECK_CASES),
      `the agent's card could not be fetched (${code})`,
      message,
    );
  }

  let rpcUrl: string | undefined;
  let rpcProblem = 'the card lists no JSONRPC interface';
  try {
    const found = jsonRpcUrlFromCard(card.emitted, WIRE_DEFAULTS.a2aVersion);
    if (found !== undefined) rpcUrl = assertLoopback(found, allowRemote).href;
  } catch (cause) {
    rpcProblem = cause instanceof Error ? cause.message : String(cause);
  }
  const client = createA2AClient({
    cardUrl,
    rpcUrl: rpcUrl ?? cardUrl,
    deadlineMs: deadlines.callMs,
    allowRemote,
    maxResponseBytes,
    onRedirect,
  });
  const probe = createAgentProbe({
    iut,
    transport: TRANSPORT,
    seed: options.seed ?? 0,
    client,
    card,
    transcript,
    deadlines,
  });

  const records: CaseRecord[] = [];
  if (wants('A2A-CARD-001')) {
    const missing = findMissingRequired(card);
    records.push(
      probe.record(
        { caseId: 'agent-card-required-members', rule: 'A2A-CARD-001' },
        missing.length === 0 ? 'pass' : 'fail',
        missing.length === 0
          ? { summary: 'the card has every REQUIRED member' }
          : { summary: `the card lacks REQUIRED members: ${missing.join(', ')}`, actual: missing },
        0,
      ),
    );
  }
  if (wants('A2A-SIG-001') || wants('A2A-SIG-002')) {
    const sig = await guard(
      () => checkCardSignature(probe, cardUrl, options.jwks, allowRemote),
      ['A2A-SIG-001', 'A2A-SIG-002'],
      errors,
    );
    records.push(...sig.filter((r) => wants(r.rule)));
  }
  const wire: [string[], (p: AgentProbe) => Promise<CaseRecord | CaseRecord[]>][] = [
    [['XV-WIRE-001'], checkUndeclaredExtension],
    [['A2A-CAP-001', 'A2A-CAP-002', 'A2A-CAP-003'], checkCapabilityErrors],
    [['A2A-STR-001'], checkBlockingArtifacts],
    [['XV-DEL-001'], probeUnsupportedMediaType],
  ];
  for (const [rules, check] of wire) {
    if (!rules.some(wants)) continue;
    if (rpcUrl === undefined) {
      records.push(...errors(rules, 'the agent has no usable JSON-RPC endpoint', rpcProblem));
      continue;
    }
    const out = await guard(async () => [await check(probe)].flat(), rules, errors);
    records.push(...out.filter((r) => wants(r.rule)));
  }
  return records;
}

/**
 * The agent checks as an extra phase of `runConformance` (`RunInputs.phases`): the run's seed,
 * deadlines and rule selection apply.
 */
export function agentPhase(
  url: string,
  options: Omit<CheckAgentOptions, 'rules' | 'seed' | 'deadlines'> = {},
): RunPhase {
  return async ({ ctx, rules, meet }) => {
    const records = await checkAgent(url, {
      ...options,
      rules,
      seed: ctx.seed,
      deadlines: ctx.deadlines,
    });
    meet({ id: options.iut ?? new URL(url).origin, transport: TRANSPORT, roles: ['agent'] });
    return records;
  };
}

/**
 * The simulated vendors judged as agents (the built-in IUT `vendors`): the run's fleet served on
 * 127.0.0.1, each vendor checked by URL under its own id, with the fleet's short progress deadline.
 */
export const vendorAgentsPhase: RunPhase = async ({ ctx, fleet, rules, meet }) => {
  const served = await startLoopbackServer(fleet);
  try {
    const records: CaseRecord[] = [];
    for (const id of fleet.ids) {
      // Simulated peers answer in milliseconds; a hung one must not cost the run's 10 s call deadline.
      const deadlines = {
        callMs: fleet.progressDeadlineMs * 4,
        progressMs: fleet.progressDeadlineMs,
      };
      records.push(
        ...(await checkAgent(served.urls[id]!.origin, {
          iut: id,
          rules,
          seed: ctx.seed,
          deadlines,
        })),
      );
      meet({
        id,
        name: fleet.vendor(id).identity.organization,
        transport: TRANSPORT,
        roles: ['agent'],
      });
    }
    return records;
  } finally {
    await served.close();
  }
};

async function guard(
  work: () => Promise<CaseRecord[]>,
  rules: string[],
  errors: (rules: string[], summary: string, reason: string) => CaseRecord[],
): Promise<CaseRecord[]> {
  try {
    return await work();
  } catch (cause) {
    const code = isCrosscheckError(cause) ? cause.code : 'INTERNAL';
    return errors(
      rules,
      `the check could not judge the agent (${code})`,
      cause instanceof Error ? cause.message : String(cause),
    );
  }
}
