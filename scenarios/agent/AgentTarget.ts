import type { ParsedCard } from '../../harness/card/index.ts';
import type { Jwks } from '../../harness/contract/types.ts';
import type {
  AgentBinding,
  HttpHead,
  HttpTarget,
  ProtocolGeneration,
} from '../../harness/wire/index.ts';
import type { WebhookReceiver } from './WebhookReceiver.ts';

/** One `supportedInterfaces` entry (or a v0.3 card's `url` / `additionalInterfaces`). */
export interface DeclaredInterface {
  binding: string;
  url: string;
  protocolVersion: string;
}

/** Everything the agent checks know about one agent, fixed once its card was read. */
export interface AgentTarget {
  /** IUT id in the records (the agent's origin unless named). */
  iut: string;
  /** The URL the card was fetched from (reports name it). */
  cardUrl: string;
  /** The URL the user gave (an origin, a sub-path, or the card's own URL). */
  askedUrl: string;
  card: ParsedCard;
  /** Head of the card's HTTP answer (status, content type, caching headers). */
  cardHead: HttpHead;
  /** The protocol generation the card speaks (v0.3 cards have a top-level `url`). */
  generation: ProtocolGeneration;
  interfaces: DeclaredInterface[];
  /** Bindings the harness can drive, one per usable interface, preferred first. */
  bindings: AgentBinding[];
  /** Why an interface the card declares has no binding here (gRPC, remote host, bad URL). */
  unusable: { iface: DeclaredInterface; reason: string }[];
  /** Extensions the card marks `required`: every request activates them, except the CAP-004 probe. */
  requiredExtensions: string[];
  /** The user's `--header` values, sent with every request, never recorded. */
  userHeaders: Record<string, string>;
  /** Keys to verify the card with (`--jwks`). */
  jwks: Jwks | undefined;
  http: HttpTarget;
  deadlines: { callMs: number; progressMs: number };
  seed: number;
  /**
   * Names this judgement of the agent among others of the same seed (an agent keeps the tasks
   * and message ids of earlier runs): every id a check makes carries it.
   */
  runId: string;
  /** The run's interrupt: every exchange a check sends carries it (`CheckContext.options`). */
  signal?: AbortSignal;
  /** The same interface as `binding`, without the user's `--header` values (auth probes). */
  withoutCredentials(binding: AgentBinding): AgentBinding;
  /** Runs per live-agent property, and the wall-clock budget for shrinking one failure. */
  propertyRuns: number;
  propertyTimeMs: number;
  /** The flags that name this agent in a replay command (`--agent-url …`, `--iut vendors --agent …`). */
  replayTarget: string;
  /** Set when replaying one property counterexample: only that property runs, from that path. */
  replay: { caseId?: string; path: string } | undefined;
  /** Loopback webhook receiver for push-notification checks, started on first use. */
  webhook(): Promise<WebhookReceiver>;
}
