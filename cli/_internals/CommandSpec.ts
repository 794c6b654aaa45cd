import type { ExitCodeRow } from '../../reports/index.ts';

/** One flag of a command, as parsed and as shown in `--help`. */
export interface FlagSpec {
  /** Long name without dashes, e.g. `iut-cmd`. */
  name: string;
  type: 'string' | 'boolean';
  /** May be given several times (values are also split on commas where `commaList` is set). */
  multiple?: boolean;
  commaList?: boolean;
  /** Placeholder in help, e.g. `<n>`. */
  value?: string;
  description: string;
  /** The default as help shows it. */
  default?: string;
}

/** A command's interface: flags, positionals, and the help text built from them. */
export interface CommandSpec {
  /** `run`, `vendors serve`, … */
  name: string;
  summary: string;
  /** Arguments after the command name in the usage line, e.g. `[options] <report.json...>`. */
  synopsis: string;
  flags: readonly FlagSpec[];
  positionals?: { name: string; description: string; min: number; max: number };
  exitCodes: readonly ExitCodeRow[];
  examples?: readonly string[];
}
