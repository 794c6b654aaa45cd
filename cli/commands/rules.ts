import { resolveOptions } from '../../harness/options/index.ts';
import { type ProfileSelection } from '../../harness/rules/index.ts';
import { ruleRegistry } from '../../engine/rules.ts';
import { commandExitCodes } from '../../reports/index.ts';
import { checkRulePatterns } from '../_internals/checkRulePatterns.ts';
import type { Command } from '../_internals/Command.ts';
import { FLAGS } from '../_internals/flags.ts';
import { booleanFlag, listFlag, stringFlag } from '../_internals/parseCommandArgs.ts';

/** `a2a-crosscheck rules`: the catalogue, as a table or JSON. */
export const rulesCommand: Command = {
  spec: {
    name: 'rules',
    summary:
      'List the rule catalogue.\n\nPrints id, level, profile, roles, the number of cases that judge the rule, and title as a\ntable, or every field (with `cases`) with --json.',
    synopsis: '[options]',
    flags: [FLAGS.profile, FLAGS.rule, FLAGS.json],
    exitCodes: commandExitCodes([{ code: 0, meaning: 'the catalogue was listed' }], {
      signals: false,
    }),
  },
  async execute(args, { io, engine }) {
    // resolveOptions validates --profile and --rule the same way `run` does.
    const resolved = resolveOptions(
      {
        ...(stringFlag(args, 'profile')
          ? { profile: stringFlag(args, 'profile') as ProfileSelection }
          : {}),
        ...(listFlag(args, 'rule') ? { rule: listFlag(args, 'rule') } : {}),
      },
      'cli',
    );
    checkRulePatterns(resolved.rule, resolved.profile, 'rules');
    const rules = ruleRegistry.select({
      profile: resolved.profile,
      ...(resolved.rule.length > 0 ? { ids: resolved.rule } : {}),
    });
    const counts = await (await engine()).caseCounts();
    if (booleanFlag(args, 'json')) {
      const withCounts = rules.map((r) => ({ ...r, cases: counts[r.id] ?? 0 }));
      io.stdout.write(`${JSON.stringify(withCounts, null, 2)}\n`);
      return 0;
    }
    const rows = rules.map((r) => [
      r.id,
      r.level,
      r.profile,
      r.roles.join(','),
      String(counts[r.id] ?? 0),
      r.title,
    ]);
    const head = ['id', 'level', 'profile', 'roles', 'cases', 'title'];
    const widths = head.map((h, i) =>
      Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)),
    );
    const fmt = (row: string[]) =>
      row.map((c, i) => (i === row.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join('  ');
    io.stdout.write(`${[fmt(head), ...rows.map(fmt)].join('\n')}\n${rules.length} rule(s)\n`);
    return 0;
  },
};
