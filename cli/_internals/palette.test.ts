import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleReport } from '../../reports/_fixtures/sampleReport.ts';
import { fakeEngine } from '../_fixtures/fakeEngine.ts';
import { testIo } from '../_fixtures/testIo.ts';
import { main } from '../main.ts';
import { paletteFor, wantsColour } from './palette.ts';

describe('wantsColour', () => {
  it.each([
    ['a terminal', true, {}, true],
    ['a pipe', false, {}, false],
    ['a terminal under NO_COLOR', true, { NO_COLOR: '1' }, false],
    ['a terminal with an empty NO_COLOR', true, { NO_COLOR: '' }, true],
    ['a pipe under FORCE_COLOR', false, { FORCE_COLOR: '1' }, true],
    ['a pipe under an empty FORCE_COLOR', false, { FORCE_COLOR: '' }, true],
    ['FORCE_COLOR over NO_COLOR', false, { FORCE_COLOR: '2', NO_COLOR: '1' }, true],
    ['a terminal under FORCE_COLOR=0', true, { FORCE_COLOR: '0' }, false],
    ['a terminal under FORCE_COLOR=false', true, { FORCE_COLOR: 'false' }, false],
    ['a dumb terminal', true, { TERM: 'dumb' }, false],
  ])('%s', (_what, isTTY, env, expected) => {
    expect(wantsColour({ write: () => true, isTTY }, env)).toBe(expected);
  });

  it('styles nothing when off', () => {
    const p = paletteFor({ write: () => true }, {});
    expect(p.red(p.bold('x'))).toBe('x');
  });
});

describe('the run summary in colour', () => {
  it('colours labels and the result line under FORCE_COLOR, and nothing under NO_COLOR', async () => {
    const out = await mkdtemp(join(tmpdir(), 'xc-palette-'));
    const coloured = testIo({ env: { FORCE_COLOR: '1' } });
    await main(['run', '--out', out], coloured.io, fakeEngine({ report: sampleReport() }).engine);
    expect(coloured.stdout()).toContain('\x1b[1m\x1b[31mRegressions (3 cases):\x1b[39m\x1b[22m');
    expect(coloured.stdout()).toContain('  \x1b[33mERROR\x1b[39m A2A-STR-001');
    expect(
      coloured
        .stdout()
        .endsWith('\x1b[1m\x1b[31mResult: FAILED (exit 1): 3 regressions\x1b[39m\x1b[22m\n'),
    ).toBe(true);

    const plain = testIo({ env: { NO_COLOR: '1' } });
    await main(['run', '--out', out], plain.io, fakeEngine({ report: sampleReport() }).engine);
    expect(plain.stdout()).not.toContain('\x1b[');
    await rm(out, { recursive: true, force: true });
  });
});
