import { availableParallelism } from 'node:os';
import { CrosscheckError } from '../errors/CrosscheckError.ts';
import { loopbackRefusal } from '../wire/assertLoopback.ts';
import { specialAddressRefusal } from '../wire/specialAddresses.ts';
import { DEFAULTS, MAX_REPEAT, MAX_WORKERS_FLOOR } from './defaults.ts';
import { resolveHeaders, resolveJwks } from './resolveAgentAccess.ts';
import { type OptionNaming, type OptionPath, optionName } from './optionNames.ts';
import {
  BUILTIN_IUTS,
  type BuiltOn,
  PROFILE_SELECTIONS,
  type ResolvedRunOptions,
  type RunOptions,
  type ShardSpec,
  VENDOR_TRANSPORTS,
} from './RunOptions.ts';

const KNOWN = new Set<string>(Object.keys(DEFAULTS));
// The registry's globs know `*` only (harness/rules/createRuleRegistry.ts).
const RULE_PATTERN = /^[A-Za-z0-9._*-]+$/;
const MODULE_PATH = /[/\\]|\.[cm]?[jt]s$/;
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/** `sdk:<id>`: one SDK implementation of `sdks` (its manifest id). */
export const SDK_IUT = /^sdk:[a-z0-9][a-z0-9._-]{0,63}$/;

/**
 * Validates public options and fills every default from `defaults.ts`, once. Throws a
 * `CrosscheckError` with code `USAGE` whose message names the bad value and the valid ones;
 * `naming: 'cli'` words it with command-line flags (`--profile`), `'api'` with member names.
 */
export function resolveOptions(
  partial: RunOptions = {},
  naming: OptionNaming = 'api',
): ResolvedRunOptions {
  const bad = (option: OptionPath, why: string): never => {
    throw usage(naming, `${optionName(option, naming)} ${why}`);
  };
  for (const key of Object.keys(partial)) {
    if (!KNOWN.has(key))
      throw usage(naming, `'${key}' is not an option; valid ones are ${[...KNOWN].join(', ')}`);
  }

  const iut = unique(partial.iut ?? []);
  for (const name of iut) {
    if (
      !(BUILTIN_IUTS as readonly string[]).includes(name) &&
      !SDK_IUT.test(name) &&
      !MODULE_PATH.test(name)
    ) {
      bad(
        'iut',
        `'${name}' is not one of ${BUILTIN_IUTS.join(', ')}, an SDK implementation such as sdk:python-a2a-sdk, nor a module path such as ./my-adapter.ts`,
      );
    }
  }
  const iutCmd = unique(partial.iutCmd ?? []);
  for (const cmd of iutCmd)
    if (cmd.trim() === '') bad('iutCmd', 'is empty; give the command that starts the adapter');

  const allowRemote = partial.allowRemote ?? DEFAULTS.allowRemote;
  const allowSpecialAddresses = partial.allowSpecialAddresses ?? DEFAULTS.allowSpecialAddresses;
  if (allowSpecialAddresses && !allowRemote)
    bad('allowSpecialAddresses', `needs ${optionName('allowRemote', naming)} too`);
  const headersAnyOrigin = partial.headersAnyOrigin ?? DEFAULTS.headersAnyOrigin;
  const agentUrl = unique(partial.agentUrl ?? []);
  for (const url of agentUrl)
    checkAgentUrl(
      url,
      allowRemote ? null : optionName('allowRemote', naming),
      allowRemote && !allowSpecialAddresses ? optionName('allowSpecialAddresses', naming) : null,
      bad,
    );

  const profile = partial.profile ?? DEFAULTS.profile;
  if (!PROFILE_SELECTIONS.includes(profile)) {
    bad('profile', `'${String(profile)}' is not one of ${PROFILE_SELECTIONS.join(', ')}`);
  }
  const rule = unique(partial.rule ?? [...DEFAULTS.rule]);
  for (const r of rule) {
    if (!RULE_PATTERN.test(r))
      bad(
        'rule',
        `'${r}' is not a rule id or glob (letters, digits, '.', '_', '-', and '*' for any run of characters)`,
      );
  }

  const seed = partial.seed ?? DEFAULTS.seed;
  if (!Number.isInteger(seed) || seed < INT32_MIN || seed > INT32_MAX) {
    bad('seed', `'${String(seed)}' is not an integer from ${INT32_MIN} to ${INT32_MAX}`);
  }
  const runs = positiveInt(partial.runs ?? DEFAULTS.runs, 'runs', bad);
  const budget = partial.timeBudgetMs === undefined ? DEFAULTS.timeBudgetMs : partial.timeBudgetMs;
  const timeBudgetMs = budget === null ? null : durationMs(budget, 'timeBudgetMs', bad);
  const out = partial.out ?? DEFAULTS.out;
  if (typeof out !== 'string' || out.trim() === '')
    bad('out', 'is empty; give a directory for the reports');
  const baseline = partial.baseline === undefined ? DEFAULTS.baseline : partial.baseline;
  if (baseline !== null && (typeof baseline !== 'string' || baseline.trim() === '')) {
    bad('baseline', 'is empty; give the path of a baseline file');
  }
  const regressions = partial.regressions ?? DEFAULTS.regressions;
  if (typeof regressions !== 'string' || regressions.trim() === '')
    bad('regressions', 'is empty; give a directory for regression case files');
  const shard = partial.shard === undefined ? DEFAULTS.shard : partial.shard;
  if (shard !== null) checkShard(shard, bad);

  const transports = unique(partial.transports ?? [...DEFAULTS.transports]);
  if (transports.length === 0)
    bad('transports', `is empty; give one or more of ${VENDOR_TRANSPORTS.join(', ')}`);
  for (const t of transports) {
    if (!VENDOR_TRANSPORTS.includes(t))
      bad('transports', `'${String(t)}' is not one of ${VENDOR_TRANSPORTS.join(', ')}`);
  }
  const deadlines = {
    callMs: durationMs(
      partial.deadlines?.callMs ?? DEFAULTS.deadlines.callMs,
      'deadlines.callMs',
      bad,
    ),
    progressMs: durationMs(
      partial.deadlines?.progressMs ?? DEFAULTS.deadlines.progressMs,
      'deadlines.progressMs',
      bad,
    ),
  };

  const jwks = resolveJwks(partial.jwks === undefined ? DEFAULTS.jwks : partial.jwks, bad);
  const headers = resolveHeaders(partial.headers ?? { ...DEFAULTS.headers }, bad);
  const waitForAgentMs =
    partial.waitForAgentMs === undefined || partial.waitForAgentMs === 0
      ? DEFAULTS.waitForAgentMs
      : durationMs(partial.waitForAgentMs, 'waitForAgentMs', bad);

  const noIut = iut.length === 0 && iutCmd.length === 0 && agentUrl.length === 0;
  return {
    iut: noIut ? [...DEFAULTS.iut] : iut,
    iutCmd,
    agentUrl,
    allowRemote,
    allowSpecialAddresses,
    headersAnyOrigin,
    profile,
    rule,
    seed,
    runs,
    timeBudgetMs,
    out,
    baseline,
    regressions,
    shard: shard === null ? null : { index: shard.index, count: shard.count },
    strict: partial.strict ?? DEFAULTS.strict,
    repeat: resolveRepeat(partial.repeat, bad),
    transports,
    deadlines,
    workers: resolveWorkers(partial.workers, bad),
    jwks,
    headers,
    waitForAgentMs,
    builtOn: unique(partial.builtOn ?? [...DEFAULTS.builtOn]).map((spec) =>
      parseBuiltOn(spec, bad),
    ),
  };
}

/** `@a2a-js/sdk@1.3.0` → name and version: the last `@` that does not open a scope splits them. */
function parseBuiltOn(spec: string, bad: Bad): BuiltOn {
  const at = spec.lastIndexOf('@');
  const name = at > 0 ? spec.slice(0, at).trim() : '';
  const version = at > 0 ? spec.slice(at + 1).trim() : '';
  if (name === '' || version === '')
    bad(
      'builtOn',
      `'${spec}' is not name@version; write it as the package and its version, e.g. @a2a-js/sdk@1.3.0`,
    );
  return { name, version };
}

type Bad = (option: OptionPath, why: string) => never;

function usage(naming: OptionNaming, what: string): CrosscheckError {
  const action = naming === 'cli' ? 'parse arguments' : 'resolve options';
  return new CrosscheckError('USAGE', `Failed to ${action}: ${what}.`);
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

function positiveInt(value: number, option: OptionPath, bad: Bad): number {
  if (!Number.isSafeInteger(value) || value < 1)
    bad(option, `'${String(value)}' is not a positive integer`);
  return value;
}

/**
 * A duration in milliseconds: a positive integer a timer can hold. Node's timers take at most
 * 2^31-1 ms and fire a longer one after 1 ms (issue 38: `--call-deadline 2147483648` made every
 * deadline 1 ms), so a longer one is refused rather than silently shortened.
 */
function durationMs(value: number, option: OptionPath, bad: Bad): number {
  positiveInt(value, option, bad);
  if (value > INT32_MAX)
    bad(
      option,
      `'${String(value)}' is longer than ${INT32_MAX} ms (about 24.8 days), the longest a timer can wait`,
    );
  return value;
}

function resolveRepeat(given: number | undefined, bad: Bad): number {
  const repeat = positiveInt(given ?? DEFAULTS.repeat, 'repeat', bad);
  if (repeat > MAX_REPEAT)
    bad(
      'repeat',
      `'${repeat}' is more than ${MAX_REPEAT}, the most repetitions a run makes (each keeps a verdict per case); give at most ${MAX_REPEAT}`,
    );
  return repeat;
}

function resolveWorkers(given: number | undefined, bad: Bad): number {
  const cores = availableParallelism();
  const max = Math.max(MAX_WORKERS_FLOOR, cores);
  const workers = positiveInt(given ?? DEFAULTS.workers ?? cores, 'workers', bad);
  if (workers > max)
    bad(
      'workers',
      `'${workers}' is more than ${max}, the most search threads a run starts (${MAX_WORKERS_FLOOR}, or one per core where there are more; this machine has ${cores}); give at most ${max}`,
    );
  return workers;
}

function checkShard(shard: ShardSpec, bad: Bad): void {
  const { index, count } = shard;
  if (
    !Number.isSafeInteger(count) ||
    count < 1 ||
    !Number.isSafeInteger(index) ||
    index < 1 ||
    index > count
  ) {
    bad('shard', `'${String(index)}/${String(count)}' is not i/n with 1 <= i <= n`);
  }
}

/** `remoteFlag`: the name of the opt-in to mention, or `null` when remote hosts are allowed. */
function checkAgentUrl(
  url: string,
  remoteFlag: string | null,
  specialFlag: string | null,
  bad: Bad,
): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return bad('agentUrl', `'${url}' is not a URL such as http://127.0.0.1:9999`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    bad('agentUrl', `'${url}' is not an http: or https: URL`);
  }
  // DESIGN §7: the harness connects only to loopback unless the user opts in explicitly. The
  // wire client asks the same function at every hop, so the two checks cannot disagree.
  if (specialFlag !== null) {
    const range = specialAddressRefusal(parsed);
    if (range !== undefined)
      bad('agentUrl', `'${url}' is ${range}; add ${specialFlag} if the agent really lives there`);
  }
  if (remoteFlag === null) return;
  const refusal = loopbackRefusal(parsed);
  if (refusal === 'credentials') {
    bad('agentUrl', `'${url}' carries credentials (userinfo); remove the 'user@' part`);
  }
  if (refusal === 'host') {
    bad(
      'agentUrl',
      `'${url}' is not a loopback address; add ${remoteFlag} to judge a remote agent`,
    );
  }
}
