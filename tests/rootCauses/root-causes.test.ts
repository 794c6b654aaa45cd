import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testIo } from '../../cli/_fixtures/testIo.ts';
import { main } from '../../cli/main.ts';
import { createEngine } from '../../engine/root/defaultEngine.ts';
import { allCases } from '../../engine/run/suiteCases.ts';
import type { CrosscheckReport } from '../../reports/index.ts';

const ADAPTER = fileURLToPath(new URL('./_fixtures/twoBugVerifier.ts', import.meta.url));

/**
 * Two cases whose cards hold a non-ASCII character, of two rules (an attack about key order, a
 * search over revoked keys), and the unknown-skill cases, whose cards are ASCII.
 */
const CASES = allCases.filter(
  (c) =>
    c.id === 'attack-d8-utf16-key-order-accepted' ||
    c.id === 'prop-sig-revoked-keys' ||
    c.rule === 'XV-DEL-003',
);

let dir = '';
let out = '';
let terminal = '';
let code = -1;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'crosscheck-root-causes-'));
  out = join(dir, 'report');
  const t = testIo();
  code = await main(
    [
      'run',
      '--iut',
      ADAPTER,
      '--rule',
      'A2A-SIG-001,A2A-SIG-004,XV-DEL-003',
      '--workers',
      '1',
      '--out',
      out,
    ],
    t.io,
    createEngine({ cases: CASES, agentChecks: [] }),
  );
  terminal = t.stdout();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The lines of `text` from the first that contains `from` up to (not including) the first blank one. */
const block = (text: string, from: string): string[] => {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.includes(from));
  const end = lines.findIndex((l, i) => i > start && l.trim() === '');
  return start < 0 ? [] : lines.slice(start, end < 0 ? undefined : end);
};

describe('a verifier with one canonicalization deviation', () => {
  it('reports one root cause, established by its diagnostic, with the cases it explains', async () => {
    const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as CrosscheckReport;
    expect(report.schemaVersion).toBe('2.4');
    expect(
      report.rootCauses?.map((c) => [
        c.cause,
        c.iut,
        c.consequences.map((q) => `${q.rule} ${q.case}`),
      ]),
    ).toEqual([
      [
        'canonical-form/non-ascii',
        'two-bug-verifier',
        [
          'A2A-SIG-001 attack-d8-utf16-key-order-accepted',
          'A2A-SIG-001 signature-grid-verifies',
          'A2A-SIG-004 prop-sig-revoked-keys',
        ],
      ],
    ]);
    // The gate still counts every case: the three consequences and the unknown-skill failures.
    expect(code).toBe(1);
    expect(report.gate?.regressions.map((r) => r.case).sort()).toEqual(
      [
        'attack-d8-utf16-key-order-accepted',
        'del-unknown-skill-refused',
        'prop-del-unknown-skill',
        'prop-sig-revoked-keys',
        'signature-grid-verifies',
        'vendor-b-unknown-skill-refused',
      ].sort(),
    );
  });

  it('shows the cause first on the terminal, its consequences under it, the other failure on its own', () => {
    const causes = terminal.indexOf('Root causes (1');
    const regressions = terminal.indexOf('Regressions (');
    expect(causes).toBeGreaterThan(0);
    expect(causes).toBeLessThan(regressions);
    expect(block(terminal, 'Root causes (1').map((l) => l.replace(/\(new: .*$/, ''))).toEqual([
      'Root causes (1, explaining 3 failing cases; the gate counts each case):',
      '  ROOT CAUSE canonical-form/non-ascii on two-bug-verifier (in-process): canonical form differs from A2A §8.4.1 on non-ASCII characters (escaped as \\uXXXX instead of kept as UTF-8) (A2A §8.4.1; RFC 8785 §3.2.2.2)',
      '    diagnostic: a minimal card signed by the harness over the a2a-1.0 form verifies (valid); with one non-ASCII character in the description added it does not (invalid)',
      '    explains 3 failing cases of 2 rules (3 regressions); fix it first:',
      '      FAIL A2A-SIG-001 [MUST] case attack-d8-utf16-key-order-accepted: regression, new: fail at /admitted (not in the baseline)',
      '      FAIL A2A-SIG-001 [MUST] case signature-grid-verifies × signer:two-bug-verifier: regression, new: fail at /signature (not in the baseline)',
      '      FAIL A2A-SIG-004 [MUST] case prop-sig-revoked-keys: regression, new: fail at /admitted (not in the baseline)',
    ]);
    const rest = block(terminal, 'Regressions (');
    expect(rest[0]).toBe('Regressions (6 cases; 3 listed under the root causes above):');
    expect(rest.join('\n')).toContain('FAIL XV-DEL-003 [MUST]');
    expect(rest.join('\n')).toContain('case del-unknown-skill-refused');
    expect(rest.join('\n')).not.toContain('attack-d8-utf16-key-order-accepted');
  });

  it('shows the cause first in report.md and report.html too, and names it in junit.xml', async () => {
    const md = await readFile(join(out, 'report.md'), 'utf8');
    expect(md.indexOf('### Root causes (1')).toBeGreaterThan(0);
    expect(md.indexOf('### Root causes (1')).toBeLessThan(
      md.indexOf('### Regressions (6; 3 under'),
    );
    const mdCause = md.slice(md.indexOf('### Root causes (1'), md.indexOf('### Regressions ('));
    expect(mdCause).toContain('**Root cause `canonical-form/non-ascii` on two-bug-verifier**');
    expect(mdCause).toContain(
      '    - ✗ `A2A-SIG-004` [MUST] case `prop-sig-revoked-keys`: regression, new:',
    );
    expect(mdCause).not.toContain('XV-DEL-003');
    expect(md.slice(md.indexOf('### Regressions (6'))).toContain('`XV-DEL-003`');

    const html = await readFile(join(out, 'report.html'), 'utf8');
    const causeAt = html.indexOf('<h2 id="root-causes">Root causes (1');
    const regressionsAt = html.indexOf('<h2 id="regressions">Regressions (6; 3 under');
    expect(causeAt).toBeGreaterThan(0);
    expect(causeAt).toBeLessThan(regressionsAt);
    const causeHtml = html.slice(causeAt, regressionsAt);
    expect(causeHtml).toContain('Root cause <code>canonical-form/non-ascii</code>');
    expect(causeHtml.match(/<li><span class="chip/g)?.length).toBe(3);
    expect(causeHtml).not.toContain('XV-DEL-003');
    expect(html.slice(regressionsAt)).toContain('<code>XV-DEL-003</code>');

    const junit = await readFile(join(out, 'junit.xml'), 'utf8');
    expect(junit).toContain('root cause canonical-form/non-ascii: D8');
  });
});
