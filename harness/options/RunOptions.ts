import type { Jwks } from '../contract/types.ts';
import type { ProfileSelection } from '../rules/Rule.ts';

/**
 * Built-in IUTs (DESIGN §3). `vendors` is the simulated vendor fleet judged in the `agent` role
 * (each vendor an IUT of its own): it shows the harness's wire checks catching vendor B's
 * truncation and vendor A's stall. `sdks` is the official A2A SDKs of other languages (DESIGN
 * §10), each installed from its own lock file and judged through its stdio adapter and its
 * agents (`implementations/*\/crosscheck-impl.json`; a clone of the repository only).
 */
export type BuiltinIutName = 'reference' | 'naive' | 'a2a-js' | 'vendors' | 'sdks';
export const BUILTIN_IUTS: readonly BuiltinIutName[] = [
  'reference',
  'naive',
  'a2a-js',
  'vendors',
  'sdks',
];

/**
 * A third-party implementation an IUT is built on (`--built-on @a2a-js/sdk@1.3.0`): the
 * harness's own findings in that implementation and version apply to the IUT, named as known.
 */
export interface BuiltOn {
  /** The package name, as its registry spells it (`@a2a-js/sdk`, `a2a-sdk`). */
  name: string;
  version: string;
}

/** How simulated vendors are reached: intercepted in-process, or real servers on 127.0.0.1. */
export type VendorTransport = 'msw' | 'loopback';
export const VENDOR_TRANSPORTS: readonly VendorTransport[] = ['msw', 'loopback'];

export const PROFILE_SELECTIONS: readonly ProfileSelection[] = ['spec', 'cross-vendor', 'all'];

/** One shard of a run: `index` is 1-based, as typed on the command line (`--shard 2/4`). */
export interface ShardSpec {
  index: number;
  count: number;
}

/** Deadlines that keep the harness from ever waiting forever (DESIGN §7). */
export interface Deadlines {
  /** Longest wait for one call into an IUT or one network exchange, in ms. */
  callMs: number;
  /** Longest wait without progress on a task or stream before it counts as a stall, in ms. */
  progressMs: number;
}

/**
 * Public options of a run. Every member is optional; `defaults.ts` documents each default and
 * `resolveOptions()` validates and fills them once.
 */
export interface RunOptions {
  /** Built-in IUT names or paths of in-process adapter modules. */
  iut?: string[];
  /** Shell commands that start a stdio adapter (JSON-RPC 2.0, one object per line). */
  iutCmd?: string[];
  /** Base URLs of running agents judged black-box (`agent` role). */
  agentUrl?: string[];
  /** Permit `agentUrl` hosts other than loopback. */
  allowRemote?: boolean;
  /**
   * With `allowRemote`, reach link-local, cloud metadata and other special-purpose addresses too
   * (169.254.0.0/16, 100.64.0.0/10, fe80::/10, …), which `allowRemote` alone refuses.
   */
  allowSpecialAddresses?: boolean;
  /**
   * Send the `headers` to every origin a redirect or a card's interface leads to; by default
   * they go only to the origin of the agent URL they were given for.
   */
  headersAnyOrigin?: boolean;
  profile?: ProfileSelection;
  /** Rule ids or globs (`XV-NEG-*`; `*` stands for any run of characters). Empty: every rule of the profile. */
  rule?: string[];
  /** Seed of every random choice in the run (32-bit signed integer). */
  seed?: number;
  /** Runs per property of the property-based search. */
  runs?: number;
  /** Wall-clock budget for the property search of the whole run, in ms; `null`: none. */
  timeBudgetMs?: number | null;
  /** Output directory of report.json, report.md, report.html and junit.xml. */
  out?: string;
  /** Path of a baseline file of expected failures; `null`: none. */
  baseline?: string | null;
  /**
   * Directory of the user's regression case files: `replay --save` writes there and a run loads
   * every `*.json` in it (a directory that does not exist holds none).
   */
  regressions?: string;
  /** Run only this shard of the work; `null`: all of it. */
  shard?: ShardSpec | null;
  /** Gate on SHOULD-level rules as well as MUST-level ones. */
  strict?: boolean;
  /** Run everything this many times (flakiness hunting). */
  repeat?: number;
  transports?: VendorTransport[];
  deadlines?: Partial<Deadlines>;
  /**
   * Worker threads the property search runs on (1: the main thread). The results for a seed are
   * the same whatever the number. Adapters given as objects always run on the main thread.
   */
  workers?: number;
  /** Trusted keys for agent cards: a JWK Set, or the path of a file holding one (`--jwks`). */
  jwks?: Jwks | string | null;
  /**
   * Headers sent with every request to an agent (`--header 'Name: value'`), e.g. credentials.
   * Their values never appear in a report.
   */
  headers?: string[] | Record<string, string>;
  /** Keep retrying an agent that refuses connections for this long before judging it (`--wait-for-agent`). */
  waitForAgentMs?: number;
  /**
   * What the IUTs the user names (agent URLs, adapter modules and commands) are built on, as
   * `name@version` (`--built-on @a2a-js/sdk@1.3.0`): the harness's shipped findings in those
   * versions are applied to them, named as known and not gating. Built-in IUTs are left alone.
   */
  builtOn?: string[];
}

/** Options after `resolveOptions()`: every member present and valid. */
export interface ResolvedRunOptions {
  iut: string[];
  iutCmd: string[];
  agentUrl: string[];
  allowRemote: boolean;
  allowSpecialAddresses: boolean;
  headersAnyOrigin: boolean;
  profile: ProfileSelection;
  rule: string[];
  seed: number;
  runs: number;
  timeBudgetMs: number | null;
  out: string;
  baseline: string | null;
  regressions: string;
  shard: ShardSpec | null;
  strict: boolean;
  repeat: number;
  transports: VendorTransport[];
  deadlines: Deadlines;
  workers: number;
  jwks: Jwks | null;
  headers: Record<string, string>;
  waitForAgentMs: number;
  builtOn: BuiltOn[];
}
