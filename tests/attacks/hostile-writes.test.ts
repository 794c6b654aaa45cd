import { execFileSync } from 'node:child_process';
import { lstatSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../cli/main.ts';
import { checkOutDir } from '../../cli/_internals/checkOutDir.ts';
import { fakeEngine } from '../../cli/_fixtures/fakeEngine.ts';
import { testIo } from '../../cli/_fixtures/testIo.ts';
import { createPropertyContext } from '../../engine/properties/createPropertyContext.ts';
import { propertyCases } from '../../engine/properties/index.ts';
import { writeRegressionCase } from '../../engine/regressions/index.ts';
import { createInProcessIut } from '../../harness/transports/inProcessIut.ts';
import { naiveAdapter } from '../../implementations/naive/index.ts';
import { sampleReport } from '../../reports/_fixtures/sampleReport.ts';

/**
 * A hostile path must not make the harness destroy or garble a file: what the harness writes never replaces something that is not a
 * regular file, never collides with the run's own reports, and an OS refusal (a name too long)
 * is exit 2 with one line naming the path, never exit 3 with a stack. On main, a FIFO given as
 * `--write-baseline` or standing at `report.md` was replaced by a regular file (exit 0),
 * `--write-baseline <out>/report.json` was silently overwritten by the report, a 300-character
 * baseline name exited 3 with a stack, and a 305-character IUT name made `replay --save` throw
 * ENAMETOOLONG.
 */
let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hostile-writes-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function run(args: string[]) {
  const { engine } = fakeEngine({ report: sampleReport() });
  const t = testIo();
  const code = await main(['run', '--out', join(dir, 'out'), ...args], t.io, engine);
  return { code, stderr: t.stderr() };
}

const oneLine = (stderr: string) => stderr.trim().split('\n');

describe('writes that would replace or collide', () => {
  it('refuses a FIFO as --write-baseline, leaving it a FIFO', async () => {
    const fifo = join(dir, 'baseline.json');
    execFileSync('mkfifo', [fifo]);

    const { code, stderr } = await run(['--write-baseline', fifo]);

    expect(code).toBe(2);
    expect(oneLine(stderr)).toEqual([
      `a2a-crosscheck: Failed to parse arguments: --write-baseline '${fifo}' is not a regular file (a FIFO, a device, a socket or a link stands there). Remove it, or give another path.`,
    ]);
    expect(lstatSync(fifo).isFIFO()).toBe(true);
  });

  it("refuses a --write-baseline that is one of the run's own reports", async () => {
    const target = join(dir, 'out', 'report.json');

    const { code, stderr } = await run(['--write-baseline', target]);

    expect(code).toBe(2);
    expect(stderr).toContain(`is a file this run writes into --out`);
  });

  it('refuses to replace a FIFO standing at report.md, and says so in one line', async () => {
    await mkdir(join(dir, 'out'));
    const fifo = join(dir, 'out', 'report.md');
    execFileSync('mkfifo', [fifo]);

    const { code, stderr } = await run([]);

    expect(code).toBe(2);
    expect(oneLine(stderr)).toEqual([
      `a2a-crosscheck: Failed to write '${fifo}': a FIFO (named pipe) stands there, and only a regular file is replaced. Remove it, or write elsewhere.`,
    ]);
    expect(lstatSync(fifo).isFIFO()).toBe(true);
  });

  it('turns a name too long into one line with the path and the fix (exit 2, no stack)', async () => {
    const target = join(dir, `${'b'.repeat(300)}.json`);

    const { code, stderr } = await run(['--write-baseline', target]);

    expect(code).toBe(2);
    expect(oneLine(stderr)).toEqual([
      `a2a-crosscheck: Failed to write '${target}': the path or a name in it is too long. Choose a shorter path.`,
    ]);
  });

  it('saves a regression case found against an IUT with a 305-character name', async () => {
    const ctx = await createPropertyContext(5, 100);
    const property = propertyCases.find((c) => c.id === 'prop-disc-security-schemes')!;
    const found = await property.run(createInProcessIut('naive', naiveAdapter), {
      ...ctx,
      seed: 11,
    });

    const path = await writeRegressionCase(
      {
        rule: property.rule,
        caseId: property.id,
        iut: `acme ${'n'.repeat(300)}`,
        counterexample: found.evidence.counterexample!,
      },
      { dir },
    );

    const names = await readdir(dir);
    expect(names).toHaveLength(1);
    expect(path).toBe(join(dir, names[0]!));
    expect(names[0]!.length).toBeLessThanOrEqual(101);
  });

  it('never follows a link planted at the writability probe, and leaves only what was there', async () => {
    // Issue 38: the probe was `.a2a-crosscheck-probe-<pid>`, written through whatever stood
    // there; a link at that name truncated its target, exit 0.
    const out = join(dir, 'out');
    await mkdir(out);
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'precious');
    symlinkSync(victim, join(out, `.a2a-crosscheck-probe-${process.pid}`));

    await checkOutDir(out);

    expect(readFileSync(victim, 'utf8')).toBe('precious');
    expect(await readdir(out)).toEqual([`.a2a-crosscheck-probe-${process.pid}`]);
  });
});
