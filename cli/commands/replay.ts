import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { resolveOptions, type VendorTransport } from '../../harness/options/index.ts';
import { ruleRegistry } from '../../engine/rules.ts';
import { commandExitCodes } from '../../reports/index.ts';
import type { ReplayArgs } from '../engine.ts';
import { jsonDifferences } from '../../harness/json/jsonDifferences.ts';
import { neutralizeControls } from '../../harness/text/index.ts';
import type { Command } from '../_internals/Command.ts';
import { didYouMean } from '../_internals/didYouMean.ts';
import type { CommandSpec } from '../_internals/CommandSpec.ts';
import { FLAGS } from '../_internals/flags.ts';
import {
  booleanFlag,
  intFlag,
  listFlag,
  type ParsedArgs,
  stringFlag,
} from '../_internals/parseCommandArgs.ts';
import { readConfig } from '../config/readConfig.ts';

const spec: CommandSpec = {
  name: 'replay',
  summary:
    "Rerun one result exactly as a report printed it.\n\nReplays one rule against one IUT from a counterexample's { seed, path } or a case id, shows the\nverdict and evidence, and with --save keeps it as a permanent regression case in --regressions, which `run` loads.",
  synopsis: '--rule <id> (--iut <name|path> | --iut-cmd <command> | --agent-url <url>) [options]',
  flags: [
    { name: 'rule', type: 'string', value: '<id>', description: 'the rule to replay (required)' },
    {
      ...FLAGS.iut,
      multiple: false,
      default: undefined,
      description: 'built-in IUT or adapter module path (one IUT source is required)',
    },
    { ...FLAGS.iutCmd, multiple: false },
    { ...FLAGS.agentUrl, multiple: false },
    FLAGS.allowRemote,
    FLAGS.jwks,
    FLAGS.header,
    {
      name: 'vendor',
      type: 'string',
      value: '<id>',
      description:
        'simulated vendor of the result (the peer a contract case ran against); an older spelling of --agent with --iut vendors or --iut a2a-js',
      default: 'as the rule needs',
    },
    {
      name: 'agent',
      type: 'string',
      value: '<id>',
      description:
        'the built-in agent to judge: a simulated vendor with --iut vendors (vendor-a, …), an SDK agent with --iut a2a-js (a2a-js-agent, …)',
      default: 'every one the rule judges',
    },
    { ...FLAGS.transport, multiple: false, commaList: false },
    { ...FLAGS.seed, value: '<n>', description: 'the seed the report printed' },
    {
      name: 'path',
      type: 'string',
      value: '<path>',
      description: "counterexample path from the report's { seed, path }",
      default: 'none: rerun the property',
    },
    {
      name: 'case',
      type: 'string',
      value: '<id>',
      description: 'scenario case id, for example-based results',
      default: 'none',
    },
    {
      name: 'save',
      type: 'boolean',
      description: 'also write the counterexample as a regression case file into --regressions',
      default: 'off',
    },
    FLAGS.regressions,
    { ...FLAGS.config, description: 'configuration file; replay takes its regressions directory' },
    FLAGS.callDeadline,
    FLAGS.progressDeadline,
    FLAGS.json,
  ],
  exitCodes: commandExitCodes(
    [
      { code: 0, meaning: 'every replayed result passes or is not applicable' },
      { code: 1, meaning: 'a replayed result fails or errors (the failure reproduces)' },
    ],
    { environment: true },
  ),
  examples: [
    'a2a-crosscheck replay --rule XV-NEG-001 --iut naive --seed 42 --path "3:1:0"',
    'a2a-crosscheck replay --iut vendors --agent vendor-a --rule XV-WIRE-001 --case agent-prop-progress-jsonrpc --seed 42 --path "0:1:0"',
  ],
};

function replayArgs(args: ParsedArgs, cwd: string): ReplayArgs {
  const rule = stringFlag(args, 'rule');
  if (!rule)
    throw new CrosscheckError(
      'USAGE',
      "Failed to parse arguments: --rule <id> is required. Run 'a2a-crosscheck replay --help' for usage.",
    );
  if (!ruleRegistry.has(rule)) {
    throw new CrosscheckError(
      'USAGE',
      `Failed to parse arguments: --rule '${rule}' is not a rule id.${didYouMean(
        rule,
        ruleRegistry.select({ profile: 'all' }).map((r) => r.id),
      )} Run 'a2a-crosscheck rules' to list them.`,
    );
  }
  const iut = stringFlag(args, 'iut') ?? null;
  const iutCmd = stringFlag(args, 'iut-cmd') ?? null;
  const agentUrl = stringFlag(args, 'agent-url') ?? null;
  if ([iut, iutCmd, agentUrl].filter((x) => x !== null).length !== 1) {
    throw new CrosscheckError(
      'USAGE',
      "Failed to parse arguments: give exactly one of --iut, --iut-cmd, --agent-url. Run 'a2a-crosscheck replay --help' for usage.",
    );
  }
  // A regression case replays a contract call against an adapter; an agent's check is not one.
  if (agentUrl !== null && booleanFlag(args, 'save') === true)
    throw new CrosscheckError(
      'USAGE',
      "Failed to parse arguments: --save keeps an adapter's counterexample as a regression case, and an agent check (--agent-url) has none to keep. Drop --save, or replay against --iut / --iut-cmd.",
    );
  const transport = stringFlag(args, 'transport');
  const regressions =
    stringFlag(args, 'regressions') ?? readConfig(stringFlag(args, 'config'), cwd)?.regressions;
  const callMs = intFlag(spec, args, 'call-deadline');
  const progressMs = intFlag(spec, args, 'progress-deadline');
  const seed = intFlag(spec, args, 'seed');
  // Reuse run-option validation so values are checked, and worded, the same way everywhere.
  const r = resolveOptions(
    {
      ...(iut ? { iut: [iut] } : {}),
      ...(iutCmd ? { iutCmd: [iutCmd] } : {}),
      ...(agentUrl ? { agentUrl: [agentUrl] } : {}),
      allowRemote: booleanFlag(args, 'allow-remote') ?? false,
      jwks: stringFlag(args, 'jwks') ?? null,
      headers: listFlag(args, 'header') ?? [],
      ...(seed !== undefined ? { seed } : {}),
      ...(transport ? { transports: [transport as VendorTransport] } : {}),
      // --save writes where `run` reads: the configuration's directory unless the flag says.
      ...(regressions === undefined ? {} : { regressions }),
      deadlines: {
        ...(callMs !== undefined ? { callMs } : {}),
        ...(progressMs !== undefined ? { progressMs } : {}),
      },
    },
    'cli',
  );
  return {
    rule,
    iut,
    iutCmd,
    agentUrl,
    allowRemote: r.allowRemote,
    // A built-in agent is not a vendor (docs/glossary.md); `--vendor` still names one, as replay
    // commands printed before `--agent` existed do.
    vendor: stringFlag(args, 'agent') ?? stringFlag(args, 'vendor') ?? null,
    transport: r.transports[0] ?? 'msw',
    seed: r.seed,
    path: stringFlag(args, 'path') ?? null,
    caseId: stringFlag(args, 'case') ?? null,
    save: booleanFlag(args, 'save') ?? false,
    regressions: r.regressions,
    deadlines: r.deadlines,
    headers: r.headers,
    jwks: r.jwks,
  };
}

/** One printed value, cut to what a terminal line can show. */
function short(text: string | undefined, max = 2_000): string {
  const t = text ?? 'undefined';
  return t.length <= max ? t : `${t.slice(0, max - 1)}…`;
}

/** Most lines of a pretty-printed input shown; the JSON output (--json) has all of it. */
const MAX_INPUT_LINES = 60;

/** A value as indented JSON lines, cut to {@link MAX_INPUT_LINES}. */
function indented(value: unknown): string[] {
  const all = (JSON.stringify(value, null, 2) ?? String(value)).split('\n');
  const shown = all.slice(0, MAX_INPUT_LINES).map((l) => `    ${short(l, 300)}`);
  return all.length > MAX_INPUT_LINES
    ? [...shown, `    …${all.length - MAX_INPUT_LINES} more lines (--json shows all)`]
    : shown;
}

/**
 * Where the actual answer departs from the expected one, one line per member (like a diff):
 * what a long `expected` / `actual` pair cut to a line would hide.
 */
function differences(expected: unknown, actual: unknown): string[] {
  if (expected === undefined || actual === undefined) return [];
  const found = jsonDifferences(expected, actual);
  if (found.length === 0) return [];
  return [
    '  differences:',
    ...found.map(
      (d) =>
        `    ${d.pointer || '/'}: expected ${short(JSON.stringify(d.expected) ?? 'nothing', 400)}, got ${short(JSON.stringify(d.actual) ?? 'nothing', 400)}`,
    ),
  ];
}

/** `a2a-crosscheck replay`. */
export const replayCommand: Command = {
  spec,
  async execute(args, { io, engine }) {
    const outcome = await (await engine()).replay(replayArgs(args, io.cwd()));
    const failed = outcome.results.some((r) => r.verdict === 'fail' || r.verdict === 'error');
    // Evidence is bounded where it is recorded; printing it, neutralise what could act on a terminal.
    if (booleanFlag(args, 'json')) {
      io.stdout.write(`${neutralizeControls(JSON.stringify(outcome, null, 2), 'json')}\n`);
    } else {
      // Case by case: the expected and actual answers are on the case's evidence, not on the
      // folded result's (which carries only the summary of its worst case).
      const lines = outcome.results.flatMap((r) =>
        (r.cases.length > 0
          ? r.cases
          : [{ case: undefined, verdict: r.verdict, evidence: r.evidence }]
        ).flatMap((c) => {
          const e = c.evidence;
          const x = e.counterexample;
          return [
            `${c.verdict.toUpperCase()} ${r.rule} [${r.level}] ${r.iut} × ${r.vendor ?? 'no vendor'} (${r.transport})${c.case !== undefined ? `, case ${c.case}` : ''}: ${e.summary}`,
            ...(e.reason ? [`  reason: ${e.reason}`] : []),
            ...(x ? [`  counterexample: { seed: ${x.seed}, path: "${x.path}" }`] : []),
            ...(x && x.input !== undefined ? [`  input:`, ...indented(x.input)] : []),
            ...differences(e.expected, e.actual),
            ...(e.expected !== undefined
              ? [`  expected: ${short(JSON.stringify(e.expected))}`]
              : []),
            ...(e.actual !== undefined ? [`  actual:   ${short(JSON.stringify(e.actual))}`] : []),
            ...(e.replay ? [`  replay: ${e.replay}`] : []),
          ];
        }),
      );
      if (outcome.savedCasePath) lines.push(`Saved regression case: ${outcome.savedCasePath}`);
      io.stdout.write(`${lines.map((l) => neutralizeControls(l)).join('\n')}\n`);
    }
    return failed ? 1 : 0;
  },
};
