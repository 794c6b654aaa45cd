import { resolveOptions } from '../../harness/options/index.ts';
import { commandExitCodes } from '../../reports/index.ts';
import type { Command } from '../_internals/Command.ts';
import type { CommandSpec } from '../_internals/CommandSpec.ts';
import { FLAGS } from '../_internals/flags.ts';
import { booleanFlag, intFlag } from '../_internals/parseCommandArgs.ts';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';

const spec: CommandSpec = {
  name: 'vendors serve',
  summary:
    'Serve the simulated vendors on 127.0.0.1 and print their URLs.\n\nFor testing your own A2A client against misbehaving counterparts. Stops on Ctrl+C (SIGINT) or SIGTERM.',
  synopsis: '[options]',
  flags: [
    {
      ...FLAGS.seed,
      value: '<n>',
      description: 'seed of the vendor identities (organisations, hostnames, key ids)',
    },
    {
      name: 'port',
      type: 'string',
      value: '<n>',
      description: 'first port to use on 127.0.0.1; 0 lets the OS choose',
      default: '0',
    },
    FLAGS.json,
  ],
  exitCodes: commandExitCodes([
    { code: 0, meaning: 'the vendors served until stopped (SIGINT or SIGTERM stops them cleanly)' },
  ]),
};

/** `a2a-crosscheck vendors serve`. */
export const vendorsServeCommand: Command = {
  spec,
  async execute(args, { io, engine }) {
    const seed = intFlag(spec, args, 'seed');
    const { seed: resolvedSeed } = resolveOptions(seed === undefined ? {} : { seed }, 'cli');
    const port = intFlag(spec, args, 'port') ?? 0;
    if (port < 0 || port > 65535) {
      throw new CrosscheckError(
        'USAGE',
        `Failed to parse arguments: --port '${port}' is not a port from 0 to 65535.`,
      );
    }
    const served = await (await engine()).serveVendors({ seed: resolvedSeed, port });
    try {
      if (booleanFlag(args, 'json')) {
        io.stdout.write(`${JSON.stringify(served.urls, null, 2)}\n`);
      } else {
        const width = Math.max(6, ...served.urls.map((u) => u.vendor.length));
        // Each card URL with what that vendor gets wrong, so a client author knows what to expect.
        const rows = served.urls.map(
          (u) =>
            `${u.vendor.padEnd(width)}  ${u.cardUrl}${u.summary ? `\n${' '.repeat(width + 2)}${u.summary}` : ''}`,
        );
        io.stdout.write(
          `${rows.join('\n')}\nServing ${served.urls.length} vendor(s) (seed ${resolvedSeed}). Press Ctrl+C to stop.\n`,
        );
      }
      await io.waitForShutdown();
    } finally {
      await served.close();
    }
    return 0;
  },
};
