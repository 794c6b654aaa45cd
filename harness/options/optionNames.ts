import type { RunOptions } from './RunOptions.ts';

/** How an option is named in messages: as an API member or as a command-line flag. */
export type OptionNaming = 'api' | 'cli';

type OptionPath =
  Exclude<keyof RunOptions, 'deadlines'> | 'deadlines.callMs' | 'deadlines.progressMs';

/** Command-line flag of each option; the CLI defines its flags from this table. */
export const OPTION_FLAGS: Readonly<Record<OptionPath, string>> = {
  iut: '--iut',
  iutCmd: '--iut-cmd',
  agentUrl: '--agent-url',
  allowRemote: '--allow-remote',
  allowSpecialAddresses: '--allow-special-addresses',
  headersAnyOrigin: '--headers-any-origin',
  profile: '--profile',
  rule: '--rule',
  seed: '--seed',
  runs: '--runs',
  timeBudgetMs: '--time-budget',
  out: '--out',
  baseline: '--baseline',
  regressions: '--regressions',
  shard: '--shard',
  strict: '--strict',
  repeat: '--repeat',
  transports: '--transport',
  'deadlines.callMs': '--call-deadline',
  'deadlines.progressMs': '--progress-deadline',
  workers: '--workers',
  jwks: '--jwks',
  headers: '--header',
  waitForAgentMs: '--wait-for-agent',
  builtOn: '--built-on',
};

/** The name a message uses for `option`: `--iut-cmd` on the command line, `iutCmd` in the API. */
export function optionName(option: OptionPath, naming: OptionNaming): string {
  return naming === 'cli' ? OPTION_FLAGS[option] : option;
}

export type { OptionPath };
