import { describe, expect, it } from 'vitest';
import { main } from '../main.ts';
import { testIo } from '../_fixtures/testIo.ts';
import { closestMatch } from './didYouMean.ts';

describe('closestMatch', () => {
  it.each([
    ['basline', ['baseline', 'base', 'strict'], 'baseline'],
    ['XV-NEG-01', ['XV-NEG-001', 'XV-NEG-010'], 'XV-NEG-001'],
    ['xv-neg-001', ['XV-NEG-001'], 'XV-NEG-001'],
    ['profile', ['baseline', 'strict'], undefined],
    ['x', ['seed', 'runs'], undefined],
  ])('%s among %j ⇒ %s', (name, candidates, expected) => {
    expect(closestMatch(name, candidates)).toBe(expected);
  });
});

describe('"did you mean" on the command line', () => {
  const stderr = async (argv: string[]): Promise<string> => {
    const t = testIo();
    expect(await main(argv, t.io)).toBe(2);
    return t.stderr();
  };

  it('names the flag a misspelled one was meant to be', async () => {
    expect(await stderr(['run', '--basline', 'b.json'])).toBe(
      "a2a-crosscheck: Failed to parse arguments: unknown option '--basline' for 'run'. Did you mean '--baseline'? Run 'a2a-crosscheck run --help' for usage.\n",
    );
  });

  it('names the rule a misspelled id was meant to be, and guesses nothing for a stranger', async () => {
    expect(await stderr(['rules', '--rule', 'XV-NEG-01'])).toBe(
      "a2a-crosscheck: Failed to parse arguments: --rule 'XV-NEG-01' matches no rule of profile 'all'. Did you mean 'XV-NEG-001'? Run 'a2a-crosscheck rules' to list them, or 'a2a-crosscheck rules --help' for usage.\n",
    );
    expect(await stderr(['rules', '--rule', 'NOTHING-LIKE-IT'])).not.toContain('Did you mean');
    expect(await stderr(['replay', '--rule', 'A2A-SIG-01', '--iut', 'naive'])).toContain(
      "is not a rule id. Did you mean 'A2A-SIG-001'?",
    );
  });
});
