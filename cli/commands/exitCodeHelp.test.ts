import { describe, expect, it } from 'vitest';
import { main } from '../main.ts';
import { testIo } from '../_fixtures/testIo.ts';

/** The "Exit codes:" block of a command's --help. */
async function exitCodes(argv: string[]): Promise<string> {
  const t = testIo();
  expect(await main([...argv, '--help'], t.io)).toBe(0);
  const help = t.stdout();
  return help.slice(help.indexOf('Exit codes:'), help.indexOf('\n\n', help.indexOf('Exit codes:')));
}

describe('per-command exit codes in --help', () => {
  it('init, rules and vendors serve list their own meaning of 0, and no gate codes', async () => {
    expect(await exitCodes(['init'])).toMatchInlineSnapshot(`
      "Exit codes:
        0  the files were written (or kept, when they exist and --force is not given)
        2  usage error, before any work: bad command, flag or value; unreadable input file
        3  the harness itself failed (a bug)
        130  stopped by SIGINT (143: SIGTERM, 129: SIGHUP)"
    `);
    expect(await exitCodes(['rules'])).toMatchInlineSnapshot(`
      "Exit codes:
        0  the catalogue was listed
        2  usage error, before any work: bad command, flag or value; unreadable input file
        3  the harness itself failed (a bug)"
    `);
    expect(await exitCodes(['vendors', 'serve'])).not.toMatch(/regression|baseline/);
  });

  it('run lists the gate codes, the environment code among them', async () => {
    const codes = await exitCodes(['run']);
    expect(codes).toMatch(/\n {2}1 {2}a regression/);
    expect(codes).toMatch(/\n {2}4 {2}the environment/);
  });

  it('replay says what 1 means for a replay, and has the environment code', async () => {
    const codes = await exitCodes(['replay']);
    expect(codes).toMatch(/\n {2}1 {2}a replayed result fails or errors/);
    expect(codes).toMatch(/\n {2}4 {2}the environment/);
    expect(codes).not.toMatch(/baseline/);
  });
});
