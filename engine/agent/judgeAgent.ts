import { parseCard, readRequiredExtensions, type ParsedCard } from '../../harness/card/index.ts';
import type { Jwks } from '../../harness/contract/types.ts';
import { isCrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { asHarnessDefect, isPeerFault } from '../../harness/errors/index.ts';
import type { AgentCheck } from '../../scenarios/agent/AgentCheck.ts';
import { caseRecord } from '../records/caseRecord.ts';
import {
  AGENT_CARD_PATH,
  assertLoopback,
  createGrpcBinding,
  createJsonRpcBinding,
  createRestBinding,
  loadGrpcKit,
  WIRE_DEFAULTS,
  type HttpTarget,
  type ProtocolGeneration,
} from '../../harness/wire/index.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';
import { ALL_AGENT_CHECKS, agentRuleCases } from './agentSuite.ts';
import { PROPERTY_CHECKS } from './propertyChecks.ts';
import type { AgentTarget } from '../../scenarios/agent/AgentTarget.ts';
import { activeTranscript } from './activeTranscript.ts';
import { agentTranscript, type Transcript } from '../../harness/results/Transcript.ts';
import { AGENT_CHECK_DEFAULTS } from '../../scenarios/agent/defaults.ts';
import { bindingsFor, cardGeneration, declaredInterfaces } from './describeAgent.ts';
import { fetchAgentCard } from '../../harness/wire/fetchAgentCard.ts';
import type { HostResolver } from '../../harness/wire/checkedLookup.ts';
import { runAgentChecks } from './runAgentChecks.ts';
import { agentIdFromCard, agentIdOf } from './agentId.ts';
import type { WebhookReceiver } from '../../scenarios/agent/WebhookReceiver.ts';
import { startWebhookReceiver } from './webhookReceiver.ts';

/** How the agent is reached and trusted: its network, the user's credentials, its keys. */
export interface AgentReach {
  /** Reach a non-loopback agent (`--allow-remote`). Default false. */
  allowRemote?: boolean;
  /** With `allowRemote`, reach link-local, metadata… addresses too. Default false. */
  allowSpecialAddresses?: boolean;
  /**
   * How host names resolve under `allowRemote` (every address is checked, and connected to, after
   * resolution). Default the system's; tests inject theirs.
   */
  resolveHost?: HostResolver;
  /** Headers sent with every request (`--header`), e.g. credentials; never recorded in reports. */
  headers?: Record<string, string>;
  /** Send `headers` to every origin, not only the agent URL's. Default false. */
  headersAnyOrigin?: boolean;
  /** Keep retrying a refused connection to the card for this long (`--wait-for-agent`). Default 0. */
  waitForAgentMs?: number;
  /** Largest card, JWKS or answer read. Default 1 MiB. */
  maxResponseBytes?: number;
  /** Keys to verify the card with (`--jwks`); default: the JWKS at a same-origin `jku`, if any. */
  jwks?: Jwks;
}

/** What is judged of the agent. */
export interface AgentScope {
  /** Only these rules are checked. Default: all the agent checks know. */
  rules?: ReadonlySet<string>;
  /** The checks to run. Default: every check of the catalogue and the live-agent properties. */
  checks?: readonly AgentCheck[];
  /** Run only the checks with a head of this case id (`replay --case` without `--path`). */
  onlyCase?: string;
  /** Replay one property counterexample (`--path`) instead of running the checks. */
  replay?: { caseId?: string; path: string };
}

/** The time and work spent on the agent. */
export interface AgentBudget {
  /** Per-exchange deadline and progress deadline. Defaults in `AGENT_CHECK_DEFAULTS`. */
  deadlines?: { callMs?: number; progressMs?: number };
  /** Checks run at once against the agent. Default `AGENT_CHECK_DEFAULTS.concurrency`. */
  concurrency?: number;
  /** Generated requests per live-agent property. Default `AGENT_CHECK_DEFAULTS.propertyRuns`. */
  propertyRuns?: number;
  /** Time for shrinking one property failure. Default: 2 progress deadlines, at least 1.5 s. */
  propertyTimeMs?: number;
}

/** How the records and replay commands name the agent. */
export interface AgentReporting {
  /**
   * IUT id in the records. Default: {@link agentIdFromCard} (the card's name and version), so a
   * baseline holds across ports; {@link agentIdOf} the URL when the card has no name, cannot be
   * read, or its id is already taken.
   */
  iut?: string;
  /** Ids other agents of the run already use; a card-derived id among them falls back to the URL. */
  takenIds?: ReadonlySet<string>;
  /** How a replay command names this agent. Default `--agent-url <url>` (header values elided). */
  replayTarget?: string;
}

/** Options of {@link checkAgent}, grouped by what they govern; every one optional. */
export interface CheckAgentOptions {
  reach?: AgentReach;
  scope?: AgentScope;
  budget?: AgentBudget;
  reporting?: AgentReporting;
  /** Run seed; ids the harness sends derive from it. Default 0. */
  seed?: number;
  /**
   * Stops the judgement (SIGINT, SIGTERM): no check starts after it aborts, every exchange in
   * flight is cut, and what was cut yields no record.
   */
  signal?: AbortSignal;
}

/** What a run against one agent found, beyond its records. */
export interface AgentRun {
  /** The IUT id the records carry. */
  iut: string;
  records: CaseRecord[];
  /** The URL the card was read from, when one answered. */
  cardUrl?: string;
  generation?: ProtocolGeneration;
  /** The card's `name`, when it has one. */
  name?: string;
}

/** Codes of a card that parses as JSON but whose members are malformed (A2A-CARD-003). */
const MEMBER_CODES = new Set(['CARD_WRONG_TYPE', 'CARD_DUPLICATE_MEMBER']);

/**
 * Black-box checks of a running A2A agent (the `agent` role, DESIGN §3), over every interface
 * its card declares that the harness speaks (JSON-RPC, HTTP+JSON; v1.0, or v0.3 for a v0.3
 * card). See {@link judgeAgent}; this returns the records only.
 */
export async function checkAgent(
  url: string,
  options: CheckAgentOptions = {},
): Promise<CaseRecord[]> {
  return (await judgeAgent(url, options)).records;
}

/**
 * Reads the agent's card from `url` (a card URL, a sub-path an agent is mounted under, or an
 * origin; the report names the path actually fetched), then runs the agent checks concurrently.
 * An unreachable agent yields one `error` record (A2A-CARD-002); a card that cannot be read
 * fails the card rule that owns the fault, and every rule that needs the card is not applicable
 * with that reason. Nothing hangs: every exchange has a deadline.
 *
 * @throws CrosscheckError `NET_REMOTE_NOT_ALLOWED` / `USAGE` when `url` is not loopback (and
 *   `allowRemote` is not set) or not an HTTP URL.
 */
export async function judgeAgent(url: string, options: CheckAgentOptions = {}): Promise<AgentRun> {
  const { reach = {}, scope = {}, budget = {}, reporting = {} } = options;
  const allowRemote = reach.allowRemote ?? false;
  const allowSpecial = reach.allowSpecialAddresses ?? false;
  assertLoopback(url, allowRemote, allowSpecial);
  let iut = reporting.iut ?? agentIdOf(url);
  const deadlines = {
    callMs: budget.deadlines?.callMs ?? AGENT_CHECK_DEFAULTS.callMs,
    progressMs: budget.deadlines?.progressMs ?? AGENT_CHECK_DEFAULTS.progressMs,
  };
  const headers = reach.headers ?? {};
  const known = agentRuleCases();
  const wants = (rule: string): boolean =>
    known.has(rule) && (scope.rules === undefined || scope.rules.has(rule));
  const transcript = agentTranscript(iut);
  const http: HttpTarget = {
    allowRemote,
    allowSpecial,
    ...(reach.resolveHost !== undefined && { resolveHost: reach.resolveHost }),
    // The user's headers are credentials for the origin they named: a redirect to
    // another origin drops them, as it drops `Authorization`.
    userHeaders: Object.keys(headers),
    userHeadersAnyOrigin: reach.headersAnyOrigin ?? false,
    userHeadersOrigin: new URL(url).origin,
    deadlineMs: deadlines.callMs,
    maxResponseBytes: reach.maxResponseBytes ?? WIRE_DEFAULTS.maxResponseBytes,
    // Every redirect, followed or refused, is part of the evidence (DESIGN §7): of the check
    // whose request it was, or of the card fetch.
    onRedirect: (hop) =>
      (activeTranscript.getStore() ?? transcript).note(
        hop.refused === undefined ? `redirect ${hop.status}` : 'redirect refused',
        hop,
      ),
  };

  let fetched;
  try {
    fetched = await fetchAgentCard(url, http, {
      headers,
      waitMs: reach.waitForAgentMs ?? 0,
      transcript,
    });
  } catch (cause) {
    // An agent that cannot be reached is the agent's (or its network's) fault; anything else
    // thrown while fetching is the harness's own defect, never a verdict against the agent.
    if (!isPeerFault(cause)) throw asHarnessDefect(cause, { caseId: 'agent-card-fetch', iut });
    const rule = wants('A2A-CARD-002') ? 'A2A-CARD-002' : [...known.keys()].find(wants);
    if (rule === undefined) return { iut, records: [] };
    // Malformed HTTP is the agent's violation of §8.1's availability, not unreachability.
    const violation = cause.code === 'NET_PROTOCOL_VIOLATION';
    return {
      iut,
      records: [
        record(iut, rule, known.get(rule)![0]!, violation ? 'fail' : 'error', {
          summary: violation
            ? `the agent at ${url} answered the card request with malformed HTTP`
            : `the agent at ${url} cannot be reached (${cause.code})`,
          reason: cause.message,
          code: cause.code,
          transcript: transcript.since(0),
        }),
      ],
    };
  }

  const cardPath = new URL(fetched.url).pathname;
  let card: ParsedCard | undefined;
  let fault: { rule: string; code: string; message: string } | undefined;
  const tried = fetched.tried.map((t) => `${new URL(t.url).pathname}: ${t.outcome}`).join(', ');
  // Given an origin or a sub-path, a 404 at every location is A2A-CARD-011's (see notAtWellKnown).
  if (
    !/\.json$/i.test(new URL(url).pathname) &&
    fetched.tried.every((t) => t.outcome === 'HTTP 404')
  )
    fault = {
      rule: 'A2A-CARD-011',
      code: 'HTTP 404',
      message: `given ${url}, no card at ${AGENT_CARD_PATH} (tried ${tried})`,
    };
  else if (fetched.answer.status !== 200)
    fault = {
      rule: 'A2A-CARD-002',
      code: `HTTP ${fetched.answer.status}`,
      message: `GET ${fetched.url} answered HTTP ${fetched.answer.status} (tried ${fetched.tried.map((t) => `${new URL(t.url).pathname}: ${t.outcome}`).join(', ')}); A2A §8.1: the card MUST be available`,
    };
  else
    try {
      card = parseCard(fetched.answer.bytes);
    } catch (cause) {
      // The card parser refuses what the agent served with a CARD_* code: that is the agent's
      // fault, judged by the card rules. Any other throw is a defect of the harness.
      if (!isCrosscheckError(cause) || !cause.code.startsWith('CARD_'))
        throw asHarnessDefect(cause, { rule: 'A2A-CARD-002', caseId: 'agent-card-parse', iut });
      const code = cause.code;
      fault = {
        rule: MEMBER_CODES.has(code) ? 'A2A-CARD-003' : 'A2A-CARD-002',
        code,
        message: cause instanceof Error ? cause.message : String(cause),
      };
    }
  if (card === undefined)
    return {
      iut,
      records: unreadableCard(iut, fetched.url, fault!, known, wants, transcript),
      cardUrl: fetched.url,
    };

  if (reporting.iut === undefined) {
    const fromCard = agentIdFromCard(card.emitted);
    if (fromCard !== undefined && reporting.takenIds?.has(fromCard) !== true) iut = fromCard;
  }
  const generation = cardGeneration(card);
  const interfaces = declaredInterfaces(card, generation);
  const grpc = interfaces.some((i) => i.binding === 'GRPC')
    ? await loadGrpcKit().then(
        () => true,
        () => false,
      )
    : false;
  const { bindings, unusable } = bindingsFor(interfaces, generation, http, headers, grpc);
  let receiver: Promise<WebhookReceiver> | undefined;
  const target: AgentTarget = {
    iut,
    cardUrl: fetched.url,
    askedUrl: url,
    card,
    cardHead: {
      status: fetched.answer.status,
      contentType: fetched.answer.contentType,
      headers: fetched.answer.headers,
    },
    generation,
    interfaces,
    bindings,
    unusable,
    requiredExtensions: readRequiredExtensions(card),
    userHeaders: headers,
    jwks: reach.jwks,
    http,
    deadlines,
    seed: options.seed ?? 0,
    runId: nextRunId(),
    ...(options.signal !== undefined && { signal: options.signal }),
    withoutCredentials: (b) =>
      b.name === 'JSONRPC'
        ? createJsonRpcBinding({ url: b.url, generation: b.generation, target: http })
        : b.name === 'GRPC'
          ? createGrpcBinding({ url: b.url, target: http })
          : createRestBinding({ url: b.url, target: http }),
    webhook: () => (receiver ??= startWebhookReceiver()),
    propertyRuns: budget.propertyRuns ?? AGENT_CHECK_DEFAULTS.propertyRuns,
    propertyTimeMs:
      budget.propertyTimeMs ??
      Math.max(
        AGENT_CHECK_DEFAULTS.propertyMinBudgetMs,
        AGENT_CHECK_DEFAULTS.propertyBudgetDeadlines * deadlines.progressMs,
      ),
    replayTarget: reporting.replayTarget ?? replayTargetOf(url, headers, allowRemote),
    replay: scope.replay,
  };
  try {
    const checks =
      scope.replay === undefined ? (scope.checks ?? ALL_AGENT_CHECKS) : PROPERTY_CHECKS;
    const records = await runAgentChecks(target, checks, {
      ...(scope.onlyCase !== undefined && { onlyCase: scope.onlyCase }),
      wants,
      concurrency: budget.concurrency ?? AGENT_CHECK_DEFAULTS.concurrency,
    });
    const note =
      generation === '0.3'
        ? "A2A v0.3 agent: judged under v0.3 method names and shapes, at the level and sections of each rule's v0.3 counterpart; rules without one are not applicable."
        : undefined;
    const path = `card read from ${cardPath}`;
    for (const r of records)
      r.evidence.details = [note, path, r.evidence.details].filter(Boolean).join('\n');
    const name = card.emitted['name'];
    return {
      iut,
      records,
      cardUrl: fetched.url,
      generation,
      ...(typeof name === 'string' && { name }),
    };
  } finally {
    if (receiver !== undefined) await (await receiver).close();
  }
}

/** `--agent-url <url>` with each `--header` named and its value elided (values never reach a report). */
function replayTargetOf(
  url: string,
  headers: Record<string, string>,
  allowRemote: boolean,
): string {
  const named = Object.keys(headers)
    .map((h) => ` --header '${h}: …'`)
    .join('');
  return `--agent-url ${url}${named}${allowRemote ? ' --allow-remote' : ''}`;
}

/**
 * Given an origin or a sub-path, no candidate location held a card (404 at each): §8.2 does not
 * make the well-known URI a MUST, so this is A2A-CARD-011's finding, and A2A-CARD-002 could not be
 * judged (NOT_TESTABLE: the card's own URL is needed), never failed for a location the agent never
 * claimed. Every other rule needs the card.
 */
function notAtWellKnown(
  iut: string,
  fault: { message: string },
  known: Map<string, string[]>,
  wants: (rule: string) => boolean,
  transcript: Transcript,
): CaseRecord[] {
  const records: CaseRecord[] = [];
  for (const [rule, cases] of known) {
    if (!wants(rule)) continue;
    if (rule === 'A2A-CARD-011')
      records.push(
        record(iut, rule, cases[0]!, 'fail', {
          summary: fault.message,
          reason: 'A2A §8.2: clients look for the card at the well-known URI',
          transcript: transcript.since(0),
        }),
      );
    else if (rule === 'A2A-CARD-002')
      records.push(
        record(iut, rule, cases[0]!, 'error', {
          summary: `${fault.message}; pass the card's own URL to judge how it is served`,
          reason: 'NOT_TESTABLE: the card is not at the well-known URI (see A2A-CARD-011)',
          code: 'NOT_TESTABLE',
        }),
      );
    else
      for (const caseId of cases)
        records.push(
          record(iut, rule, caseId, 'not-applicable', {
            summary: fault.message,
            reason: 'the rule needs the card; the missing card is charged to A2A-CARD-011',
          }),
        );
  }
  return records;
}

function unreadableCard(
  iut: string,
  cardUrl: string,
  fault: { rule: string; code: string; message: string },
  known: Map<string, string[]>,
  wants: (rule: string) => boolean,
  transcript: Transcript,
): CaseRecord[] {
  if (fault.rule === 'A2A-CARD-011') return notAtWellKnown(iut, fault, known, wants, transcript);
  const path = new URL(cardUrl).pathname;
  const records: CaseRecord[] = [];
  for (const [rule, cases] of known) {
    if (!wants(rule)) continue;
    if (rule === fault.rule)
      records.push(
        record(iut, rule, cases[0]!, 'fail', {
          summary: `the card served at ${path} is not a readable AgentCard (${fault.code})`,
          reason: fault.message,
          transcript: transcript.since(0),
        }),
      );
    else
      for (const caseId of cases)
        records.push(
          record(iut, rule, caseId, 'not-applicable', {
            summary: `the card at ${path} could not be read (${fault.code})`,
            reason: `the rule needs the card; the fault is charged to ${fault.rule}`,
          }),
        );
  }
  return records;
}

function record(
  iut: string,
  rule: string,
  caseId: string,
  verdict: CaseRecord['verdict'],
  evidence: CaseRecord['evidence'],
): CaseRecord {
  return caseRecord(
    { caseId, rule, iut, vendor: null, transport: 'http', canonicalization: null },
    verdict,
    evidence,
  );
}

let runs = 0;

/** A short id of one judgement of an agent: its start time and a counter, base 36. */
function nextRunId(): string {
  runs = (runs + 1) % 1_296;
  return `${Date.now().toString(36)}${runs.toString(36).padStart(2, '0')}`;
}
