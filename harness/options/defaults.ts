import type { BuiltinIutName, Deadlines, VendorTransport } from './RunOptions.ts';
import type { ProfileSelection } from '../rules/Rule.ts';

/**
 * Every default of a run, in one place. `resolveOptions()` is the only reader.
 *
 * Seed: a fixed default (42) rather than one derived from the clock. The CLI gates CI on a
 * ratcheting baseline, and a search that wanders to a new counterexample on some runs and not
 * others would make that gate flaky and its failures unreproducible without digging the seed out
 * of a log. Breadth is asked for explicitly: `--seed random` (the CLI derives one from the clock
 * and prints it), a larger `--runs`, or `--repeat`.
 */
export const DEFAULTS = {
  /** No IUT named at all (no `iut`, `iutCmd` or `agentUrl`): run every built-in one. */
  iut: ['reference', 'naive', 'a2a-js', 'vendors'] as readonly BuiltinIutName[],
  iutCmd: [] as readonly string[],
  agentUrl: [] as readonly string[],
  /** Only loopback agents unless the user says otherwise (DESIGN §7). */
  allowRemote: false,
  /** Link-local, metadata… stay out of reach even with allowRemote. */
  allowSpecialAddresses: false,
  /** The user's headers go only to the origin they were given for. */
  headersAnyOrigin: false,
  profile: 'all' as ProfileSelection,
  /** Empty: every rule of the selected profile. */
  rule: [] as readonly string[],
  seed: 42,
  /** fast-check's own default number of runs per property. */
  runs: 100,
  /** No overall budget: each property stops after `runs` runs. */
  timeBudgetMs: null as number | null,
  out: 'crosscheck-report',
  baseline: null as string | null,
  /** In the working directory, i.e. in the user's repository, never inside the package. */
  regressions: 'crosscheck-regressions',
  shard: null,
  strict: false,
  repeat: 1,
  /** In-process interception: sealed, no ports, fastest. */
  transports: ['msw'] as readonly VendorTransport[],
  /** `null`: one worker thread per core (`os.availableParallelism()`), resolved at run time. */
  workers: null as number | null,
  deadlines: {
    /** One IUT call or one network exchange. */
    callMs: 10_000,
    /** No new task state or stream event for this long is a stall. */
    progressMs: 3_000,
  } as Readonly<Deadlines>,
  /** No trusted keys: an agent's card is verified with the JWKS its same-origin `jku` names. */
  jwks: null,
  /** No extra headers to agents. */
  headers: {} as Readonly<Record<string, string>>,
  /** An agent that refuses connections is judged unreachable at once. */
  waitForAgentMs: 0,
  /** Nothing declared: only the built-in IUTs meet the harness's findings in third-party SDKs. */
  builtOn: [] as readonly string[],
} as const;

/**
 * The most search threads a run starts, unless the machine has more cores (then one per core):
 * `workers` above it is a usage error (issue 38: `--workers 100000` started threads without
 * bound). The search is CPU-bound, so threads past the cores add only memory, each loading the
 * harness; a fixed floor keeps a configuration valid on a laptop and on CI alike.
 */
export const MAX_WORKERS_FLOOR = 16;

/**
 * The most repetitions of a run (`--repeat`): each keeps a verdict and a summary per case to
 * compare (the outcomes themselves are dropped as they end), and Node's `fetch` keeps a
 * connection pool for every loopback origin a repetition opened (about 0.5 MB a repetition of
 * the card rules): the count bounds both. A hundred runs of the main job take hours; flakes show
 * within tens.
 */
export const MAX_REPEAT = 100;
