import {
  DEFAULTS,
  OPTION_FLAGS,
  PROFILE_SELECTIONS,
  VENDOR_TRANSPORTS,
} from '../../harness/options/index.ts';
import type { FlagSpec } from './CommandSpec.ts';

/** `--iut-cmd` → `iut-cmd`: flag names come from the options' own table. */
const flag = (dashed: string): string => dashed.slice(2);

/** Flags several commands share, each with its default from harness/options/defaults.ts. */
export const FLAGS = {
  iut: {
    name: flag(OPTION_FLAGS.iut),
    type: 'string',
    multiple: true,
    value: '<name|path>',
    description:
      'built-in IUT (reference, naive, a2a-js, vendors) or path of an in-process adapter module',
    default: `${DEFAULTS.iut.join(', ')} when no --iut, --iut-cmd or --agent-url is given`,
  },
  iutCmd: {
    name: flag(OPTION_FLAGS.iutCmd),
    type: 'string',
    multiple: true,
    value: '<command>',
    description:
      'command starting a stdio adapter (JSON-RPC 2.0, one object per line), any language',
  },
  agentUrl: {
    name: flag(OPTION_FLAGS.agentUrl),
    type: 'string',
    multiple: true,
    value: '<url>',
    description:
      'a running agent, judged black-box: its origin, the sub-path it is mounted under, or its card URL (the report names the card path fetched); loopback only unless --allow-remote',
  },
  allowRemote: {
    name: flag(OPTION_FLAGS.allowRemote),
    type: 'boolean',
    description:
      'permit --agent-url hosts other than 127.0.0.1 (not link-local or metadata addresses)',
    default: 'off',
  },
  allowSpecialAddresses: {
    name: flag(OPTION_FLAGS.allowSpecialAddresses),
    type: 'boolean',
    description:
      'with --allow-remote, reach link-local, cloud metadata and other special-purpose addresses too (169.254.0.0/16, 100.64.0.0/10, fe80::/10, …)',
    default: 'off',
  },
  headersAnyOrigin: {
    name: flag(OPTION_FLAGS.headersAnyOrigin),
    type: 'boolean',
    description:
      'send the --header values to every origin a redirect or an interface of the card leads to (by default only to the --agent-url origin)',
    default: 'off',
  },
  profile: {
    name: flag(OPTION_FLAGS.profile),
    type: 'string',
    value: `<${PROFILE_SELECTIONS.join('|')}>`,
    description: 'rule profile: what A2A v1.0 requires, the cross-vendor rules, or both',
    default: DEFAULTS.profile,
  },
  rule: {
    name: flag(OPTION_FLAGS.rule),
    type: 'string',
    multiple: true,
    commaList: true,
    value: '<id|glob>',
    description: "rule ids or globs ('*' for any run of characters), comma-separated or repeated",
    default: 'every rule of the profile',
  },
  seed: {
    name: flag(OPTION_FLAGS.seed),
    type: 'string',
    value: '<n|random>',
    description:
      "seed of every random choice (32-bit integer); 'random' derives one from the clock and prints it",
    default: String(DEFAULTS.seed),
  },
  runs: {
    name: flag(OPTION_FLAGS.runs),
    type: 'string',
    value: '<n>',
    description: 'runs per property of the search',
    default: String(DEFAULTS.runs),
  },
  timeBudget: {
    name: flag(OPTION_FLAGS.timeBudgetMs),
    type: 'string',
    value: '<ms>',
    description: 'wall-clock budget of the whole property search',
    default: 'none',
  },
  out: {
    name: flag(OPTION_FLAGS.out),
    type: 'string',
    value: '<dir>',
    description: 'directory for report.json, report.md, report.html, junit.xml',
    default: DEFAULTS.out,
  },
  baseline: {
    name: flag(OPTION_FLAGS.baseline),
    type: 'string',
    value: '<file>',
    description: 'baseline of expected failures; stale entries fail the run',
    default: 'none',
  },
  writeBaseline: {
    name: 'write-baseline',
    type: 'string',
    value: '<file>',
    description:
      "record the run's failing cases as the baseline (new entries get a TODO reason; --baseline's reasons are kept) and gate on it",
    default: 'off',
  },
  regressions: {
    name: flag(OPTION_FLAGS.regressions),
    type: 'string',
    value: '<dir>',
    description: 'directory of regression case files: replay --save writes there, run loads them',
    default: DEFAULTS.regressions,
  },
  shard: {
    name: flag(OPTION_FLAGS.shard),
    type: 'string',
    value: '<i/n>',
    description: 'run shard i of n (1-based); merge the reports with `merge`',
    default: 'all',
  },
  strict: {
    name: flag(OPTION_FLAGS.strict),
    type: 'boolean',
    description: 'gate on SHOULD-level rules too (MAY never gates)',
    default: 'off',
  },
  repeat: {
    name: flag(OPTION_FLAGS.repeat),
    type: 'string',
    value: '<n>',
    description: 'run everything n times (flakiness hunting)',
    default: String(DEFAULTS.repeat),
  },
  transport: {
    name: flag(OPTION_FLAGS.transports),
    type: 'string',
    multiple: true,
    commaList: true,
    value: `<${VENDOR_TRANSPORTS.join('|')}>`,
    description:
      'how simulated vendors are reached: in-process interception, or servers on 127.0.0.1',
    default: DEFAULTS.transports.join(','),
  },
  callDeadline: {
    name: flag(OPTION_FLAGS['deadlines.callMs']),
    type: 'string',
    value: '<ms>',
    description: 'longest wait for one IUT call or network exchange',
    default: String(DEFAULTS.deadlines.callMs),
  },
  progressDeadline: {
    name: flag(OPTION_FLAGS['deadlines.progressMs']),
    type: 'string',
    value: '<ms>',
    description: 'longest wait without progress before a stall is declared',
    default: String(DEFAULTS.deadlines.progressMs),
  },
  config: {
    name: 'config',
    type: 'string',
    value: '<file>',
    description:
      'configuration file holding these options (flags override it; a2a-crosscheck/config.schema.json)',
    default: 'crosscheck.config.json in the working directory, if there is one',
  },
  workers: {
    name: flag(OPTION_FLAGS.workers),
    type: 'string',
    value: '<n>',
    description:
      'worker threads for the property search (results are the same for any n; adapters passed as objects stay on the main thread); at most 16, or the number of cores where there are more',
    default: 'the number of cores',
  },
  jwks: {
    name: flag(OPTION_FLAGS.jwks),
    type: 'string',
    value: '<file>',
    description: "JWK Set file of keys trusted to verify an agent's card signature (--agent-url)",
    default: "the JWKS the card's same-origin jku names",
  },
  header: {
    name: flag(OPTION_FLAGS.headers),
    type: 'string',
    multiple: true,
    value: "'Name: value'",
    description:
      'header sent with every request to an agent, e.g. credentials; repeatable; values never appear in reports',
    default: 'none',
  },
  waitForAgent: {
    name: flag(OPTION_FLAGS.waitForAgentMs),
    type: 'string',
    value: '<ms>',
    description:
      'keep retrying an agent that refuses connections for this long (an agent still starting)',
    default: '0',
  },
  builtOn: {
    name: flag(OPTION_FLAGS.builtOn),
    type: 'string',
    multiple: true,
    commaList: true,
    value: '<name@version>',
    description:
      "what the agents and adapters you name are built on (@a2a-js/sdk@1.3.0): the harness's own findings in that version apply to them, named as known and not gating",
    default: 'nothing declared',
  },
  json: {
    name: 'json',
    type: 'boolean',
    description: 'print JSON instead of a table',
    default: 'off',
  },
} as const satisfies Record<string, FlagSpec>;
