import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { BASELINE_SCHEMA_VERSION, commandExitCodes } from '../../reports/index.ts';
import type { Command } from '../_internals/Command.ts';
import type { CommandSpec } from '../_internals/CommandSpec.ts';
import { booleanFlag, stringFlag } from '../_internals/parseCommandArgs.ts';
import { CONFIG_FILE } from '../config/readConfig.ts';
import { pythonAdapter } from '../init/pythonAdapter.ts';
import { typescriptAdapter } from '../init/typescriptAdapter.ts';
import { workflow } from '../init/workflow.ts';
import { USER_FILE_LIMITS, readUserFile } from '../../harness/files/index.ts';

const LANGS = ['typescript', 'python'] as const;
type Lang = (typeof LANGS)[number];

const BASELINE_FILE = 'crosscheck-baseline.json';

const spec: CommandSpec = {
  name: 'init',
  summary:
    'Set up a2a-crosscheck in your repository: an adapter skeleton, a configuration and a CI workflow.\n\nWrites the adapter (TypeScript in-process, or Python over stdio), crosscheck.config.json naming\nit, an empty crosscheck-baseline.json and .github/workflows/crosscheck.yml, in the working\ndirectory. Existing files are kept unless --force.',
  synopsis: '[options]',
  flags: [
    {
      name: 'lang',
      type: 'string',
      value: `<${LANGS.join('|')}>`,
      description:
        'language of the adapter skeleton: in-process TypeScript, or Python over stdio (the stdio protocol serves any language)',
      default: 'typescript',
    },
    { name: 'force', type: 'boolean', description: 'overwrite files that exist', default: 'off' },
  ],
  exitCodes: commandExitCodes([
    {
      code: 0,
      meaning: 'the files were written (or kept, when they exist and --force is not given)',
    },
  ]),
  examples: ['a2a-crosscheck init', 'a2a-crosscheck init --lang python'],
};

/** The project's name for `hello`: package.json's `name`, else the directory's. */
function projectName(cwd: string): string {
  try {
    const bytes = readUserFile(join(cwd, 'package.json'), {
      what: 'package manifest',
      code: 'USAGE',
      maxBytes: USER_FILE_LIMITS.manifest,
      fix: 'Fix it',
    });
    const pkg = JSON.parse(bytes.toString('utf8')) as { name?: unknown };
    // A name from package.json becomes the adapter's hello name: short, as the contract bounds it.
    if (typeof pkg.name === 'string' && /^[\w@./-]{1,128}$/.test(pkg.name)) return pkg.name;
  } catch {
    // No readable package.json: the directory names the project.
  }
  return (
    basename(cwd)
      .replace(/[^\w.-]/g, '-')
      .slice(0, 128) || 'my-framework'
  );
}

/** Every file `init` writes, by path relative to the working directory. */
function files(lang: Lang, name: string): Record<string, string> {
  const adapter = lang === 'python' ? 'crosscheck_adapter.py' : 'crosscheck-adapter.ts';
  const config = {
    $schema: './node_modules/a2a-crosscheck/dist/cli/config/config.schema.json',
    ...(lang === 'python' ? { iutCmd: [`python3 ${adapter}`] } : { iut: [`./${adapter}`] }),
    baseline: BASELINE_FILE,
  };
  return {
    [adapter]: lang === 'python' ? pythonAdapter(name) : typescriptAdapter(name),
    [CONFIG_FILE]: `${JSON.stringify(config, null, 2)}\n`,
    [BASELINE_FILE]: `${JSON.stringify({ schemaVersion: BASELINE_SCHEMA_VERSION, entries: [] }, null, 2)}\n`,
    '.github/workflows/crosscheck.yml': workflow(lang),
  };
}

/** `a2a-crosscheck init`. */
export const initCommand: Command = {
  spec,
  async execute(args, { io }) {
    const lang = (stringFlag(args, 'lang') ?? 'typescript') as Lang;
    if (!LANGS.includes(lang)) {
      throw new CrosscheckError(
        'USAGE',
        `Failed to parse arguments: --lang '${lang}' is not one of ${LANGS.join(', ')}. Other languages: start from --lang python, the stdio protocol is the same.`,
      );
    }
    const cwd = io.cwd();
    const wanted = files(lang, projectName(cwd));
    const existing = Object.keys(wanted).filter((p) => existsSync(join(cwd, p)));
    if (existing.length > 0 && booleanFlag(args, 'force') !== true) {
      throw new CrosscheckError(
        'USAGE',
        `Failed to initialise: ${existing.join(', ')} already exist${existing.length === 1 ? 's' : ''}. Move ${existing.length === 1 ? 'it' : 'them'} away or add --force to overwrite.`,
      );
    }
    for (const [path, text] of Object.entries(wanted)) {
      await mkdir(dirname(join(cwd, path)), { recursive: true });
      await writeFile(join(cwd, path), text, { mode: path.endsWith('.py') ? 0o755 : 0o644 });
    }
    const adapter = Object.keys(wanted)[0]!;
    io.stdout.write(
      [
        `Wrote ${Object.keys(wanted).join(', ')}.`,
        '',
        'Next:',
        `  1. npx a2a-crosscheck run                  # judges ${adapter} as crosscheck.config.json says`,
        `  2. fill in the TODOs of ${adapter} with calls into your framework, and run again`,
        `  3. npx a2a-crosscheck run --write-baseline ${BASELINE_FILE}`,
        "     # records today's failures as expected ones; give each entry its reason, commit it:",
        '     # from then on a run fails only on a new failure or on an entry that now passes',
        '',
      ].join('\n'),
    );
    return 0;
  },
};
