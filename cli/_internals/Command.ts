import type { Engine } from '../engine.ts';
import type { CliIo } from '../Io.ts';
import type { CommandSpec } from './CommandSpec.ts';
import type { ParsedArgs } from './parseCommandArgs.ts';

/** What every command receives: the process's io and the engine, loaded on first use. */
export interface CommandContext {
  io: Required<CliIo>;
  engine: () => Promise<Engine>;
}

/** A command: its interface and its action. The action returns the exit code. */
export interface Command {
  spec: CommandSpec;
  execute(args: ParsedArgs, ctx: CommandContext): Promise<number>;
}
