import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/main.ts';
import { scratchDir } from '../_fixtures/scratchDir.ts';
import { testIo } from '../../cli/_fixtures/testIo.ts';
import { createEngine } from '../../engine/root/defaultEngine.ts';
import type { Catalogue } from '../../engine/root/Catalogue.ts';
import { propertyCase } from '../../engine/properties/propertyCase.ts';
import type { CrosscheckReport } from '../../reports/index.ts';
import type { AgentCheck } from '../../scenarios/agent/AgentCheck.ts';
import type { ConformanceCase } from '../../scenarios/core/ConformanceCase.ts';
import { PROPERTY_DEFINITIONS } from '../../engine/search/searchedProperties.ts';

/** A bug of the harness's own: what a case, a check or a property throws here. */
const bug = (): never => {
  const missing = undefined as unknown as { verdict: string };
  return missing.verdict as never; // TypeError: Cannot read properties of undefined
};

const buggyCase: ConformanceCase = {
  id: 'defect-in-a-case',
  rule: 'XV-NEG-001',
  role: 'verifier',
  vendor: null,
  canonicalization: null,
  run: async () => bug(),
};

const buggyCheck: AgentCheck = {
  id: 'defect-in-a-check',
  heads: [{ rule: 'A2A-CARD-005', caseId: 'defect-in-a-check' }],
  scope: 'card',
  run: async () => bug(),
};

const negotiation = PROPERTY_DEFINITIONS.find((d) => d.rule === 'XV-NEG-001')!;
const buggyProperty = propertyCase({
  ...negotiation,
  id: 'prop-defect-in-a-property',
  invariant: () => bug(),
});

/**
 * A harness defect is never a verdict (DESIGN §6): a `TypeError` thrown from inside a case, an
 * agent check and a property stops the run with exit 3 and the harness-bug line on stderr, the
 * four reports of what finished are written and say so, no result charges it to the IUT, and
 * `--write-baseline` writes nothing.
 */
describe('a TypeError of the harness inside a run', () => {
  const rows: { what: string; argv: string[]; catalogue: Catalogue; caseId: string }[] = [
    {
      what: 'a contract case',
      argv: ['--iut', 'reference', '--rule', 'XV-NEG-001'],
      catalogue: { cases: [buggyCase], agentChecks: [] },
      caseId: 'defect-in-a-case',
    },
    {
      what: 'an agent check',
      argv: ['--iut', 'vendors', '--rule', 'A2A-CARD-005'],
      catalogue: { cases: [], agentChecks: [buggyCheck] },
      caseId: 'defect-in-a-check',
    },
    {
      what: 'a property',
      argv: ['--iut', 'reference', '--rule', 'XV-NEG-001'],
      catalogue: { cases: [buggyProperty], agentChecks: [] },
      caseId: 'prop-defect-in-a-property',
    },
  ];

  it.each(rows)('in $what: exit 3, the bug line, no verdict, no baseline', async (row) => {
    const dir = scratchDir('crosscheck-defect-');
    const out = join(dir, 'report');
    const baseline = join(dir, 'baseline.json');
    const t = testIo();

    const code = await main(
      ['run', ...row.argv, '--workers', '1', '--out', out, '--write-baseline', baseline],
      t.io,
      createEngine(row.catalogue),
    );

    expect(code).toBe(3);
    expect(t.stderr()).toMatch(
      /^a2a-crosscheck: BUG IN A2A-CROSSCHECK, not a verdict on any implementation \(exit 3\): Failed to judge .*TypeError: Cannot read properties of undefined/m,
    );
    expect(t.stderr()).toContain(
      `  replay: npx a2a-crosscheck replay --rule ${row.catalogue.cases[0]?.rule ?? 'A2A-CARD-005'}`,
    );
    expect(t.stdout()).toContain('Result: HARNESS DEFECT (exit 3)');
    const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as CrosscheckReport;
    expect(report.harnessDefect).toMatchObject({ code: 'INTERNAL', case: row.caseId });
    expect(report.gate?.exitCode).toBe(3);
    const charged = report.results.flatMap((r) => r.cases).filter((c) => c.case === row.caseId);
    expect(charged).toEqual([]);
    expect(existsSync(baseline)).toBe(false);
    for (const file of ['report.md', 'report.html', 'junit.xml'])
      expect(existsSync(join(out, file))).toBe(true);
    expect(await readFile(join(out, 'junit.xml'), 'utf8')).toContain('harness defect');
  });
});
