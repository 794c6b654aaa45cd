import { CrosscheckError, isCrosscheckError } from '../harness/errors/CrosscheckError.ts';
import { isHarnessDefect } from '../harness/errors/index.ts';
import { neutralizeControls } from '../harness/text/index.ts';
import { EXIT_CODES, EXIT_CODE_TABLE, harnessIdentity } from '../reports/index.ts';
import { initCommand } from './commands/init.ts';
import { mergeCommand } from './commands/merge.ts';
import { replayCommand } from './commands/replay.ts';
import { rulesCommand } from './commands/rules.ts';
import { runCommand } from './commands/run.ts';
import { selftestCommand } from './commands/selftest.ts';
import { vendorsServeCommand } from './commands/vendorsServe.ts';
import { type Engine, loadEngine } from './engine.ts';
import { type CliIo, completeIo, processIo, trapInterrupts } from './Io.ts';
import type { Command } from './_internals/Command.ts';
import { checkOpenFileLimit, openFileLimitError } from './_internals/checkOpenFileLimit.ts';
import { checkWorkingDirectory } from './_internals/checkWorkingDirectory.ts';
import { formatHelp } from './_internals/formatHelp.ts';
import { parseCommandArgs } from './_internals/parseCommandArgs.ts';

/** The commands, by the words that name them. */
export const COMMANDS: readonly Command[] = [
  initCommand,
  runCommand,
  vendorsServeCommand,
  replayCommand,
  selftestCommand,
  rulesCommand,
  mergeCommand,
];

function topHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.spec.name.length)) + 2;
  return [
    'Usage: a2a-crosscheck <command> [options]',
    '',
    'Conformance harness for A2A v1.0: simulated vendors, an executable rule catalogue, property-based search.',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.spec.name.padEnd(width)}${c.spec.summary.split('\n')[0] ?? ''}`),
    '',
    'Options:',
    '  -h, --help     show this help (a2a-crosscheck <command> --help for a command)',
    '  --version      print the harness version',
    '',
    'Exit codes:',
    ...EXIT_CODE_TABLE.map((e) => `  ${e.code}  ${e.meaning}`),
    '',
  ].join('\n');
}

/** Finds the command named by the leading words of argv: `run …`, `vendors serve …`. */
function findCommand(argv: readonly string[]): { command: Command; rest: string[] } | undefined {
  for (const command of COMMANDS) {
    const words = command.spec.name.split(' ');
    if (words.every((w, i) => argv[i] === w)) return { command, rest: argv.slice(words.length) };
  }
  // `vendors --help`: the only `vendors` subcommand's help.
  if (argv[0] === 'vendors' && (argv[1] === '--help' || argv[1] === '-h')) {
    return { command: vendorsServeCommand, rest: ['--help'] };
  }
  return undefined;
}

/**
 * The `a2a-crosscheck` command. Parses `argv` (without the node and script paths), runs the
 * command and returns its exit code; it never calls `process.exit` itself. `USAGE` errors exit
 * 2 with the message, any other error exits 3. Without `io` (the real process), SIGINT, SIGTERM
 * and SIGHUP are trapped (`trapInterrupts`): `run` stops and reports what finished (130 / 143 / 129),
 * any other command exits at once with the same codes, its adapters stopped. `engine` replaces
 * the default engine (tests pass a test double); without it the engine is imported on first use.
 */
export async function main(argv: readonly string[], io?: CliIo, engine?: Engine): Promise<number> {
  // The real process: SIGINT / SIGTERM / SIGHUP exit through process.exit, so adapters are stopped.
  if (io === undefined) trapInterrupts();
  const full = completeIo(io ?? processIo());
  const first = argv[0];
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    (first === undefined ? full.stderr : full.stdout).write(topHelp());
    return first === undefined ? EXIT_CODES.usage : EXIT_CODES.ok;
  }
  if (first === '--version') {
    full.stdout.write(`${harnessIdentity().version}\n`);
    return EXIT_CODES.ok;
  }
  const found = findCommand(argv);
  try {
    if (!found) {
      const known = COMMANDS.map((c) => c.spec.name).join(', ');
      const what =
        first === 'vendors' ? `'vendors ${argv[1] ?? ''}'`.replace(" '", "'") : `'${first}'`;
      throw new CrosscheckError(
        'USAGE',
        `Failed to parse arguments: unknown command ${what}; commands are ${known}. Run 'a2a-crosscheck --help' for usage.`,
      );
    }
    const args = parseCommandArgs(found.command.spec, found.rest);
    if (args.help) {
      full.stdout.write(formatHelp(found.command.spec));
      return EXIT_CODES.ok;
    }
    checkWorkingDirectory(found.command.spec.name, full.cwd);
    let loaded: Engine | undefined = engine;
    const name = found.command.spec.name;
    return await found.command.execute(args, {
      io: full,
      engine: async () => {
        if (loaded === undefined) checkOpenFileLimit(name);
        return (loaded ??= await loadEngine());
      },
    });
  } catch (thrown) {
    const e = (found && openFileLimitError(thrown, found.command.spec.name)) ?? thrown;
    if (isCrosscheckError(e, 'USAGE')) {
      // Line by line: a usage error is one line, but a refused adapter's stderr tail follows it,
      // and a traceback printed as one line of `\x0a` is unreadable. Each line is still neutralized.
      const lines = e.message.split('\n').map((l) => neutralizeControls(l));
      full.stderr.write(`a2a-crosscheck: ${lines.join('\n')}\n`);
      return EXIT_CODES.usage;
    }
    // What the run needs could not be set up here (an SDK that does not install or start).
    if (isCrosscheckError(e, 'ENV_SETUP_FAILED')) {
      full.stderr.write(`a2a-crosscheck: ${neutralizeControls(e.message, 'block')}\n`);
      return EXIT_CODES.environment;
    }
    // A defect found while judging names the work and its replay; its stack says where.
    const detail = isHarnessDefect(e)
      ? [
          e.message,
          ...(e.site.replay ? [`replay: ${e.site.replay}`] : []),
          e.record.stack ?? '',
        ].join('\n')
      : isCrosscheckError(e)
        ? `${e.message} [${e.code}]`
        : e instanceof Error
          ? (e.stack ?? e.message)
          : String(e);
    full.stderr.write(
      `a2a-crosscheck: the harness failed: ${neutralizeControls(detail, 'block')}\n`,
    );
    return EXIT_CODES.harnessFailure;
  }
}
