import { parseArgs } from 'node:util';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import type { CommandSpec, FlagSpec } from './CommandSpec.ts';
import { didYouMean } from './didYouMean.ts';

export type FlagValue = string | boolean | string[];

export interface ParsedArgs {
  help: boolean;
  values: ReadonlyMap<string, FlagValue>;
  positionals: string[];
}

function usage(spec: CommandSpec, why: string, hint = ''): CrosscheckError {
  return new CrosscheckError(
    'USAGE',
    `Failed to parse arguments: ${why}.${hint} Run 'a2a-crosscheck ${spec.name} --help' for usage.`,
  );
}

function shown(flag: FlagSpec): string {
  return flag.type === 'string' ? `--${flag.name} ${flag.value ?? '<value>'}` : `--${flag.name}`;
}

/**
 * Parses a command's arguments with `node:util` `parseArgs` (tokens mode) and checks what it
 * leaves lenient: unknown flags, missing values, values on boolean flags, repeated single flags,
 * and the number of positionals. `--help` / `-h` anywhere wins. Errors are `USAGE`.
 */
export function parseCommandArgs(spec: CommandSpec, argv: readonly string[]): ParsedArgs {
  const options: Record<
    string,
    { type: 'string' | 'boolean'; multiple?: boolean; short?: string }
  > = {
    help: { type: 'boolean', short: 'h' },
  };
  for (const f of spec.flags)
    options[f.name] = { type: f.type, ...(f.multiple ? { multiple: true } : {}) };
  const { tokens } = parseArgs({
    args: [...argv],
    options,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  if (tokens.some((t) => t.kind === 'option' && t.name === 'help')) {
    return { help: true, values: new Map(), positionals: [] };
  }
  const byName = new Map(spec.flags.map((f) => [f.name, f]));
  const values = new Map<string, FlagValue>();
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    const flag = byName.get(token.name);
    if (!flag)
      throw usage(
        spec,
        `unknown option '${token.rawName}' for '${spec.name}'`,
        didYouMean(
          token.name,
          spec.flags.map((f) => f.name),
          '--',
        ),
      );
    if (flag.type === 'boolean') {
      if (token.value !== undefined)
        throw usage(spec, `option '--${flag.name}' takes no value (got '${token.value}')`);
      values.set(flag.name, true);
      continue;
    }
    // `--seed --strict` would silently read "--strict" as the seed: a missing value, in fact.
    if (token.value === undefined || (!token.inlineValue && token.value.startsWith('--'))) {
      throw usage(spec, `option '${shown(flag)}' needs a value`);
    }
    if (flag.multiple) {
      const parts = flag.commaList
        ? token.value
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s !== '')
        : [token.value];
      const prior = values.get(flag.name);
      values.set(flag.name, [...(Array.isArray(prior) ? prior : []), ...parts]);
    } else {
      if (values.has(flag.name))
        throw usage(spec, `option '--${flag.name}' is given more than once`);
      values.set(flag.name, token.value);
    }
  }
  const p = spec.positionals ?? { name: '', description: '', min: 0, max: 0 };
  if (positionals.length > p.max) {
    throw usage(
      spec,
      `unexpected argument '${positionals[p.max] ?? ''}'${p.max === 0 ? ` ('${spec.name}' takes none)` : ''}`,
    );
  }
  if (positionals.length < p.min) throw usage(spec, `missing ${p.name}`);
  return { help: false, values, positionals };
}

/** Reads a string flag. */
export function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const v = args.values.get(name);
  return typeof v === 'string' ? v : undefined;
}

/** Reads a repeatable flag. */
export function listFlag(args: ParsedArgs, name: string): string[] | undefined {
  const v = args.values.get(name);
  return Array.isArray(v) ? v : undefined;
}

/** Reads a boolean flag. */
export function booleanFlag(args: ParsedArgs, name: string): boolean | undefined {
  return args.values.get(name) === true ? true : undefined;
}

/** Reads an integer flag; range checks are `resolveOptions`'s. */
export function intFlag(spec: CommandSpec, args: ParsedArgs, name: string): number | undefined {
  const v = stringFlag(args, name);
  if (v === undefined) return undefined;
  if (!/^-?\d+$/.test(v.trim())) throw usage(spec, `--${name} '${v}' is not an integer`);
  return Number(v);
}
